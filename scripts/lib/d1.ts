/**
 * The local D1 database for scripts (seed, admin, outbox), through wrangler's platform proxy:
 * the same SQLite file `npm run dev` uses, with the real D1 API and drizzle on top.
 */
import { existsSync } from "node:fs";
import { copyFile } from "node:fs/promises";
import { getPlatformProxy } from "wrangler";
import { createDb, type Db } from "#worker/db/client.ts";
import { run } from "./run";

/** The Worker variables scripts use (wrangler.toml [vars], overridden by .dev.vars). */
interface LocalVars {
  readonly SITE_URL: string;
  readonly SUPPORT_EMAIL: string;
  readonly LICENCE_RESETS_PER_WINDOW: string;
  readonly LICENCE_RESET_WINDOW_DAYS: string;
}

export interface LocalD1 {
  readonly d1: D1Database;
  readonly db: Db;
  /** The local R2 bucket of the installers (the DOWNLOADS binding). */
  readonly downloads: R2Bucket;
  /** The Worker's variables as `npm run dev` sees them (wrangler.toml, then .dev.vars). */
  readonly vars: LocalVars;
  dispose(): Promise<void>;
}

/** Where wrangler keeps local state; e2e runs use their own folder. */
export const defaultPersistDir = ".wrangler/state";

export async function openLocalD1(persistDir = defaultPersistDir): Promise<LocalD1> {
  const proxy = await getPlatformProxy<LocalVars & { DB: D1Database; DOWNLOADS: R2Bucket }>({
    persist: { path: `${persistDir}/v3` },
    envFiles: existsSync(".dev.vars") ? [".dev.vars"] : [],
  });
  return {
    d1: proxy.env.DB,
    db: createDb(proxy.env.DB),
    downloads: proxy.env.DOWNLOADS,
    vars: proxy.env,
    dispose: () => proxy.dispose(),
  };
}

/** Applies pending migrations to the local database (never asks: CI=true keeps wrangler non-interactive). */
export async function migrateLocal(persistDir = defaultPersistDir): Promise<void> {
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistDir], { CI: "true" });
}

/** `npm run dev` uses .dev.vars; the committed example holds development-only values. */
export async function ensureDevVars(): Promise<void> {
  if (!existsSync(".dev.vars")) {
    await copyFile(".dev.vars.example", ".dev.vars");
    console.log("Created .dev.vars from .dev.vars.example (development-only secrets).");
  }
}
