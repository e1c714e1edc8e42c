/**
 * The GitHub environments as code (.github/environments.json): which branches may deploy to each,
 * who must approve, and the secrets each holds (names and the exact token permissions; values are
 * set by hand in GitHub). Every environment but `preview` takes only `main`; production waits for
 * a reviewer. Applying them needs a token with the repository's Administration: write.
 *
 *   GITHUB_TOKEN=... tsx scripts/deploy/github-environments.ts OWNER/REPO REVIEWER_LOGIN=ID...
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

const environment = z.strictObject({
  /** `any`: pull request branches (preview only); otherwise the only branches allowed to deploy. */
  branches: z.union([z.literal("any"), z.array(z.string().min(1)).min(1)]),
  /** GitHub logins whose approval a deployment waits for. */
  reviewers: z.array(z.string().min(1)),
  /** Secret name -> what it must be (token permissions). Every name starts with the environment's prefix. */
  secrets: z.record(z.string().regex(/^[A-Z][A-Z0-9_]*$/), z.string().min(1)),
});
export const environmentsFile = z.record(z.string().regex(/^[a-z][a-z-]*$/), environment);
export type Environments = z.infer<typeof environmentsFile>;

export const readEnvironments = (path = ".github/environments.json"): Environments =>
  environmentsFile.parse(JSON.parse(readFileSync(path, "utf8")));

/** The prefix of an environment's secrets: `restore-drill` -> `RESTORE_DRILL_`. */
export const secretPrefix = (name: string) => `${name.toUpperCase().replaceAll("-", "_")}_`;

export interface ApiRequest {
  readonly method: "PUT" | "POST";
  readonly path: string;
  readonly body: unknown;
}

/**
 * The GitHub REST calls that set the environments: create or update each with its reviewers and
 * branch policy (custom policies), then allow each named branch.
 */
export function environmentRequests(
  environments: Environments,
  repo: string,
  reviewerIds: ReadonlyMap<string, number>,
): ApiRequest[] {
  return Object.entries(environments).flatMap(([name, env]) => {
    const reviewers = env.reviewers.map((login) => {
      const id = reviewerIds.get(login);
      if (id === undefined) throw new Error(`no GitHub user id given for reviewer ${login}`);
      return { type: "User", id };
    });
    const base = `/repos/${repo}/environments/${name}`;
    const branches = env.branches === "any" ? [] : env.branches;
    const limited = branches.length > 0;
    return [
      {
        method: "PUT" as const,
        path: base,
        body: {
          reviewers,
          prevent_self_review: false,
          deployment_branch_policy: limited ? { protected_branches: false, custom_branch_policies: true } : null,
        },
      },
      ...branches.map((branch) => ({
        method: "POST" as const,
        path: `${base}/deployment-branch-policies`,
        body: { name: branch, type: "branch" },
      })),
    ];
  });
}

if (process.argv[1]?.endsWith("github-environments.ts")) {
  const [repo, ...reviewerArgs] = process.argv.slice(2);
  const token = process.env.GITHUB_TOKEN;
  if (!repo || !token) {
    console.error("usage: GITHUB_TOKEN=... tsx scripts/deploy/github-environments.ts OWNER/REPO LOGIN=ID...");
    process.exit(2);
  }
  const ids = new Map(reviewerArgs.map((arg) => [arg.split("=")[0] ?? "", Number(arg.split("=")[1])]));
  for (const request of environmentRequests(readEnvironments(), repo, ids)) {
    const res = await fetch(`https://api.github.com${request.path}`, {
      method: request.method,
      headers: { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json" },
      body: JSON.stringify(request.body),
    });
    // A branch policy that exists already answers 303/409/422: it is what we want.
    const fine = res.ok || (request.method === "POST" && [303, 409, 422].includes(res.status));
    console.log(`${fine ? "ok  " : "FAIL"} ${request.method} ${request.path} ${res.status}`);
    if (!fine) process.exitCode = 1;
  }
}
