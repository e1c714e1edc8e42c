/**
 * npm run rollback [-- [--env staging] [VERSION_ID] [--reason "what went wrong"]]
 *
 * Puts the previous version of the Worker back on all traffic in one command (`wrangler
 * rollback`: without VERSION_ID, the last version that served all traffic before the current
 * deployment). The reason becomes the deployment's message in its history. When to use it
 * and what it cannot undo (D1 migrations and data, R2 objects, secrets set since): docs/deploy.md
 * "Rollback". Needs `wrangler login` or CLOUDFLARE_API_TOKEN.
 */
import { parseArgs } from "node:util";
import { run } from "./lib/run";

/** The deployment's message when no reason is given: in an emergency the bare command must work. */
export const NO_REASON = "npm run rollback, no reason given";

/** wrangler's arguments for a rollback, with the reason (if any) as the deployment's message. */
export function rollbackArgs(argv: readonly string[]): string[] {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { env: { type: "string" }, reason: { type: "string" } },
  });
  const reason = values.reason?.trim() || NO_REASON;
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
