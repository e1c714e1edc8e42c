/**
 * The restore drill's remote half: the backup restored into a new D1 database of the account
 * (the same `wrangler d1 execute --remote --file` a real restore runs), compared with production
 * (schema, migration state and row counts), then deleted. Needs CLOUDFLARE_API_TOKEN (D1 edit)
 * and CLOUDFLARE_ACCOUNT_ID.
 */
import { z } from "zod";
import { runCapture } from "#scripts/lib/run.ts";

/** What the drill compares of a database. */
export interface DatabaseFacts {
  /** `type name` -> its CREATE statement, whitespace collapsed. */
  readonly schema: ReadonlyMap<string, string>;
  /** `d1_migrations`, in order. */
  readonly migrations: readonly string[];
  /** Rows per table. */
  readonly counts: ReadonlyMap<string, number>;
}

export const SCHEMA_QUERY =
  "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'index', 'trigger', 'view') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND sql IS NOT NULL ORDER BY type, name";
export const MIGRATIONS_QUERY = "SELECT name FROM d1_migrations ORDER BY id";

/** One query counting every table's rows. */
export function countsQuery(tables: readonly string[]): string {
  return tables
    .map(
      (table) => `SELECT '${table.replaceAll("'", "''")}' AS name, count(*) AS n FROM "${table.replaceAll('"', '""')}"`,
    )
    .join(" UNION ALL ");
}

const rows = <T extends z.ZodType>(row: T) => z.array(z.object({ results: z.array(row) })).min(1);
const schemaRows = rows(z.object({ type: z.string(), name: z.string(), sql: z.string() }));
const nameRows = rows(z.object({ name: z.string() }));
const countRows = rows(z.object({ name: z.string(), n: z.number() }));

const collapse = (sql: string) => sql.replace(/\s+/g, " ").trim();

/** The facts of a database from the JSON answers of the three queries (`wrangler d1 execute --json`). */
export function factsOf(schemaJson: string, migrationsJson: string, countsJson: string): DatabaseFacts {
  const schema = schemaRows.parse(JSON.parse(schemaJson)).flatMap((entry) => entry.results);
  return {
    schema: new Map(schema.map((row) => [`${row.type} ${row.name}`, collapse(row.sql)])),
    migrations: nameRows.parse(JSON.parse(migrationsJson)).flatMap((entry) => entry.results.map((row) => row.name)),
    counts: new Map(
      countRows
        .parse(JSON.parse(countsJson))
        .flatMap((entry) => entry.results)
        .map((row) => [row.name, row.n]),
    ),
  };
}

/** The tables a schema holds. */
export const tablesOf = (schema: ReadonlyMap<string, string>) =>
  [...schema.keys()].filter((key) => key.startsWith("table ")).map((key) => key.slice("table ".length));

export interface Comparison {
  /** Differences that fail the drill. */
  readonly problems: readonly string[];
  /** What changed in production since the export, which a restore would lose or has to redo. */
  readonly notes: readonly string[];
}

/**
 * The restored database beside production and the export: the restore must hold every row the
 * export holds; its schema must be production's when both are at the same migrations (a migration
 * applied since the export explains a difference, and is noted); production's extra rows are what
 * a restore from this backup would lose.
 */
export function compareWithProduction(
  restored: DatabaseFacts,
  production: DatabaseFacts,
  exported: ReadonlyMap<string, number>,
): Comparison {
  const problems: string[] = [];
  const notes: string[] = [];
  for (const [table, rowsExported] of exported) {
    const got = restored.counts.get(table) ?? 0;
    if (got !== rowsExported) problems.push(`${table}: ${got} rows restored, the export has ${rowsExported}`);
  }
  const since = production.migrations.filter((name) => !restored.migrations.includes(name));
  const unknown = restored.migrations.filter((name) => !production.migrations.includes(name));
  if (unknown.length > 0) problems.push(`the backup has migrations production lacks: ${unknown.join(", ")}`);
  if (since.length > 0) {
    notes.push(`production applied ${since.length} migration(s) since the export: ${since.join(", ")}`);
  } else {
    for (const [key, sql] of production.schema) {
      if (!restored.schema.has(key)) problems.push(`${key} is in production, not in the restored database`);
      else if (restored.schema.get(key) !== sql) problems.push(`${key} differs from production's`);
    }
    for (const key of restored.schema.keys()) {
      if (!production.schema.has(key)) problems.push(`${key} is in the restored database, not in production`);
    }
  }
  for (const [table, rowsNow] of production.counts) {
    const delta = rowsNow - (restored.counts.get(table) ?? 0);
    if (delta !== 0) notes.push(`${table}: ${delta > 0 ? "+" : ""}${delta} rows in production since the export`);
  }
  return { problems, notes };
}

const wrangler = (args: readonly string[]) => runCapture("wrangler", [...args], { CI: "true" });

/** The facts of a remote database (its name, or the binding `DB` for production). */
export async function remoteFacts(database: string): Promise<DatabaseFacts> {
  const query = (sql: string) => wrangler(["d1", "execute", database, "--remote", "--json", "--command", sql]);
  const [schemaJson, migrationsJson] = [await query(SCHEMA_QUERY), await query(MIGRATIONS_QUERY)];
  const tables = tablesOf(factsOf(schemaJson, migrationsJson, JSON.stringify([{ results: [] }])).schema);
  return factsOf(schemaJson, migrationsJson, await query(countsQuery(tables)));
}

/** Restores `restorableFile` into a new remote database, reads its facts, and deletes it whatever happens. */
export async function restoreIntoScratch(restorableFile: string, name: string): Promise<DatabaseFacts> {
  await wrangler(["d1", "create", name]);
  try {
    await wrangler(["d1", "execute", name, "--remote", "--file", restorableFile, "--yes"]);
    return await remoteFacts(name);
  } finally {
    await wrangler(["d1", "delete", name, "--skip-confirmation"]);
  }
}
