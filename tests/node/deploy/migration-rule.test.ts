/**
 * The migration rule (scripts/deploy/migration-rule.ts, docs/deploy.md "Migrations"): every
 * migration in migrations/ keeps the previous release working, and the checker refuses the
 * samples that would not.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkMigration,
  type Migration,
  removedBySql,
  requiredOfSnapshot,
  statementsOf,
  type Tables,
  tablesOfSnapshot,
} from "#scripts/deploy/migration-rule.ts";

const dir = "migrations";
const files = readdirSync(dir)
  .filter((name) => name.endsWith(".sql"))
  .sort();
const known = new Set(files.map((name) => name.slice(0, 4)));
const snapshotOf = (number: string): unknown => JSON.parse(readFileSync(`${dir}/meta/${number}_snapshot.json`, "utf8"));

const orders: Tables = new Map([["orders", ["id", "email", "legacy_note"]]]);
/** The samples are migration 0012 of a history 0010 to 0013, whatever migrations/ holds. */
const sampleHistory = new Set(["0010", "0011", "0012", "0013"]);
const sample = (sql: string, extra: Partial<Migration> = {}): Migration => ({ name: "0012_sample.sql", sql, ...extra });
const objects = (migration: Migration) => checkMigration(migration, sampleHistory).map((finding) => finding.object);

describe("the migrations in migrations/", () => {
  it.each(files)("%s keeps the previous release working", (name) => {
    const number = name.slice(0, 4);
    const previous = files[files.indexOf(name) - 1]?.slice(0, 4);
    const before = previous ? snapshotOf(previous) : {};
    const migration: Migration = {
      name,
      sql: readFileSync(`${dir}/${name}`, "utf8"),
      before: tablesOfSnapshot(before),
      after: tablesOfSnapshot(snapshotOf(number)),
      requiredBefore: requiredOfSnapshot(before),
      requiredAfter: requiredOfSnapshot(snapshotOf(number)),
    };
    expect(checkMigration(migration, known)).toEqual([]);
  });
});

