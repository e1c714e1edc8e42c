/**
 * The migration rule (docs/deploy.md "Migrations"): a migration never breaks the version before
 * it. Production applies a release's migrations before its code takes traffic, and during the
 * gradual rollout the previous version still serves most requests on the migrated database, so a
 * table or column that version reads must outlive it: add, backfill, stop reading, and drop in a
 * later release. A statement that removes or renames a table or a column is therefore refused
 * unless the migration states, for that object, the earlier migration whose release stopped
 * reading it:
 *
 *     -- breaking: orders.legacy_note unread since migration 0011
 *
 * Removals are found twice over: in the SQL (hand-written statements) and in drizzle-kit's
 * snapshots, the schema before and after the migration (a rename is a removal of the old name;
 * a table rebuild that keeps every column removes nothing).
 *
 * The other way to break that version is to require what it does not write: a column of an
 * existing table that becomes NOT NULL without a default (added so, or tightened by a rebuild)
 * makes its inserts fail. So a column is added nullable or with a default, written by one
 * release, and required in a later one, which says so:
 *
 *     -- breaking: orders.note written since migration 0011
 *
 * Constraints break it the same two ways. Dropping a unique index takes away what the previous
 * release's `ON CONFLICT` upserts name (they then fail), so it waits for a release that no longer
 * relies on it (`-- breaking: outbox.outbox_dedupe_unique unused since migration 0011`); a new
 * UNIQUE or CHECK on an existing table refuses rows the previous release may still insert, so it
 * waits for a release that already respects it (`-- breaking: orders.orders_email_check enforced
 * since migration 0011`). A table dropped (or rebuilt by drizzle, which drops and renames) while
 * another table references it with ON DELETE CASCADE or SET NULL empties or orphans those rows:
 * D1 keeps foreign keys on, so the drop's implicit DELETE fires the action. No marker excuses that.
 *
 * Markers are judged twice: by number here (the migration they name is earlier), and against what
 * production has applied before the release is (`pendingFindings`): a marker naming a migration
 * that ships in the same deploy proves nothing, since the previous release never ran without it.
 */

/** A table's columns by table name, as a drizzle snapshot lists them. */
export type Tables = ReadonlyMap<string, readonly string[]>;

export interface Migration {
  /** The file name, e.g. `0012_drop_legacy_note.sql`; its leading number orders the releases. */
  readonly name: string;
  readonly sql: string;
  /** The schema after the previous migration and after this one (drizzle's snapshots), when known. */
  readonly before?: Tables;
  readonly after?: Tables;
  /** The columns an insert must give (NOT NULL, no default), before and after, when known. */
  readonly requiredBefore?: Tables;
  readonly requiredAfter?: Tables;
  /** The unique indexes, checks and cascading references before and after, when known. */
  readonly constraintsBefore?: Constraints;
  readonly constraintsAfter?: Constraints;
}

/** What a previous release's writes depend on, or suffer from, beyond its columns. */
export interface Constraints {
  /** Unique indexes and unique constraints by table. */
  readonly unique: Tables;
  /** CHECK constraints by table. */
  readonly checks: Tables;
  /** By referenced table: the tables whose rows a delete there removes or changes (CASCADE, SET NULL, SET DEFAULT). */
  readonly cascades: Tables;
}

export interface Finding {
  readonly migration: string;
  /** `table` or `table.column`. */
  readonly object: string;
  readonly problem: string;
}

const ident = String.raw`(?:"([^"]+)"|\x60([^\x60]+)\x60|\[([^\]]+)\]|([A-Za-z_][\w$]*))`;
const nameOf = (match: RegExpExecArray, from: number) =>
  (match[from] ?? match[from + 1] ?? match[from + 2] ?? match[from + 3] ?? "").toLowerCase();

/** The statements of a migration without comments: drizzle's breakpoints and semicolons both end one. */
export function statementsOf(sql: string): string[] {
  const withoutComments = sql.replace(/--[^\n]*/g, "");
  const statements: string[] = [];
  let current = "";
  let quote: string | undefined;
  for (const char of withoutComments) {
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === "`") {
      quote = char;
    } else if (char === ";") {
      statements.push(current.trim());
      current = "";
      continue;
    }
    current += char;
  }
  statements.push(current.trim());
  return statements.filter(Boolean);
}

const dropTable = new RegExp(String.raw`^DROP\s+(?:TABLE|VIEW)\s+(?:IF\s+EXISTS\s+)?${ident}`, "i");
const dropColumn = new RegExp(String.raw`^ALTER\s+TABLE\s+${ident}\s+DROP\s+(?:COLUMN\s+)?${ident}`, "i");
const renameTable = new RegExp(String.raw`^ALTER\s+TABLE\s+${ident}\s+RENAME\s+TO\s+${ident}`, "i");
const renameColumn = new RegExp(String.raw`^ALTER\s+TABLE\s+${ident}\s+RENAME\s+(?:COLUMN\s+)?${ident}\s+TO\s+`, "i");

/** drizzle-kit rebuilds a table as `__new_<table>`, copies the rows, drops the old one and renames the new one. */
const REBUILD_PREFIX = "__new_";

