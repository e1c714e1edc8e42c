/**
 * The pipeline's own pieces that run outside the Worker: reading wrangler's machine output,
 * the error-rate gate and the rollback command (docs/deploy.md).
 */
import { describe, expect, it } from "vitest";
import { errorRateVerdict, versionQuery, versionSums } from "#scripts/deploy/error-rate.ts";
import { deployedVersion, outputLines, servingVersion, uploadedVersion } from "#scripts/deploy/wrangler-output.ts";
import { deploySteps } from "#scripts/deploy.ts";
import { NO_REASON, rollbackArgs } from "#scripts/rollback.ts";

describe("wrangler's output", () => {
  const upload = (id: string, alias?: string) =>
    JSON.stringify({
      type: "version-upload",
      version: 1,
      worker_name: "backtest-site-staging",
      version_id: id,
      preview_url: `https://${id.slice(0, 8)}-backtest-site-staging.example.workers.dev`,
      preview_alias_url: alias,
    });

  it("gives the version the upload created and its preview addresses", () => {
    const ndjson = [
      JSON.stringify({ type: "wrangler-session", version: 1 }),
      upload("11111111-aaaa", "https://pr-7-backtest-site-staging.example.workers.dev"),
      "",
    ].join("\n");
    expect(uploadedVersion(ndjson)).toEqual({
      versionId: "11111111-aaaa",
      previewUrl: "https://11111111-backtest-site-staging.example.workers.dev",
      previewAliasUrl: "https://pr-7-backtest-site-staging.example.workers.dev",
    });
  });

  it("gives the version a deploy put on all traffic", () => {
    const deploy = (id: string) => JSON.stringify({ type: "deploy", version: 1, version_id: id, targets: [] });
    const ndjson = [JSON.stringify({ type: "wrangler-session", version: 1 }), deploy("22222222-bbbb"), ""].join("\n");
    expect(deployedVersion(ndjson)).toBe("22222222-bbbb");
    expect(() => deployedVersion(JSON.stringify({ type: "version-upload", version_id: "x" }))).toThrow(
      /no deploy entry/,
    );
  });

  it("refuses an output without an upload", () => {
    expect(() => uploadedVersion(JSON.stringify({ type: "deploy", version_id: "x" }))).toThrow(/no version-upload/);
  });

  it("names the version with most traffic as the one serving", () => {
    const status = {
      id: "dep-1",
      versions: [
        { version_id: "new", percentage: 10 },
        { version_id: "old", percentage: 90 },
      ],
    };
    expect(servingVersion(JSON.stringify(status))).toBe("old");
    expect(() => servingVersion(JSON.stringify({ versions: [] }))).toThrow(/did not list/);
  });

  it("writes GitHub's name=value lines, leaving out absent values", () => {
    expect(outputLines({ version_id: "v1", preview_url: undefined, alias: "a" })).toBe("version_id=v1\nalias=a\n");
  });
});

