/**
 * npm run deploy [-- --env staging] [-- --dry-run]: the manual path (the first deploy of an
 * environment; every later one goes through .github/workflows/deploy.yml, docs/deploy.md).
 * Needs a Cloudflare account (`wrangler login` or CLOUDFLARE_API_TOKEN) and the real database_id
 * in wrangler.toml; see docs/configuration.md "Setting up an environment by hand".
 * 1. build (SPA, Worker, prerendered pages) for the environment, 2. apply D1 migrations to its
 * remote database, 3. upload the Worker and its assets.
 */
import { parseArgs } from "node:util";
import { run } from "./lib/run";

interface Step {
  readonly command: string;
  readonly args: string[];
  readonly env?: NodeJS.ProcessEnv;
}

/**
 * The commands of a deploy. The Cloudflare Vite plugin writes the deploy configuration of the
 * environment chosen at build time (CLOUDFLARE_ENV) and wrangler deploys that file, so the build
 * must be told the environment, not only wrangler: a production build deployed with
 * `--env staging` would replace production.
 */
export function deploySteps(argv: readonly string[]): Step[] {
  const { values } = parseArgs({
    args: [...argv],
    options: { env: { type: "string" }, "dry-run": { type: "boolean", default: false } },
  });
  const envArgs = values.env ? ["--env", values.env] : [];
  const build: Step = { command: "npm", args: ["run", "build"], env: values.env ? { CLOUDFLARE_ENV: values.env } : {} };
  if (values["dry-run"]) return [build, { command: "wrangler", args: ["deploy", "--dry-run", ...envArgs] }];
  return [
    build,
    // CI=true: never asks before applying.
    { command: "wrangler", args: ["d1", "migrations", "apply", "DB", "--remote", ...envArgs], env: { CI: "true" } },
    { command: "wrangler", args: ["deploy", ...envArgs] },
  ];
}

if (process.argv[1]?.endsWith("deploy.ts")) {
  for (const step of deploySteps(process.argv.slice(2))) await run(step.command, step.args, step.env);
}
