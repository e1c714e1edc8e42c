/**
 * The built site served by the Worker locally (wrangler dev on dist/), with its own D1 state.
 * The benches (tests/tools/bench/) start it too, on their own copy of the build and database.
 */
import { rm } from "node:fs/promises";
import { migrateLocal, openLocalD1 } from "#scripts/lib/d1.ts";
import { BUILT_CONFIG, type LocalWorker, startBuiltWorker } from "#scripts/lib/local-worker.ts";
import { seed } from "#scripts/seed/index.ts";
import type { Db } from "#worker/db/client.ts";
import { E2E_PERSIST_DIR } from "./e2e-site";

export type SiteServer = LocalWorker;

export interface SiteOptions {
  /** Local state folder, emptied first (default: the e2e one). */
  readonly persistDir?: string;
  /** The built Worker's deploy config (default: dist/). */
  readonly config?: string;
  /** Rows to add after the seed. */
  readonly prepare?: (db: Db) => Promise<void>;
  /** Runs once the seed's connection is closed and before the Worker starts: a bulk load straight into the SQLite file. */
  readonly load?: (persistDir: string) => Promise<void>;
}

export async function startSite(
  port: number,
  vars: Record<string, string>,
  { persistDir = E2E_PERSIST_DIR, config = BUILT_CONFIG, prepare, load }: SiteOptions = {},
): Promise<SiteServer> {
  await rm(persistDir, { recursive: true, force: true });
  await migrateLocal(persistDir);
  const local = await openLocalD1(persistDir);
  try {
    await seed(local);
    await prepare?.(local.db);
  } finally {
    await local.dispose();
  }
  await load?.(persistDir);
  return startBuiltWorker(port, vars, persistDir, config);
}
