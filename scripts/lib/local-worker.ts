/**
 * The built Worker (dist/) served locally by `wrangler dev` on a given D1 state folder: the e2e
 * site, the benches and the restore drill's smoke checks all run it so.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/** The deploy configuration the build writes for the Worker. */
export const BUILT_CONFIG = "dist/backtest_site/wrangler.json";

export interface LocalWorker {
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

/** Starts the built Worker on `persistDir` with `vars` (SITE_URL is its own address) and waits for its health answer. */
export async function startBuiltWorker(
  port: number,
  vars: Record<string, string>,
  persistDir: string,
  config = BUILT_CONFIG,
): Promise<LocalWorker> {
  if (!existsSync(config)) throw new Error(`${config} is missing: build the site first (npm run build:test)`);
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
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
