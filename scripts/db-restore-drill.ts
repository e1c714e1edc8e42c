/**
 * npm run db:restore-drill -- FILE [--key PRIVATE.pem] [--smoke] [--scratch] [--write-restorable OUT.sql]
 * npm run db:restore-drill -- --newest [--key PRIVATE.pem] [--smoke] [--scratch]
 *
 * Proves a backup can be restored, as a stranger holding the private key would do it. FILE is a
 * D1 export (`wrangler d1 export`) or a backup encrypted by the nightly job (decrypted with the
 * key at --key, or $BACKUP_PRIVATE_KEY); --newest fetches the newest backup from the backups
 * bucket and checks its SHA-256 first. The export, reordered by `restorableSql`, is imported into
 * a fresh local D1 in a temporary folder with the same tool a real restore uses (`wrangler d1
 * execute --file`), then every table must hold as many rows as the export inserted and the latest
 * order restored must be the export's own, field by field. --smoke then starts the built Worker
 * on the restored database and runs the deploy's smoke checks against it (health, D1, a page, a
 * symbol search, a signed webhook). --scratch also restores it into a new D1 database of the
 * account and compares its schema, migration state and row counts with production
 * (scripts/backup/scratch.ts), deleting it afterwards. Prints each step's time; exits 1 on any
 * difference or failure. The development database is never touched.
 * docs/runbooks/d1-backups-and-time-travel.md says when to run it.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { formatCents } from "#common/money.ts";
import { decryptBackup, isEncryptedBackup, privateKeyFrom } from "./backup/crypt";
import { compareWithProduction, remoteFacts, restoreIntoScratch } from "./backup/scratch";
import { fetchNewestBackup } from "./backup/store";
import { type CheckResult, report, runSmokeChecks } from "./deploy/smoke-checks";
import { withLocalD1File } from "./lib/d1-file";
import { freePort, startBuiltWorker } from "./lib/local-worker";
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
  /** The smoke checks against the built Worker on the restored database, when asked for. */
  readonly smoke?: readonly CheckResult[];
  /**
   * The repository's migrations the export did not have, applied before the smoke checks as a
   * deploy would: the Worker served is this repository's build, not the one that wrote the backup.
   */
  readonly migrated?: readonly string[];
  /** How long the import took, and the smoke checks with the Worker's start. */
  readonly importMs: number;
  readonly smokeMs?: number;
  /** The newest order in the restored database, and in the export itself. */
  readonly latest: LatestOrder | undefined;
  readonly exportedLatest: LatestOrder | undefined;
}

/** A drill passes when it restored some table, every count matches and the latest order is the export's. */
export function drillPassed({ counts, latest, exportedLatest, smoke }: DrillResult): boolean {
  return (
    counts.length > 0 &&
    (smoke ?? []).every((check) => check.ok) &&
    counts.every((count) => count.restored === count.exported) &&
    sameLatestOrder(latest, exportedLatest)
  );
}

const describeOrder = (order: LatestOrder | undefined) =>
  order
    ? `${order.id}, ${order.status}, ${formatCents(order.amountTotal, { currency: order.currency })}, ${new Date(order.createdAt).toISOString()}`
    : "none";

/** The drill's report; personal fields (e-mail addresses) are never printed. */
export function drillReport({
  counts,
  latest,
  exportedLatest,
  migrated,
  smoke,
  importMs,
  smokeMs,
}: DrillResult): string {
  const width = Math.max(...counts.map((count) => count.table.length), 5);
  const lines = counts.map(
    (count) =>
      `${count.table.padEnd(width)} ${String(count.restored).padStart(7)}${count.restored === count.exported ? "" : `  MISMATCH: the export has ${count.exported}`}`,
  );
  const order = sameLatestOrder(latest, exportedLatest)
    ? `latest order: ${latest ? describeOrder(latest) : "none (the export holds no order)"}`
    : `latest order: ${describeOrder(latest)}  MISMATCH: the export's is ${describeOrder(exportedLatest)}`;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `${"table".padEnd(width)} ${"rows".padStart(7)}`,
    ...lines,
    order,
    `import: ${seconds(importMs)}`,
    ...(migrated ? [`migrations applied before serving it: ${migrated.length ? migrated.join(", ") : "none"}`] : []),
    ...(smoke
      ? [`smoke checks on the restored database (${seconds(smokeMs ?? 0)} with the Worker's start):`, report(smoke)]
      : []),
  ].join("\n");
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

/** The symbol the smoke checks search for: the catalogue's best-ranked one in the restored database. */
function restoredSymbol(db: DatabaseSync): string {
  const row = db
    .prepare("SELECT symbol FROM symbols ORDER BY popularity_rank IS NULL, popularity_rank, id LIMIT 1")
    .get();
  return row ? String(row.symbol) : "(the restored catalogue is empty)";
}

