/**
 * The restore drill (scripts/db-restore-drill.ts) on a small export made from the seeded local
 * database (tests/fixtures/d1-export/seeded-with-orders.sql: `wrangler d1 export --local` of the
 * seeded database with two orders added and the symbol catalogue emptied, whose 19,000 rows
 * would only slow this down). The latest order is checked against the export's own, read apart
 * from D1. Kept cheap: one real import into a fresh local D1 (10-13 s here,
 * most of it starting workerd); the rest is checked on the pure parts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  compareCounts,
  drillPassed,
  drillReport,
  exportedLatestOrder,
  exportedRows,
  type LatestOrder,
  restorableSql,
  restoreDrill,
} from "#scripts/db-restore-drill.ts";

const FIXTURE = "tests/fixtures/d1-export/seeded-with-orders.sql";
const sql = readFileSync(FIXTURE, "utf8");

describe("the restore drill", () => {
  it("fails a drill whose smoke checks failed, and reports them with the times", () => {
    const counts = [{ table: "orders", exported: 2, restored: 2 }];
    const latest = exportedLatestOrder(sql);
    const smoke = [{ name: "search", ok: false, detail: "a search for AAPL did not find it", ms: 12 }];
    const result = { counts, latest, exportedLatest: latest, smoke, importMs: 8_400, smokeMs: 6_100 };
    expect(drillPassed(result)).toBe(false);
    expect(drillReport(result)).toContain("import: 8.4 s");
    expect(drillReport(result)).toContain("FAIL search");
  });

  it("restores the export into a fresh local D1 with every row, finds the latest order and serves it", {
    // Import, migrations, the Worker's start and the smoke checks: about 25 s alone, minutes beside a full run.
    timeout: 300_000,
  }, async () => {
    const result = await restoreDrill(sql, { smoke: true });
    // The export predates the newest migrations: the drill applies them before serving it, as a deploy would.
    const newest = readdirSync("migrations")
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .at(-1);
    expect(result.migrated?.at(-1)).toBe(newest);
    // The built Worker on the restored database passes the deploy's smoke checks, the search finding its AAPL.
    expect(result.smoke?.map((check) => `${check.name} ${check.ok}`)).toEqual([
      "health true",
      "d1 ready true",
      "page true",
      "search true",
      "signed webhook true",
    ]);
    expect(result.smoke?.find((check) => check.name === "search")?.detail).toContain("AAPL found");
    const { counts, latest } = result;
    expect(drillPassed(result)).toBe(true);
    expect(result.exportedLatest).toEqual(latest);
    expect(counts.length).toBeGreaterThan(5);
    for (const count of counts) expect(count.restored, count.table).toBe(count.exported);
    expect(counts.find((count) => count.table === "orders")).toEqual({ table: "orders", exported: 2, restored: 2 });
    expect(latest).toMatchObject({ id: "402913385577", status: "paid", amountTotal: 24210, currency: "eur" });
    expect(new Date(latest?.createdAt ?? 0).toISOString()).toBe("2026-11-24T18:40:00.000Z");
  });

  it("creates every table before inserting any row, keeping each kind in the export's order", () => {
    const exported = [
      "PRAGMA defer_foreign_keys=TRUE;",
      "CREATE TABLE `coupons` (`code` text, `owner` integer REFERENCES `owners`(`id`));",
      "INSERT INTO \"coupons\" VALUES('A;B',1);",
      "CREATE TABLE `owners` (`id` integer);",
      'INSERT INTO "owners" VALUES(1);',
      "CREATE INDEX `coupons_owner` ON `coupons` (`owner`);",
    ].join("\n");
    expect(restorableSql(exported).trim().split("\n")).toEqual([
      "PRAGMA defer_foreign_keys=TRUE;",
      "CREATE TABLE `coupons` (`code` text, `owner` integer REFERENCES `owners`(`id`));",
      "CREATE TABLE `owners` (`id` integer);",
      "INSERT INTO \"coupons\" VALUES('A;B',1);",
      'INSERT INTO "owners" VALUES(1);',
      "CREATE INDEX `coupons_owner` ON `coupons` (`owner`);",
    ]);
  });

  it("counts the rows an export inserts, per table", () => {
    const rows = exportedRows(sql);
    expect(rows.get("orders")).toBe(2);
    expect(rows.get("affiliates")).toBe(2);
    expect(rows.get("symbols")).toBe(1);
    expect(rows.has("sqlite_sequence")).toBe(false);
  });

  it("reads the latest order from the export itself, without D1", () => {
    expect(exportedLatestOrder(sql)).toMatchObject({ id: "402913385577", status: "paid", amountTotal: 24210 });
    const withoutOrders = sql
      .split("\n")
      .filter((line) => !line.startsWith('INSERT INTO "orders"'))
      .join("\n");
    expect(exportedLatestOrder(withoutOrders)).toBeUndefined();
    expect(exportedLatestOrder("CREATE TABLE `affiliates` (`id` integer);")).toBeUndefined();
  });

  it("fails the drill when the restored latest order is not the export's, though every count matches", () => {
    const exportedLatest = exportedLatestOrder(sql) as LatestOrder;
    const counts = [{ table: "orders", exported: 2, restored: 2 }];
    expect(drillPassed({ importMs: 0, counts, latest: exportedLatest, exportedLatest })).toBe(true);
    // An older order as the newest: the restore lost or garbled the latest one.
    const older = { ...exportedLatest, id: "402913385576", createdAt: exportedLatest.createdAt - 3_600_000 };
    const result = { importMs: 0, counts, latest: older, exportedLatest };
    expect(drillPassed(result)).toBe(false);
    expect(drillReport(result)).toContain("MISMATCH: the export's is 402913385577");
    expect(drillPassed({ importMs: 0, counts, latest: { ...exportedLatest, amountTotal: 1 }, exportedLatest })).toBe(
      false,
    );
    expect(drillPassed({ importMs: 0, counts, latest: undefined, exportedLatest })).toBe(false);
    expect(drillPassed({ importMs: 0, counts: [], latest: undefined, exportedLatest: undefined })).toBe(false);
  });

  it("reports a table restored short as a mismatch, and never an e-mail address", () => {
    const counts = compareCounts(
      new Map([
        ["orders", 2],
        ["licences", 3],
      ]),
      new Map([["orders", 2]]),
    );
    expect(counts).toEqual([
      { table: "licences", exported: 3, restored: 0 },
      { table: "orders", exported: 2, restored: 2 },
    ]);
    const latest = {
      id: "402913385577",
      status: "paid",
      amountTotal: 24210,
      currency: "eur",
      createdAt: Date.parse("2026-11-24T18:40:00Z"),
    };
    const report = drillReport({ importMs: 0, counts, latest, exportedLatest: latest });
    expect(drillPassed({ importMs: 0, counts, latest, exportedLatest: latest })).toBe(false);
    expect(report).toContain("licences       0  MISMATCH: the export has 3");
    expect(report).toContain("latest order: 402913385577, paid, €242.10, 2026-11-24T18:40:00.000Z");
    expect(report).not.toContain("@");
  });
});
