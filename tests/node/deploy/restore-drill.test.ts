/**
 * The restore drill (scripts/db-restore-drill.ts) on a small export made from the seeded local
 * database (tests/fixtures/d1-export/seeded-with-orders.sql: `wrangler d1 export --local` of the
 * seeded database with two orders added and the symbol catalogue emptied, whose 19,000 rows
 * would only slow this down). Kept cheap: one real import into a fresh local D1 (10-13 s here,
 * most of it starting workerd); the rest is checked on the pure parts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { compareCounts, drillReport, exportedRows, restorableSql, restoreDrill } from "#scripts/db-restore-drill.ts";

const FIXTURE = "tests/fixtures/d1-export/seeded-with-orders.sql";
const sql = readFileSync(FIXTURE, "utf8");

describe("the restore drill", () => {
  it("restores the export into a fresh local D1 with every row, and finds the latest order", {
    timeout: 60_000,
  }, async () => {
    const { counts, latest } = await restoreDrill(sql);
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
    expect(rows.has("symbols")).toBe(false);
    expect(rows.has("sqlite_sequence")).toBe(false);
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
    const report = drillReport(counts, {
      id: "402913385577",
      status: "paid",
      amountTotal: 24210,
      currency: "eur",
      createdAt: Date.parse("2026-11-24T18:40:00Z"),
    });
    expect(report).toContain("licences       0  MISMATCH: the export has 3");
    expect(report).toContain("latest order: 402913385577, paid, €242.10, 2026-11-24T18:40:00.000Z");
    expect(report).not.toContain("@");
  });
});
