/**
 * Keys only main can use (.github/environments.json, scripts/deploy/github-environments.ts): each
 * job names only its own environment's secrets, a pull request's jobs name none of staging's,
 * production's or the backups', every environment but preview takes main only, production waits
 * for a reviewer, and the GitHub calls that set this are the documented ones.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { environmentRequests, readEnvironments, secretPrefix } from "#scripts/deploy/github-environments.ts";

const environments = readEnvironments();
const dir = ".github/workflows";

/** Each job of a workflow: its name, environment, secrets named, and whether a pull request starts it. */
function jobsOf(path: string) {
  const text = readFileSync(path, "utf8");
  const pullRequest = /^on:\n(?: {2}.*\n)*? {2}pull_request(?:_target)?:/m.test(text);
  const body = text.slice(text.indexOf("\njobs:\n"));
  return body
    .split(/\n(?= {2}[a-z][\w-]*:\n)/)
    .slice(1)
    .map((job) => ({
      path,
      job: /^ {2}([\w-]+):/.exec(job)?.[1] ?? "",
      environment: /^ {4}environment:(?:\s*\n {6}name:)?\s*([\w-]+)/m.exec(job)?.[1],
      secrets: [...job.matchAll(/secrets\.([A-Z0-9_]+)/g)].map((m) => m[1] as string),
      pullRequest,
    }));
}
const jobs = readdirSync(dir)
  .filter((name) => name.endsWith(".yml"))
  .flatMap((name) => jobsOf(`${dir}/${name}`));

describe("keys only main can use", () => {
  it("finds the jobs and their environments", () => {
    expect(jobs.find((job) => job.job === "preview")).toMatchObject({ environment: "preview", pullRequest: true });
    expect(jobs.find((job) => job.job === "production")).toMatchObject({
      environment: "production",
      pullRequest: false,
    });
  });

  it.each(jobs)("$path $job names only its own environment's secrets, each declared", ({ environment, secrets }) => {
    if (secrets.length === 0) return;
    expect(environment, "a job that names secrets runs in an environment").toBeDefined();
    const declared = Object.keys(environments[environment as string]?.secrets ?? {});
    for (const secret of secrets) {
      expect(secret.startsWith(secretPrefix(environment as string)), secret).toBe(true);
      expect(declared, secret).toContain(secret);
    }
  });

  it("fails a pull request's job that names a staging, production or backup secret", () => {
    const forbidden = Object.keys(environments)
      .filter((name) => environments[name]?.branches !== "any")
      .map(secretPrefix);
    for (const job of jobs.filter((j) => j.pullRequest)) {
      for (const secret of job.secrets)
        expect(
          forbidden.some((prefix) => secret.startsWith(prefix)),
          secret,
        ).toBe(false);
    }
    // The same check on a pull request workflow that reaches for production's token.
    const leaking = jobsOf(`${dir}/pull-request.yml`).map((job) => ({
      ...job,
      secrets: ["PRODUCTION_CLOUDFLARE_API_TOKEN"],
    }));
    expect(leaking.some((job) => job.secrets.some((s) => forbidden.some((p) => s.startsWith(p))))).toBe(true);
  });

  it("lets only main deploy to every environment but preview, and makes production wait for a reviewer", () => {
    for (const [name, env] of Object.entries(environments)) {
      if (name === "preview") expect(env.branches).toBe("any");
      else expect(env.branches, name).toEqual(["main"]);
    }
    expect(environments.production?.reviewers.length).toBeGreaterThan(0);
    // The preview's token reaches the staging account only, and only to upload Worker versions.
    expect(environments.preview?.secrets.PREVIEW_CLOUDFLARE_API_TOKEN).toMatch(
      /^staging account only: Workers Scripts Edit/,
    );
  });

  it("sets each environment with GitHub's environment and branch-policy calls", () => {
    const requests = environmentRequests(environments, "ticksim/site", new Map([["owner", 42]]));
    expect(requests).toContainEqual({
      method: "PUT",
      path: "/repos/ticksim/site/environments/production",
      body: {
        reviewers: [{ type: "User", id: 42 }],
        prevent_self_review: false,
        deployment_branch_policy: { protected_branches: false, custom_branch_policies: true },
      },
    });
    expect(requests).toContainEqual({
      method: "POST",
      path: "/repos/ticksim/site/environments/production/deployment-branch-policies",
      body: { name: "main", type: "branch" },
    });
    const preview = requests.filter((request) => request.path.includes("/environments/preview"));
    expect(preview).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ deployment_branch_policy: null }) }),
    ]);
    expect(() => environmentRequests(environments, "ticksim/site", new Map())).toThrow(/reviewer owner/);
  });

  it("are all in docs/deploy.md, each secret with the permissions the file gives it", () => {
    const doc = readFileSync("docs/deploy.md", "utf8");
    const rows = Object.values(environments).flatMap((environment) => Object.entries(environment.secrets));
    const undocumented = rows.filter(
      ([secret, what]) => !doc.split("\n").some((line) => line.includes(`\`${secret}\``) && line.includes(what)),
    );
    expect(undocumented.map(([secret]) => secret)).toEqual([]);
  });
});