/** The tables and columns a migration's SQL removes or renames (a rebuilt table is judged by its columns instead). */
export function removedBySql(sql: string): string[] {
  const statements = statementsOf(sql);
  const rebuilt = new Set<string>();
  for (const statement of statements) {
    const match = renameTable.exec(statement);
    const from = match ? nameOf(match, 1) : "";
    if (match && from.startsWith(REBUILD_PREFIX)) rebuilt.add(from.slice(REBUILD_PREFIX.length));
  }
  return statements.flatMap((statement) => {
    let match = dropTable.exec(statement);
    if (match) {
      const table = nameOf(match, 1);
      return rebuilt.has(table) || table.startsWith(REBUILD_PREFIX) ? [] : [table];
    }
    match = renameTable.exec(statement);
    if (match) return nameOf(match, 1).startsWith(REBUILD_PREFIX) ? [] : [nameOf(match, 1)];
    match = dropColumn.exec(statement) ?? renameColumn.exec(statement);
    if (match) return [`${nameOf(match, 1)}.${nameOf(match, 5)}`];
    return [];
  });
}

/** The tables and columns present before and absent after. */
export function removedBySnapshots(before: Tables, after: Tables): string[] {
  return [...before].flatMap(([table, columns]) => {
    const kept = after.get(table);
    if (!kept) return [table];
    return columns.filter((column) => !kept.includes(column)).map((column) => `${table}.${column}`);
  });
}

/** The columns of tables that existed before which an insert must now give and did not have to. */
export function newlyRequired(before: Tables, requiredBefore: Tables, requiredAfter: Tables): string[] {
  return [...requiredAfter].flatMap(([table, columns]) => {
    if (!before.has(table)) return [];
    const already = requiredBefore.get(table) ?? [];
    return columns.filter((column) => !already.includes(column)).map((column) => `${table}.${column}`);
  });
}

const marker = /^--\s*breaking:\s*(\S+)\s+(unread|written|unused|enforced) since migration (\d{4})\s*$/gim;
const numberOf = (name: string) => /^(\d{4})_/.exec(name)?.[1];

type MarkerKind = "unread" | "written" | "unused" | "enforced";

/** The markers of a migration: `kind object` -> the migration number it names. */
const markersOf = (sql: string) =>
  new Map([...sql.matchAll(marker)].map((m) => [`${m[2]?.toLowerCase()} ${(m[1] ?? "").toLowerCase()}`, m[3] ?? ""]));

/** `table.name` of each entry of `after` absent from `before`, for tables `existing` had. */
const addedOn = (before: Tables, after: Tables, existing: Tables) =>
  [...after].flatMap(([table, names]) =>
    existing.has(table)
      ? names.filter((name) => !(before.get(table) ?? []).includes(name)).map((name) => `${table}.${name}`)
      : [],
  );

/** The tables a migration's SQL drops, a drizzle rebuild's old table included. */
const droppedTables = (sql: string) =>
  statementsOf(sql).flatMap((statement) => {
    const match = dropTable.exec(statement);
    return match && !nameOf(match, 1).startsWith(REBUILD_PREFIX) ? [nameOf(match, 1)] : [];
  });

/** What breaks the rule in `migration`; `known` is every migration's number, to check the ones markers name. */
export function checkMigration(migration: Migration, known: ReadonlySet<string>): Finding[] {
  const own = numberOf(migration.name);
  if (!own)
    return [{ migration: migration.name, object: "", problem: "its name does not start with a four-digit number" }];
  const declared = markersOf(migration.sql);
  const { before, after, requiredBefore, requiredAfter, constraintsBefore, constraintsAfter } = migration;
  const snapshots = before && after ? removedBySnapshots(before, after) : [];
  const removed = [...new Set([...removedBySql(migration.sql), ...snapshots])];
  const required =
    before && requiredBefore && requiredAfter ? newlyRequired(before, requiredBefore, requiredAfter) : [];
  const droppedUnique =
    constraintsBefore && constraintsAfter && after
      ? addedOn(constraintsAfter.unique, constraintsBefore.unique, after)
      : [];
  const enforced =
    constraintsBefore && constraintsAfter && before
      ? [
          ...addedOn(constraintsBefore.unique, constraintsAfter.unique, before),
          ...addedOn(constraintsBefore.checks, constraintsAfter.checks, before),
        ]
      : [];
  const cascading = constraintsBefore
    ? droppedTables(migration.sql).flatMap((table) =>
        (constraintsBefore.cascades.get(table) ?? []).filter((from) => from !== table).map((from) => ({ table, from })),
      )
    : [];
  const judge = (object: string, kind: MarkerKind, missing: string): Finding[] => {
    const since = declared.get(`${kind} ${object}`);
    const finding = (problem: string) => [{ migration: migration.name, object, problem }];
    if (since === undefined) return finding(missing);
    if (!known.has(since)) return finding(`names migration ${since}, which does not exist`);
    if (since >= own) {
      return finding(`names migration ${since}, which is not earlier than this one: do it in a later release`);
    }
    return [];
  };
  return [
    ...removed.flatMap((object) =>
      judge(
        object,
        "unread",
        `removes or renames ${object}, which the previous release may still read: add the new shape first, stop reading ${object} in one release, drop it in a later one and say so with "-- breaking: ${object} unread since migration NNNN"`,
      ),
    ),
    ...required.flatMap((object) =>
      judge(
        object,
        "written",
        `makes ${object} required (NOT NULL without a default), which the previous release may not write: add it nullable or with a default, write it in one release, require it in a later one and say so with "-- breaking: ${object} written since migration NNNN"`,
      ),
    ),
    ...droppedUnique.flatMap((object) =>
      judge(
        object,
        "unused",
        `drops the unique ${object}, on which the previous release's upserts (ON CONFLICT) may rely: stop relying on it in one release, drop it in a later one and say so with "-- breaking: ${object} unused since migration NNNN"`,
      ),
    ),
    ...enforced.flatMap((object) =>
      judge(
        object,
        "enforced",
        `adds the constraint ${object} to an existing table, which refuses rows the previous release may still write: respect it in one release (and clean the rows that break it), add it in a later one and say so with "-- breaking: ${object} enforced since migration NNNN"`,
      ),
    ),
    ...cascading.map(({ table, from }) => ({
      migration: migration.name,
      object: table,
      problem: `drops or rebuilds ${table}, which ${from} references with ON DELETE CASCADE or SET NULL: D1 keeps foreign keys on, so the drop deletes or orphans the rows of ${from}. Add the new shape as a new table and move the references instead`,
    })),
  ];
}

