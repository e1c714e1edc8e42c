/**
 * The nightly backups (scripts/backup/): encrypted to the owner's key and opened only by the
 * private one, stored under the night's keys with R2 checking their SHA-256 (wrangler's local R2),
 * kept by lifecycle rules, and compared with production by the restore drill's remote half.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupKeyPair, decryptBackup, encryptBackup, isEncryptedBackup, keyIdOf } from "#scripts/backup/crypt.ts";
import { BACKUP_BUCKET, backupKeys, lifecycleRules, NEWEST_KEY } from "#scripts/backup/retention.ts";
import { compareWithProduction, countsQuery, type DatabaseFacts, factsOf } from "#scripts/backup/scratch.ts";
import { newestBackupFrom, storeBackup } from "#scripts/backup/store.ts";
import { type OpenBucket, openBucket } from "#scripts/lib/r2-bucket.ts";

const owner = backupKeyPair();
const stranger = backupKeyPair();
const exportText = Buffer.from("INSERT INTO \"orders\" VALUES('402913385577','buyer@example.com');\n");

describe("backup encryption", () => {
  it("opens with the owner's private key only, and hides the buyers' addresses", () => {
    const sealed = encryptBackup(exportText, owner.publicKey);
    expect(isEncryptedBackup(sealed)).toBe(true);
    expect(isEncryptedBackup(exportText)).toBe(false);
    expect(sealed.includes("buyer@example.com")).toBe(false);
    expect(decryptBackup(sealed, owner.privateKey)).toEqual(exportText);
    expect(() => decryptBackup(sealed, stranger.privateKey)).toThrow(/encrypted to key/);
  });

  it("refuses a file with any byte changed rather than restore garbage", () => {
    const sealed = encryptBackup(exportText, owner.publicKey);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 3] = (tampered[tampered.length - 3] ?? 0) ^ 1;
    expect(() => decryptBackup(tampered, owner.privateKey)).toThrow();
  });
});

describe("retention", () => {
  it("keeps every night under daily/ and the first of each month under monthly/ too", () => {
    expect(backupKeys(new Date("2026-12-06T02:23:00Z"))).toEqual(["daily/backtest-site-2026-12-06T0223Z.sql.enc"]);
    expect(backupKeys(new Date("2026-12-01T02:23:00Z"))).toEqual([
      "daily/backtest-site-2026-12-01T0223Z.sql.enc",
      "monthly/backtest-site-2026-12.sql.enc",
    ]);
  });

  it("deletes dailies after 35 days and monthlies after a year, by R2 lifecycle rules", () => {
    expect(lifecycleRules().rules).toEqual([
      expect.objectContaining({
        conditions: { prefix: "daily/" },
        deleteObjectsTransition: { condition: { type: "Age", maxAge: 35 * 86_400 } },
      }),
      expect.objectContaining({
        conditions: { prefix: "monthly/" },
        deleteObjectsTransition: { condition: { type: "Age", maxAge: 365 * 86_400 } },
      }),
    ]);
  });
});

describe("storing a backup (wrangler's local R2)", () => {
  let dir: string;
  let opened: OpenBucket;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "backups-test-"));
    opened = await openBucket(BACKUP_BUCKET, { remote: false, persistDir: dir });
  }, 60_000);
  afterAll(async () => {
    await opened?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it("stores the encrypted export, points newest.json at it, and the drill reads it back checked", {
    timeout: 60_000,
  }, async () => {
    const sealed = encryptBackup(exportText, owner.publicKey);
    const at = new Date("2026-12-01T02:23:00Z");
    const newest = await storeBackup(opened.bucket, sealed, { at, keyId: keyIdOf(owner.publicKey) });
    expect(newest.key).toBe("daily/backtest-site-2026-12-01T0223Z.sql.enc");
    expect(await opened.bucket.head("monthly/backtest-site-2026-12.sql.enc")).not.toBeNull();
    const fetched = await newestBackupFrom(opened.bucket);
    expect(decryptBackup(fetched, owner.privateKey)).toEqual(exportText);
  });

  it("refuses a newest backup whose bytes are not the ones newest.json names", { timeout: 60_000 }, async () => {
    const pointer = JSON.parse((await (await opened.bucket.get(NEWEST_KEY))?.text()) ?? "{}");
    await opened.bucket.put(pointer.key, "replaced bytes");
    await expect(newestBackupFrom(opened.bucket)).rejects.toThrow(/has SHA-256/);
  });
});

describe("the drill's comparison with production", () => {
  const facts = (
    migrations: string[],
    counts: Record<string, number>,
    schema: Record<string, string> = {},
  ): DatabaseFacts => ({
    schema: new Map(Object.entries({ "table orders": "CREATE TABLE orders (id text)", ...schema })),
    migrations,
    counts: new Map(Object.entries(counts)),
  });
  const exported = new Map([["orders", 2]]);

  it("passes a restore holding every exported row, noting what production wrote since", () => {
    const comparison = compareWithProduction(facts(["0001"], { orders: 2 }), facts(["0001"], { orders: 5 }), exported);
    expect(comparison.problems).toEqual([]);
    expect(comparison.notes).toEqual(["orders: +3 rows in production since the export"]);
  });

  it("fails on a row lost, or a schema unlike production's at the same migrations", () => {
    const short = compareWithProduction(facts(["0001"], { orders: 1 }), facts(["0001"], { orders: 2 }), exported);
    expect(short.problems).toEqual(["orders: 1 rows restored, the export has 2"]);
    const drifted = compareWithProduction(
      facts(["0001"], { orders: 2 }),
      facts(["0001"], { orders: 2 }, { "table orders": "CREATE TABLE orders (id text, note text)" }),
      exported,
    );
    expect(drifted.problems).toEqual(["table orders differs from production's"]);
  });

  it("explains a schema difference by the migrations production applied since", () => {
    const later = compareWithProduction(
      facts(["0001"], { orders: 2 }),
      facts(["0001", "0002"], { orders: 2 }, { "index orders_x": "CREATE INDEX orders_x ON orders (id)" }),
      exported,
    );
    expect(later.problems).toEqual([]);
    expect(later.notes).toContain("production applied 1 migration(s) since the export: 0002");
  });

  it("reads wrangler's JSON answers, and counts every table in one query", () => {
    const answer = (results: unknown[]) => JSON.stringify([{ results, success: true, meta: {} }]);
    const read = factsOf(
      answer([{ type: "table", name: "orders", sql: "CREATE TABLE orders (\n  id text\n)" }]),
      answer([{ name: "0001_init.sql" }]),
      answer([{ name: "orders", n: 2 }]),
    );
    expect(read).toEqual(
      facts(["0001_init.sql"], { orders: 2 }, { "table orders": "CREATE TABLE orders ( id text )" }),
    );
    expect(countsQuery(["orders", "o'dd"])).toBe(
      `SELECT 'orders' AS name, count(*) AS n FROM "orders" UNION ALL SELECT 'o''dd' AS name, count(*) AS n FROM "o'dd"`,
    );
  });
});
