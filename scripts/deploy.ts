/**
 * npm run deploy: the remote path. Needs a Cloudflare account (`wrangler login` or
 * CLOUDFLARE_API_TOKEN) and the real database_id in wrangler.toml; see README "Deploy".
 * 1. build (SPA, Worker, prerendered pages), 2. apply D1 migrations to the remote database,
 * 3. upload the Worker and its assets.
 */
import { run } from "./lib/run";

if (process.argv.includes("--dry-run")) {
  await run("npm", ["run", "build"]);
  await run("wrangler", ["deploy", "--dry-run"]);
} else {
  await run("npm", ["run", "build"]);
  await run("wrangler", ["d1", "migrations", "apply", "DB", "--remote"], { CI: "true" });
  await run("wrangler", ["deploy"]);
}