/**
 * What breaks the rule against production: each pending migration's markers must name a migration
 * production had applied before this deploy, i.e. one an earlier release shipped. `applied` holds
 * the names production's `d1_migrations` lists.
 */
export function pendingFindings(pending: readonly Migration[], applied: ReadonlySet<string>): Finding[] {
  const appliedNumbers = new Set([...applied].flatMap((name) => numberOf(name) ?? []));
  return pending.flatMap((migration) =>
    [...markersOf(migration.sql)].flatMap(([key, since]) =>
      appliedNumbers.has(since)
        ? []
        : [
            {
              migration: migration.name,
              object: key.split(" ")[1] ?? "",
              problem: `names migration ${since}, which production has not applied yet: it ships in this same release, so the previous release never ran without what this one removes or requires. Deploy migration ${since} first, then this one in a later release`,
            },
          ],
    ),
  );
}

interface SnapshotColumn {
  readonly notNull?: boolean;
  readonly autoincrement?: boolean;
  readonly default?: unknown;
}

const snapshotTables = (snapshot: unknown) =>
  Object.entries(
    (snapshot as { tables?: Record<string, { columns?: Record<string, SnapshotColumn> }> }).tables ?? {},
  ).map(([name, table]) => [name, Object.entries(table.columns ?? {})] as const);

/** A drizzle snapshot's tables and their columns. */
export function tablesOfSnapshot(snapshot: unknown): Tables {
  return new Map(snapshotTables(snapshot).map(([name, columns]) => [name, columns.map(([column]) => column)]));
}

interface SnapshotTable {
  readonly indexes?: Record<string, { readonly isUnique?: boolean }>;
  readonly uniqueConstraints?: Record<string, unknown>;
  readonly checkConstraints?: Record<string, unknown>;
  readonly foreignKeys?: Record<
    string,
    { readonly tableFrom?: string; readonly tableTo?: string; readonly onDelete?: string }
  >;
}

/** A drizzle snapshot's unique indexes and constraints, checks, and the references a delete cascades along. */
export function constraintsOfSnapshot(snapshot: unknown): Constraints {
  const tables = Object.entries((snapshot as { tables?: Record<string, SnapshotTable> }).tables ?? {});
  const cascades = new Map<string, string[]>();
  for (const [name, table] of tables) {
    for (const key of Object.values(table.foreignKeys ?? {})) {
      if (!key.tableTo || !/^(cascade|set null|set default)$/i.test(key.onDelete ?? "")) continue;
      cascades.set(key.tableTo, [...(cascades.get(key.tableTo) ?? []), key.tableFrom ?? name]);
    }
  }
  return {
    unique: new Map(
      tables.map(([name, table]) => [
        name,
        [
          ...Object.entries(table.indexes ?? {}).flatMap(([index, { isUnique }]) => (isUnique ? [index] : [])),
          ...Object.keys(table.uniqueConstraints ?? {}),
        ],
      ]),
    ),
    checks: new Map(tables.map(([name, table]) => [name, Object.keys(table.checkConstraints ?? {})])),
    cascades,
  };
}

/** A drizzle snapshot's tables and the columns an insert must give: NOT NULL, no default, not generated. */
export function requiredOfSnapshot(snapshot: unknown): Tables {
  const required = ([, column]: readonly [string, SnapshotColumn]) =>
    column.notNull === true && column.default === undefined && column.autoincrement !== true;
  return new Map(
    snapshotTables(snapshot).map(([name, columns]) => [name, columns.filter(required).map(([column]) => column)]),
  );
}
