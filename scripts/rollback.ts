/**
 * npm run rollback -- [--env staging] [VERSION_ID] --reason "what went wrong"
 *
 * Puts the previous version of the Worker back on all traffic in one command (`wrangler
 * rollback`: without VERSION_ID, the version deployed before the current one). When to use it
 * and what it cannot undo (D1 migrations and data, R2 objects, secrets set since): docs/deploy.md
 * "Rollback". Needs `wrangler login` or CLOUDFLARE_API_TOKEN.
 */
import { parseArgs } from "node:util";
import { run } from "./lib/run";

/** wrangler's arguments for a rollback; a reason is required, so the deployment history says why. */
export function rollbackArgs(argv: readonly string[]): string[] {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { env: { type: "string" }, reason: { type: "string" } },
  });
  const reason = values.reason?.trim();
  if (!reason) throw new Error('say why: npm run rollback -- --reason "what went wrong"');
  if (positionals.length > 1) throw new Error("at most one version id");
  return [
    "rollback",
    ...positionals,
    ...(values.env ? ["--env", values.env] : []),
    "--message",
    reason,
    // The one confirmation wrangler asks is this command's whole purpose.
    "--yes",
  ];
}

if (process.argv[1]?.endsWith("rollback.ts")) {
  let args: string[];
  try {
    args = rollbackArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  await run("wrangler", args);
  console.log(
    'Rolled back the code and configuration. Migrations already applied stay applied: see docs/deploy.md "Rollback".',
  );
}
