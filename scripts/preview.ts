/**
 * npm run preview: the production build served as it will be deployed. package.json builds it
 * and migrates and seeds the local D1 of `npm run dev` first; this starts the built Worker
 * (dist/backtest_site, with the prerendered pages as its assets) under wrangler dev on that
 * database with .dev.vars, and prints the address once it answers.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { z } from "zod/mini";
import { defaultPersistDir, ensureDevVars } from "./lib/d1";

const BUILT_CONFIG = "dist/backtest_site/wrangler.json";
/** Vite's own preview port; PORT=... picks another. */
const port = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(65_535)), 4173).parse(process.env.PORT);
const url = `http://localhost:${port}`;

if (!existsSync(BUILT_CONFIG)) throw new Error(`${BUILT_CONFIG} is missing: run \`npm run build\` first`);
await ensureDevVars();

const args = ["dev", "-c", BUILT_CONFIG, "--port", String(port), "--ip", "127.0.0.1"];
// Absolute: wrangler reads env files relative to the config's folder (dist/backtest_site/).
args.push("--persist-to", defaultPersistDir, "--env-file", resolve(".dev.vars"));
// Unknown paths redirect to SITE_URL: here, the preview itself rather than the dev server's port.
args.push("--var", `SITE_URL:${url}`);
const wrangler = spawn("wrangler", args, { stdio: "inherit" });
wrangler.on("exit", (code) => process.exit(code ?? 1));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => wrangler.kill(signal));

async function announceWhenUp(): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        console.log(`\nPreview of the production build: ${url}  (Ctrl+C stops it)\n`);
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`The preview did not answer on ${url}/api/health within a minute.`);
}
await announceWhenUp();
