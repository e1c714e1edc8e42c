/**
 * npm run smoke -- [URL] [--live] [--search SYMBOL] [--version-override WORKER=VERSION_ID]
 *
 * The smoke checks (scripts/deploy/smoke-checks.ts) against a running Worker: by default the
 * local one `npm run dev` serves (http://localhost:5173, webhook secret from .dev.vars); in CI
 * the staging or production address, with STRIPE_WEBHOOK_SECRET from the environment's GitHub
 * secret. Pinned to a version, it first waits (up to a minute) for that version to answer. Exits
 * 1 when any check fails.
 */
import { existsSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { awaitPinnedVersion, report, runSmokeChecks } from "./smoke-checks";

/** A value of the local .dev.vars (what `npm run dev` runs with). */
function devVar(name: string): string | undefined {
  if (!existsSync(".dev.vars")) return undefined;
  const line = readFileSync(".dev.vars", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}=`));
  return line?.slice(name.length + 1).trim() || undefined;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    live: { type: "boolean", default: false },
    search: { type: "string", default: "AAPL" },
    "version-override": { type: "string" },
  },
});
const base = positionals[0] ?? "http://localhost:5173";
const local = ["localhost", "127.0.0.1"].includes(new URL(base).hostname);
const [worker, versionId] = values["version-override"]?.split("=") ?? [];
if (values["version-override"] && !(worker && versionId)) {
  console.error("--version-override takes WORKER=VERSION_ID");
  process.exit(2);
}

const options = {
  base,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || (local ? devVar("STRIPE_WEBHOOK_SECRET") : undefined),
  livemode: values.live,
  searchQuery: values.search,
  versionOverride: worker && versionId ? { worker, versionId } : undefined,
};
const fetcher = (url: string, init?: RequestInit) => fetch(url, init);
if (options.versionOverride) {
  // Up to a minute for the deployment naming the version to reach the location that answers us.
  const answered = await awaitPinnedVersion(fetcher, options, { attempts: 30, intervalMs: 2000 });
  console.log(`version ${answered ?? "(none)"} answers the pinned requests`);
}
const results = await runSmokeChecks(fetcher, options);
console.log(`smoke checks against ${base}${versionId ? ` (version ${versionId})` : ""}`);
console.log(report(results));
process.exit(results.every((result) => result.ok) ? 0 : 1);