const appliedMigrations = (db: DatabaseSync) =>
  new Set(
    db
      .prepare("SELECT name FROM d1_migrations")
      .all()
      .map((row) => String(row.name)),
  );

/** Applies the repository's migrations the restored database lacks; returns their names. */
async function migrateRestored(persistDir: string): Promise<string[]> {
  const before = withLocalD1File(persistDir, appliedMigrations);
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir], { CI: "true" });
  const after = withLocalD1File(persistDir, appliedMigrations);
  return [...after].filter((name) => !before.has(name)).sort();
}

/** The deploy's smoke checks against the built Worker serving the restored database in `persistDir`. */
async function smokeRestored(persistDir: string, searchQuery: string): Promise<readonly CheckResult[]> {
  const webhookSecret = `whsec_drill_${crypto.randomUUID().replaceAll("-", "")}`;
  // The checks reach no third party: the probe event is one the Worker acknowledges and ignores.
  const vars = { ENVIRONMENT: "development", STRIPE_WEBHOOK_SECRET: webhookSecret };
  const worker = await startBuiltWorker(await freePort(), vars, persistDir);
  try {
    return await runSmokeChecks(fetch, { base: worker.baseURL, webhookSecret, livemode: false, searchQuery });
  } finally {
    await worker.stop();
  }
}

/** Imports `sql` (an export) into a fresh local D1 in a temporary folder and reads it back; `smoke` also serves it. */
export async function restoreDrill(sql: string, { smoke = false } = {}): Promise<DrillResult> {
  const persistDir = await mkdtemp(join(tmpdir(), "d1-restore-drill-"));
  try {
    const file = join(persistDir, "restorable.sql");
    await writeFile(file, restorableSql(sql));
    const started = Date.now();
    await run("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", persistDir, "--file", file, "--yes"], {
      CI: "true",
    });
    const importMs = Date.now() - started;
    const exported = exportedRows(sql);
    const restored = withLocalD1File(persistDir, (db) => ({
      ...readRestored(db, exported.keys()),
      symbol: restoredSymbol(db),
    }));
    const result = {
      counts: compareCounts(exported, restored.counts),
      latest: restored.latest,
      exportedLatest: exportedLatestOrder(sql),
      importMs,
    };
    if (!smoke) return result;
    const migrated = await migrateRestored(persistDir);
    const smokeStarted = Date.now();
    const checks = await smokeRestored(persistDir, restored.symbol);
    return { ...result, migrated, smoke: checks, smokeMs: Date.now() - smokeStarted };
  } finally {
    await rm(persistDir, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith("db-restore-drill.ts")) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      newest: { type: "boolean", default: false },
      key: { type: "string", default: "-" },
      smoke: { type: "boolean", default: false },
      scratch: { type: "boolean", default: false },
      "write-restorable": { type: "string" },
    },
  });
  const [file] = positionals;
  if (Boolean(file) === values.newest) {
    console.error(
      "usage: npm run db:restore-drill -- FILE|--newest [--key PRIVATE.pem] [--smoke] [--scratch] [--write-restorable OUT.sql]",
    );
    process.exit(2);
  }
  const started = Date.now();
  const raw = file ? await readFile(file) : await fetchNewestBackup();
  const sql = (isEncryptedBackup(raw) ? decryptBackup(raw, privateKeyFrom(values.key)) : raw).toString("utf8");
  const out = values["write-restorable"];
  if (out) {
    // The file a real restore imports (docs/runbooks/d1-backups-and-time-travel.md).
    await writeFile(out, restorableSql(sql));
    console.log(`wrote ${out}: the export with every table created before any row is inserted`);
  }
  const result = await restoreDrill(sql, { smoke: values.smoke });
  console.log(drillReport(result));
  let ok = drillPassed(result);
  if (values.scratch) {
    const scratchStarted = Date.now();
    const dir = await mkdtemp(join(tmpdir(), "d1-restore-scratch-"));
    try {
      const restorable = join(dir, "restorable.sql");
      await writeFile(restorable, restorableSql(sql));
      const scratch = await restoreIntoScratch(restorable, `backtest-site-drill-${Date.now()}`);
      const comparison = compareWithProduction(scratch, await remoteFacts("DB"), exportedRows(sql));
      for (const problem of comparison.problems) console.log(`MISMATCH ${problem}`);
      for (const note of comparison.notes) console.log(`note: ${note}`);
      console.log(
        `restore into a new D1 of the account and comparison with production: ${((Date.now() - scratchStarted) / 1000).toFixed(1)} s`,
      );
      ok &&= comparison.problems.length === 0;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `${ok ? "restore drill passed" : "restore drill FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(ok ? 0 : 1);
}
