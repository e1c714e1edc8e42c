/**
 * The migration rule (scripts/deploy/migration-rule.ts, docs/deploy.md "Migrations"): every
 * migration in migrations/ keeps the previous release working, and the checker refuses the
 * samples that would not.
 */
import { describe, expect, it } from "vitest";
import { appliedMigrations, migrationsIn, releaseFindings } from "#scripts/deploy/check-migrations.ts";
import {
  checkMigration,
  constraintsOfSnapshot,
  type Migration,
  removedBySql,
  requiredOfSnapshot,
  statementsOf,
  type Tables,
  tablesOfSnapshot,
} from "#scripts/deploy/migration-rule.ts";

const migrations = migrationsIn("migrations");
const known = new Set(migrations.map((migration) => migration.name.slice(0, 4)));

const orders: Tables = new Map([["orders", ["id", "email", "legacy_note"]]]);
/** The samples are migration 0012 of a history 0010 to 0013, whatever migrations/ holds. */
const sampleHistory = new Set(["0010", "0011", "0012", "0013"]);
const sample = (sql: string, extra: Partial<Migration> = {}): Migration => ({ name: "0012_sample.sql", sql, ...extra });
const objects = (migration: Migration) => checkMigration(migration, sampleHistory).map((finding) => finding.object);

describe("the migrations in migrations/", () => {
  it.each(migrations)("$name keeps the previous release working", (migration) => {
    expect(checkMigration(migration, known)).toEqual([]);
  });

  it("pass the release check against a database that applied all but the last", () => {
    const applied = new Set(migrations.slice(0, -1).map((migration) => migration.name));
    expect(releaseFindings(migrations, applied)).toEqual([]);
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

  describe("constraints", () => {
    /** A snapshot of `orders` (and `licences`, which references it) with the given extras. */
    const snapshot = ({
      unique = [] as string[],
      checks = [] as string[],
      onDelete = "no action",
    }: {
      unique?: string[];
      checks?: string[];
      onDelete?: string;
    } = {}) => ({
      tables: {
        orders: {
          columns: { id: { notNull: true }, email: { notNull: true } },
          indexes: Object.fromEntries(unique.map((name) => [name, { isUnique: true }])),
          checkConstraints: Object.fromEntries(checks.map((name) => [name, { name }])),
        },
        licences: {
          columns: { id: { notNull: true }, order_id: { notNull: true } },
          foreignKeys: { licences_order: { tableFrom: "licences", tableTo: "orders", onDelete } },
        },
      },
    });
    const migrate = (sql: string, before: object, after: object) =>
      checkMigration(
        sample(sql, {
          before: tablesOfSnapshot(before),
          after: tablesOfSnapshot(after),
          constraintsBefore: constraintsOfSnapshot(before),
          constraintsAfter: constraintsOfSnapshot(after),
        }),
        sampleHistory,
      );

    it("refuses dropping a unique index unless an earlier release stopped relying on it", () => {
      const before = snapshot({ unique: ["orders_email_unique"] });
      const drop = "DROP INDEX `orders_email_unique`;";
      expect(migrate(drop, before, snapshot()).map((f) => f.object)).toEqual(["orders.orders_email_unique"]);
      expect(migrate(drop, before, snapshot())[0]?.problem).toContain("ON CONFLICT");
      const marked = `-- breaking: orders.orders_email_unique unused since migration 0011\n${drop}`;
      expect(migrate(marked, before, snapshot())).toEqual([]);
    });

    it("refuses a UNIQUE or CHECK added to an existing table unless an earlier release respects it", () => {
      const unique = migrate("CREATE UNIQUE INDEX `orders_email_unique` ON `orders` (`email`);", snapshot(), {
        ...snapshot({ unique: ["orders_email_unique"] }),
      });
      expect(unique.map((f) => f.object)).toEqual(["orders.orders_email_unique"]);
      const check = migrate("SELECT 1;", snapshot(), snapshot({ checks: ["orders_email_check"] }));
      expect(check.map((f) => f.object)).toEqual(["orders.orders_email_check"]);
      const marked = "-- breaking: orders.orders_email_check enforced since migration 0010\nSELECT 1;";
      expect(migrate(marked, snapshot(), snapshot({ checks: ["orders_email_check"] }))).toEqual([]);
    });

    it("lets a new table come with its own unique indexes and checks", () => {
      const fresh = { tables: {} };
      expect(migrate("CREATE TABLE `orders` (...);", fresh, snapshot({ unique: ["u"], checks: ["c"] }))).toEqual([]);
    });

    it("refuses, whatever the markers, a rebuild of a table another one references with ON DELETE CASCADE", () => {
      const rebuild = [
        "-- breaking: orders unread since migration 0010",
        "CREATE TABLE `__new_orders` (`id` text NOT NULL, `email` text NOT NULL);--> statement-breakpoint",
        'INSERT INTO `__new_orders`("id", "email") SELECT "id", "email" FROM `orders`;--> statement-breakpoint',
        "DROP TABLE `orders`;--> statement-breakpoint",
        "ALTER TABLE `__new_orders` RENAME TO `orders`;",
      ].join("\n");
      const cascading = migrate(rebuild, snapshot({ onDelete: "cascade" }), snapshot({ onDelete: "cascade" }));
      expect(cascading.map((f) => f.object)).toEqual(["orders"]);
      expect(cascading[0]?.problem).toContain("licences");
      expect(migrate(rebuild, snapshot({ onDelete: "set null" }), snapshot()).map((f) => f.object)).toEqual(["orders"]);
      expect(migrate(rebuild, snapshot(), snapshot())).toEqual([]);
    });
  });
});

describe("the release check against what production applied", () => {
  const drop = (name: string, since: string): Migration => ({
    name,
    sql: `-- breaking: orders.legacy_note unread since migration ${since}\nALTER TABLE \`orders\` DROP COLUMN \`legacy_note\`;`,
  });
  const stopReading: Migration = { name: "0011_stop_reading.sql", sql: "SELECT 1;" };
  const base: Migration = { name: "0010_base.sql", sql: "CREATE TABLE `orders` (`legacy_note` text);" };

  it("refuses a drop whose marker migration ships in the same deploy", () => {
    const findings = releaseFindings([base, stopReading, drop("0012_drop.sql", "0011")], new Set(["0010_base.sql"]));
    expect(findings.map((f) => `${f.migration} ${f.object}`)).toEqual(["0012_drop.sql orders.legacy_note"]);
    expect(findings[0]?.problem).toContain("production has not applied yet");
  });

  it("lets it through once production applied the marker's migration in an earlier release", () => {
    const applied = new Set(["0010_base.sql", "0011_stop_reading.sql"]);
    expect(releaseFindings([base, stopReading, drop("0012_drop.sql", "0011")], applied)).toEqual([]);
  });

  it("judges only pending migrations against production, and reads wrangler's JSON", () => {
    const json = JSON.stringify([
      {
        results: [{ name: "0010_base.sql" }, { name: "0011_stop_reading.sql" }, { name: "0012_drop.sql" }],
        success: true,
        meta: {},
      },
    ]);
    expect(releaseFindings([base, stopReading, drop("0012_drop.sql", "0011")], appliedMigrations(json))).toEqual([]);
    expect(() => appliedMigrations('{"error":"no such table: d1_migrations"}')).toThrow();
  });
});
