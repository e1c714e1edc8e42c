/**
 * The built site served by the Worker locally (wrangler dev on dist/), with its own D1 state.
 * The benches (tests/tools/bench/) start it too, on their own copy of the build and database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { migrateLocal, openLocalD1 } from "#scripts/lib/d1.ts";
import { seed } from "#scripts/seed/index.ts";
import type { Db } from "#worker/db/client.ts";
import { E2E_PERSIST_DIR } from "./e2e-site";

const BUILT_CONFIG = "dist/backtest_site/wrangler.json";

export interface SiteServer {
  readonly baseURL: string;
  stop(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the site did not start on ${url} within ${timeoutMs} ms`);
}

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
  if (!existsSync(config)) throw new Error(`${config} is missing: run \`npm run build:test\` before the e2e tests`);
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
  const baseURL = `http://localhost:${port}`;
  const args = ["dev", "-c", config, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persistDir];
  for (const [name, value] of Object.entries({ ...vars, SITE_URL: baseURL })) args.push("--var", `${name}:${value}`);
  const child = spawn("wrangler", args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } });
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  try {
    await waitUntilUp(baseURL, child);
  } catch (error) {
    child.kill("SIGTERM");
    throw new Error(`${String(error)}\n${log.slice(-4000)}`);
  }
  return {
    baseURL,
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}
