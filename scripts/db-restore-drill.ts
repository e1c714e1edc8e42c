/**
 * npm run db:restore-drill -- FILE.sql
 *
 * npm run db:restore-drill -- FILE.sql --write-restorable OUT.sql   (also writes the file to restore from)
 *
 * Proves a D1 export can be restored: imports FILE (from `wrangler d1 export`, e.g. the nightly
 * backup), reordered by `restorableSql`, into a fresh local D1 database in a temporary folder
 * with the same tool a real restore uses (`wrangler d1 execute --file`), then checks that every
 * table holds as many rows as the export inserted and that the latest order restored is the
 * export's own, field by field, and prints the counts and that order. Exits 1 when a count or the
 * latest order differs or the import fails. The temporary database is removed afterwards; the development database is
 * never touched. docs/runbooks/d1-backups-and-time-travel.md says when to run it.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { formatCents } from "#common/money.ts";
import { withLocalD1File } from "./lib/d1-file";
import { run } from "./lib/run";

/**
 * Rows per table as the export writes them: one `INSERT INTO "table"` statement per row. SQLite's
 * own bookkeeping (sqlite_sequence) is left out: the import's inserts write it too.
 */
export function exportedRows(sql: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const match of sql.matchAll(/^INSERT INTO "([^"]+)"/gm)) {
    const table = match[1] as string;
    if (table.startsWith("sqlite_")) continue;
    counts.set(table, (counts.get(table) ?? 0) + 1);
  }
  return counts;
}

export interface TableCount {
  readonly table: string;
  readonly exported: number;
  readonly restored: number;
}