describe("the error-rate gate", () => {
  const limits = { maxRate: 0.01, minRequests: 200 };
  const calm = { requests: 50_000, errors: 15 };

  it("passes a healthy version and blocks one above the limit", () => {
    expect(errorRateVerdict({ requests: 5000, errors: 3 }, calm, limits).pass).toBe(true);
    const verdict = errorRateVerdict({ requests: 5000, errors: 80 }, calm, limits);
    expect(verdict).toEqual({ pass: false, reason: expect.stringContaining("above the 1.00 % limit") });
  });

  it("blocks a rate more than twice the previous version's over the same minutes, under the limit", () => {
    const verdict = errorRateVerdict({ requests: 10_000, errors: 8 }, calm, limits);
    expect(verdict).toEqual({ pass: false, reason: expect.stringContaining("twice the previous version's") });
    expect(errorRateVerdict({ requests: 10_000, errors: 5 }, calm, limits).pass).toBe(true);
  });

  it("does not block on too few requests to judge", () => {
    expect(errorRateVerdict({ requests: 20, errors: 5 }, calm, limits).pass).toBe(true);
  });

  it("reads one version's answers and 5xx answers from Analytics Engine, and fails loudly on an API error", async () => {
    let sent: { url: string; body: string; auth: string | null } | undefined;
    const answering = (body: string, status = 200): typeof fetch =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        sent = { url: String(url), body: String(init?.body), auth: new Headers(init?.headers).get("Authorization") };
        return new Response(body, { status });
      }) as typeof fetch;
    const credentials = { token: "t", account: "acc" };
    const version = "7f3c1e2a-0000-4000-8000-000000000001";
    const window = { since: "2026-11-25T10:00:00Z", until: "2026-11-25T10:15:00.500Z" };
    // The documented FORMAT JSON answer: meta, data, rows; 64-bit sums may come quoted.
    const answer = JSON.stringify({
      meta: [
        { name: "requests", type: "UInt64" },
        { name: "errors", type: "UInt64" },
      ],
      data: [{ requests: "1000", errors: 3 }],
      rows: 1,
    });
    expect(await versionSums(answering(answer), credentials, "ticksim_answers", version, window)).toEqual({
      requests: 1000,
      errors: 3,
    });
    expect(sent?.url).toBe("https://api.cloudflare.com/client/v4/accounts/acc/analytics_engine/sql");
    expect(sent?.auth).toBe("Bearer t");
    expect(sent?.body).toBe(versionQuery("ticksim_answers", version, window));
    expect(sent?.body).toContain(`WHERE index1 = '${version}'`);
    expect(sent?.body).toContain("toDateTime('2026-11-25 10:00:00') AND timestamp < toDateTime('2026-11-25 10:15:00')");
    expect(sent?.body).toContain("sumIf(_sample_interval, double1 >= 500) AS errors");
    const refused = answering("Authorization error", 403);
    await expect(versionSums(refused, credentials, "ticksim_answers", version, window)).rejects.toThrow(/403/);
  });

  it("refuses a version id or dataset that is not one, rather than sending it into the SQL", () => {
    const window = { since: "2026-11-25T10:00:00Z", until: "2026-11-25T10:15:00Z" };
    expect(() => versionQuery("ticksim_answers", "x' OR 1=1 --", window)).toThrow(/not a version id/);
    expect(() => versionQuery("answers; DROP", "7f3c1e2a", window)).toThrow(/not a dataset name/);
  });
});

describe("npm run rollback", () => {
  it("rolls back to the previous version, or the one named, with the reason on record", () => {
    expect(rollbackArgs(["--reason", "checkout 500s"])).toEqual(["rollback", "--message", "checkout 500s", "--yes"]);
    expect(rollbackArgs(["--env", "staging", "v-42", "--reason", "bad build"])).toEqual([
      "rollback",
      "v-42",
      "--env",
      "staging",
      "--message",
      "bad build",
      "--yes",
    ]);
  });

  it("works bare, in one command, saying in the history that no reason was given", () => {
    expect(rollbackArgs([])).toEqual(["rollback", "--message", NO_REASON, "--yes"]);
    expect(rollbackArgs(["--reason", "  "])).toEqual(["rollback", "--message", NO_REASON, "--yes"]);
    expect(() => rollbackArgs(["v-1", "v-2"])).toThrow(/at most one version id/);
  });
});

describe("npm run deploy", () => {
  it("builds for production, applies the migrations, then deploys", () => {
    expect(deploySteps([]).map((step) => [step.command, ...step.args, JSON.stringify(step.env ?? {})])).toEqual([
      ["npm", "run", "build", "{}"],
      ["wrangler", "d1", "migrations", "apply", "DB", "--remote", '{"CI":"true"}'],
      ["wrangler", "deploy", "{}"],
    ]);
  });

  it("builds for the environment it deploys to, so the build's configuration is that environment's", () => {
    const [build, migrate, deploy] = deploySteps(["--env", "staging"]);
    expect(build?.env).toEqual({ CLOUDFLARE_ENV: "staging" });
    expect(migrate?.args.slice(-2)).toEqual(["--env", "staging"]);
    expect(deploy?.args).toEqual(["deploy", "--env", "staging"]);
    expect(deploySteps(["--env", "staging", "--dry-run"]).map((step) => step.args)).toEqual([
      ["run", "build"],
      ["deploy", "--dry-run", "--env", "staging"],
    ]);
  });
});