describe("the checker", () => {
  it("lets additions, indexes and backfills through", () => {
    const sql = [
      "ALTER TABLE `orders` ADD `note` text;--> statement-breakpoint",
      "CREATE INDEX `orders_note_idx` ON `orders` (`note`);--> statement-breakpoint",
      "UPDATE `orders` SET `note` = `legacy_note`;--> statement-breakpoint",
      "DROP INDEX `orders_old_idx`;",
    ].join("\n");
    expect(objects(sample(sql))).toEqual([]);
  });

  it.each([
    ["DROP TABLE `orders`;", "orders"],
    ["DROP TABLE IF EXISTS orders;", "orders"],
    ['ALTER TABLE "orders" DROP COLUMN "legacy_note";', "orders.legacy_note"],
    ["ALTER TABLE orders RENAME TO purchases;", "orders"],
    ["alter table [orders] rename column legacy_note to note;", "orders.legacy_note"],
  ])("refuses %s without a marker", (sql, object) => {
    expect(objects(sample(sql))).toEqual([object]);
  });

  it("accepts a removal whose marker names an earlier migration, and only for the object it names", () => {
    const sql = [
      "-- breaking: orders.legacy_note unread since migration 0010",
      "ALTER TABLE `orders` DROP COLUMN `legacy_note`;--> statement-breakpoint",
      "ALTER TABLE `orders` DROP COLUMN `email`;",
    ].join("\n");
    expect(objects(sample(sql))).toEqual(["orders.email"]);
  });

  it("refuses a marker that names this migration, a later one or one that does not exist", () => {
    const drop = "ALTER TABLE `orders` DROP COLUMN `legacy_note`;";
    const problems = (since: string) =>
      checkMigration(
        sample(`-- breaking: orders.legacy_note unread since migration ${since}\n${drop}`),
        sampleHistory,
      ).map((finding) => finding.problem);
    expect(problems("0012")[0]).toContain("not earlier than this one");
    expect(problems("0013")[0]).toContain("not earlier than this one");
    expect(problems("0011")).toEqual([]);
    expect(problems("0099")[0]).toContain("does not exist");
  });

  it("judges drizzle's table rebuild by the columns it keeps", () => {
    const rebuild = (columns: string) =>
      [
        "PRAGMA foreign_keys=OFF;--> statement-breakpoint",
        `CREATE TABLE \`__new_orders\` (${columns});--> statement-breakpoint`,
        'INSERT INTO `__new_orders`("id") SELECT "id" FROM `orders`;--> statement-breakpoint',
        "DROP TABLE `orders`;--> statement-breakpoint",
        "ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint",
        "PRAGMA foreign_keys=ON;",
      ].join("\n");
    const ordersWith = (columns: string[]) => new Map([["orders", columns]]);
    const kept = sample(rebuild("`id` text, `email` text NOT NULL, `legacy_note` text"), {
      before: orders,
      after: ordersWith(["id", "email", "legacy_note"]),
    });
    expect(objects(kept)).toEqual([]);
    const narrowed = sample(rebuild("`id` text, `email` text NOT NULL"), {
      before: orders,
      after: ordersWith(["id", "email"]),
    });
    expect(objects(narrowed)).toEqual(["orders.legacy_note"]);
  });

  it("finds in the snapshots a removal the SQL does not spell as one", () => {
    const migration = sample("-- hand-written\nSELECT 1;", { before: orders, after: new Map() });
    expect(objects(migration)).toEqual(["orders"]);
  });

  describe("columns an insert must give", () => {
    /** A snapshot of `orders` with the given columns (name -> NOT NULL, default). */
    const snapshotWith = (columns: Record<string, { notNull: boolean; default?: string }>) => ({
      tables: {
        orders: { columns: Object.fromEntries(Object.entries(columns).map(([n, c]) => [n, { name: n, ...c }])) },
      },
    });
    const base = { id: { notNull: true }, email: { notNull: true } };
    const migrate = (next: Record<string, { notNull: boolean; default?: string }>, sql = "SELECT 1;") => {
      const [before, after] = [snapshotWith(base), snapshotWith({ ...base, ...next })];
      return sample(sql, {
        before: tablesOfSnapshot(before),
        after: tablesOfSnapshot(after),
        requiredBefore: requiredOfSnapshot(before),
        requiredAfter: requiredOfSnapshot(after),
      });
    };

    it("refuses a column of an existing table added NOT NULL without a default: the previous release's inserts fail", () => {
      const findings = checkMigration(migrate({ note: { notNull: true } }), sampleHistory);
      expect(findings.map((finding) => finding.object)).toEqual(["orders.note"]);
      expect(findings[0]?.problem).toContain("written since migration NNNN");
    });

    it("lets a nullable column, one with a default and a new table's columns through", () => {
      expect(objects(migrate({ note: { notNull: false } }))).toEqual([]);
      expect(objects(migrate({ note: { notNull: true, default: "''" } }))).toEqual([]);
      const table = { tables: { refunds: { columns: { id: { name: "id", notNull: true } } } } };
      const added = sample("CREATE TABLE `refunds` (`id` text NOT NULL);", {
        before: new Map(),
        after: tablesOfSnapshot(table),
        requiredBefore: new Map(),
        requiredAfter: requiredOfSnapshot(table),
      });
      expect(objects(added)).toEqual([]);
    });

    it("refuses a column tightened to NOT NULL unless an earlier release writes it, said with a marker", () => {
      const tighten = (sql: string) =>
        checkMigration(
          sample(sql, {
            before: tablesOfSnapshot(snapshotWith({ ...base, note: { notNull: false } })),
            after: tablesOfSnapshot(snapshotWith({ ...base, note: { notNull: true } })),
            requiredBefore: requiredOfSnapshot(snapshotWith({ ...base, note: { notNull: false } })),
            requiredAfter: requiredOfSnapshot(snapshotWith({ ...base, note: { notNull: true } })),
          }),
          sampleHistory,
        ).map((finding) => finding.object);
      expect(tighten("SELECT 1;")).toEqual(["orders.note"]);
      expect(tighten("-- breaking: orders.note written since migration 0011\nSELECT 1;")).toEqual([]);
      // The marker of a removal does not stand for this one.
      expect(tighten("-- breaking: orders.note unread since migration 0011\nSELECT 1;")).toEqual(["orders.note"]);
    });
  });

  it("splits statements on breakpoints and semicolons, never inside a quoted text", () => {
    expect(removedBySql("UPDATE t SET a = 'x; DROP TABLE t';")).toEqual([]);
    expect(statementsOf("-- a comment; DROP TABLE x\nSELECT 1;--> statement-breakpoint\nSELECT 2")).toEqual([
      "SELECT 1",
      "SELECT 2",
    ]);
  });
});