/** Every table the export fills, with the rows found after the import. */
export function compareCounts(
  exported: ReadonlyMap<string, number>,
  restored: ReadonlyMap<string, number>,
): TableCount[] {
  return [...exported]
    .map(([table, rows]) => ({ table, exported: rows, restored: restored.get(table) ?? 0 }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

export interface LatestOrder {
  readonly id: string;
  readonly status: string;
  readonly amountTotal: number;
  readonly currency: string;
  readonly createdAt: number;
}

/** The newest order of a database that has an `orders` table. */
function latestOrderOf(db: DatabaseSync): LatestOrder | undefined {
  return db
    .prepare(
      "SELECT id, status, amount_total AS amountTotal, currency, created_at AS createdAt FROM orders ORDER BY created_at DESC, id DESC LIMIT 1",
    )
    .get() as LatestOrder | undefined;
}

/**
 * The newest order as the export itself holds it: the export's own `orders` statements run on an
 * empty in-memory SQLite, apart from D1 and wrangler, so the restored one has something to be
 * checked against. Foreign keys are off: the tables they name are not created here.
 */
export function exportedLatestOrder(sql: string): LatestOrder | undefined {
  const createsOrders = (statement: string) => /^CREATE TABLE\s+[`"]?orders[`"]?\s*\(/i.test(statement);
  const statements = splitStatements(sql).filter(
    (statement) => createsOrders(statement) || /^INSERT INTO\s+"orders"/i.test(statement),
  );
  if (!statements.some(createsOrders)) return undefined;
  const db = new DatabaseSync(":memory:", { enableForeignKeyConstraints: false });
  try {
    for (const statement of statements) db.exec(statement);
    return latestOrderOf(db);
  } finally {
    db.close();
  }
}

/** Row counts of the given tables and the newest order, read from the restored database. */
export function readRestored(db: DatabaseSync, tables: Iterable<string>) {
  const counts = new Map<string, number>();
  const present = new Set(
    db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => String(row.name)),
  );
  for (const table of tables) {
    if (!present.has(table)) continue;
    const row = db.prepare(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`).get();
    counts.set(table, Number(row?.n ?? 0));
  }
  return { counts, latest: present.has("orders") ? latestOrderOf(db) : undefined };
}

const orderFields = ["id", "status", "amountTotal", "currency", "createdAt"] as const;

/** Whether the restored latest order is the export's, every field alike (both absent: an export without orders). */
export function sameLatestOrder(restored: LatestOrder | undefined, exported: LatestOrder | undefined): boolean {
  if (!restored || !exported) return restored === exported;
  return orderFields.every((field) => restored[field] === exported[field]);
}

export interface DrillResult {
  readonly counts: readonly TableCount[];
  /** The newest order in the restored database, and in the export itself. */
  readonly latest: LatestOrder | undefined;
  readonly exportedLatest: LatestOrder | undefined;
}

/** A drill passes when it restored some table, every count matches and the latest order is the export's. */
export function drillPassed({ counts, latest, exportedLatest }: DrillResult): boolean {
  return (
    counts.length > 0 &&
    counts.every((count) => count.restored === count.exported) &&
    sameLatestOrder(latest, exportedLatest)
  );
}

const describeOrder = (order: LatestOrder | undefined) =>
  order
    ? `${order.id}, ${order.status}, ${formatCents(order.amountTotal, { currency: order.currency })}, ${new Date(order.createdAt).toISOString()}`
    : "none";

/** The drill's report; personal fields (e-mail addresses) are never printed. */
export function drillReport({ counts, latest, exportedLatest }: DrillResult): string {
  const width = Math.max(...counts.map((count) => count.table.length), 5);
  const lines = counts.map(
    (count) =>
      `${count.table.padEnd(width)} ${String(count.restored).padStart(7)}${count.restored === count.exported ? "" : `  MISMATCH: the export has ${count.exported}`}`,
  );
  const order = sameLatestOrder(latest, exportedLatest)
    ? `latest order: ${latest ? describeOrder(latest) : "none (the export holds no order)"}`
    : `latest order: ${describeOrder(latest)}  MISMATCH: the export's is ${describeOrder(exportedLatest)}`;
  return [`${"table".padEnd(width)} ${"rows".padStart(7)}`, ...lines, order].join("\n");
}

/** The statements of an export, split on semicolons outside quoted texts and names. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let quote: string | undefined;
  for (let i = 0; i < sql.length; i++) {
    const char = sql[i] as string;
    if (quote) {
      if (char === quote) quote = undefined;
    } else if (char === "'" || char === '"' || char === "`") {
      quote = char;
    } else if (char === ";") {
      statements.push(sql.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  const rest = sql.slice(start).trim();
  return rest ? [...statements, rest] : statements;
}

/**
 * The export reordered so it can be imported: `wrangler d1 export` writes each table's rows right
 * after its CREATE TABLE, in creation order, so a row whose foreign key names a table created
 * later (affiliate_coupons -> affiliates) fails with "no such table". Every table is created
 * first, then the rows are inserted (their key checks deferred to the end by the export's own
 * PRAGMA defer_foreign_keys), then indexes, triggers and views.
 */
export function restorableSql(sql: string): string {
  const statements = splitStatements(sql);
  const kind = (statement: string) =>
    /^PRAGMA/i.test(statement) ? 0 : /^CREATE TABLE/i.test(statement) ? 1 : /^INSERT/i.test(statement) ? 2 : 3;
  const ordered = statements.map((statement, index) => ({ statement, index, kind: kind(statement) }));
  ordered.sort((a, b) => a.kind - b.kind || a.index - b.index);
  return `${ordered.map((entry) => entry.statement).join("\n")}\n`;
}

/** Imports `sql` (an export) into a fresh local D1 in a temporary folder and reads it back. */
export async function restoreDrill(sql: string): Promise<DrillResult> {
  const persistDir = await mkdtemp(join(tmpdir(), "d1-restore-drill-"));
  try {
    const file = join(persistDir, "restorable.sql");
    await writeFile(file, restorableSql(sql));
    await run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistDir, "--file", file, "--yes"], {
      CI: "true",
    });
    const exported = exportedRows(sql);
    const restored = withLocalD1File(persistDir, (db) => readRestored(db, exported.keys()));
    return {
      counts: compareCounts(exported, restored.counts),
      latest: restored.latest,
      exportedLatest: exportedLatestOrder(sql),
    };
  } finally {
    await rm(persistDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("db-restore-drill.ts")) {
  const [file, option, out] = process.argv.slice(2);
  if (!file || (option && (option !== "--write-restorable" || !out))) {
    console.error("usage: npm run db:restore-drill -- FILE.sql [--write-restorable OUT.sql]");
    process.exit(2);
  }
  const started = Date.now();
  const sql = await readFile(file, "utf8");
  if (out) {
    // The file a real restore imports (docs/runbooks/d1-backups-and-time-travel.md).
    await writeFile(out, restorableSql(sql));
    console.log(`wrote ${out}: the export with every table created before any row is inserted`);
  }
  const result = await restoreDrill(sql);
  console.log(drillReport(result));
  const ok = drillPassed(result);
  console.log(
    `${ok ? "restore drill passed" : "restore drill FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(ok ? 0 : 1);
}
