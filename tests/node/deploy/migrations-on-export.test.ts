/**
 * The migrations written after an export apply to its data: the D1 export fixture (a seeded
 * database with two orders, at the migrations its d1_migrations table lists) is restored into
 * SQLite, the migrations it has not seen are applied in order, and the rows come through.
 * SQLite is D1's engine; node:sqlite runs it in-process, without starting workerd.
 */
import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { restorableSql } from "#scripts/db-restore-drill.ts";

const FIXTURE = "tests/fixtures/d1-export/seeded-with-orders.sql";
const MIGRATIONS = "migrations";

function restoredExport(): DatabaseSync {
  const db = new DatabaseSync(":memory:");
  // One transaction, as D1 imports a file: the export's PRAGMA defer_foreign_keys holds until its end.
  db.exec(`BEGIN;\n${restorableSql(readFileSync(FIXTURE, "utf8"))}COMMIT;`);
  return db;
}

/** The migrations the export has not applied, in order: what a deploy would apply to it. */
function pendingMigrations(db: DatabaseSync): string[] {
  const applied = new Set(
    db
      .prepare("SELECT name FROM d1_migrations")
      .all()
      .map((row) => String(row.name)),
  );
  return readdirSync(MIGRATIONS)
    .filter((name) => name.endsWith(".sql") && !applied.has(name))
    .sort();
}

describe("the migrations after the export", () => {
  it("apply to the exported data and give its orders and affiliates English mails", () => {
    const db = restoredExport();
    const pending = pendingMigrations(db);
    expect(pending).toContain("0014_mail_locale.sql");
    const counts = () =>
      ["orders", "affiliates", "licences"].map((table) => db.prepare(`SELECT count(*) AS n FROM ${table}`).get()?.n);
    const before = counts();
    for (const name of pending) {
      for (const statement of readFileSync(`${MIGRATIONS}/${name}`, "utf8").split("--> statement-breakpoint")) {
        db.exec(statement);
      }
    }
    expect(counts()).toEqual(before);
    expect(db.prepare("SELECT id, locale FROM orders ORDER BY id").all()).toEqual([
      { id: expect.any(String), locale: "en" },
      { id: expect.any(String), locale: "en" },
    ]);
    const affiliates = db.prepare("SELECT DISTINCT locale FROM affiliates").all();
    expect(affiliates).toEqual([{ locale: "en" }]);
  });
});
