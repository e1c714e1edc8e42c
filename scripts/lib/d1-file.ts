/**
 * The local D1 database as the SQLite file it is, for bulk loads the platform proxy cannot carry
 * (a million catalogue rows): opened with node:sqlite while no workerd has it open.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The one database file under a wrangler state folder (the D1 binding's Durable Object storage). */
export function localD1File(persistDir: string): string {
  const dir = join(persistDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.length}`);
  return join(dir, files[0] as string);
}

/** Runs `work` on the local D1 file and closes it, whatever happens. */
export function withLocalD1File<T>(persistDir: string, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(localD1File(persistDir));
  try {
    return work(db);
  } finally {
    db.close();
  }
}
