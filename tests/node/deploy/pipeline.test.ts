/**
 * The pipeline's own pieces that run outside the Worker: reading wrangler's machine output,
 * the error-rate gate and the rollback command (docs/deploy.md).
 */
import { describe, expect, it } from "vitest";
import { errorRateVerdict, invocationSums, newVersionRate } from "#scripts/deploy/error-rate.ts";
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
  const limits = { maxRate: 0.01, minRequests: 200, share: 1 };

  it("passes a healthy window and blocks one above the limit", () => {
    expect(errorRateVerdict({ requests: 5000, errors: 3 }, { requests: 5000, errors: 2 }, limits).pass).toBe(true);
    const verdict = errorRateVerdict({ requests: 5000, errors: 80 }, { requests: 5000, errors: 2 }, limits);
    expect(verdict).toEqual({ pass: false, reason: expect.stringContaining("above the 1.00 % limit") });
  });

  it("blocks a rate that more than doubles the one before the rollout, under the limit", () => {
    const verdict = errorRateVerdict({ requests: 10_000, errors: 40 }, { requests: 10_000, errors: 10 }, limits);
    expect(verdict).toEqual({ pass: false, reason: expect.stringContaining("twice the rate") });
  });

  it("judges the new version by its share of the traffic, not by the whole Worker's rate", () => {
    // At 10 %, a new version failing 1 request in 20 makes the whole Worker fail 0.5 %: under the limit.
    const atTen = { ...limits, share: 0.1 };
    const quietBefore = { requests: 10_000, errors: 0 };
    const verdict = errorRateVerdict({ requests: 10_000, errors: 50 }, quietBefore, atTen);
    expect(verdict).toEqual({
      pass: false,
      reason: expect.stringContaining("rate 5.00 % over 10.00 % of the traffic"),
    });
    // The previous version's own errors, at its rate before, are not blamed on the new one.
    const usualBefore = { requests: 10_000, errors: 30 };
    expect(errorRateVerdict({ requests: 10_000, errors: 30 }, usualBefore, atTen).pass).toBe(true);
    expect(newVersionRate({ requests: 10_000, errors: 37 }, 0.003, 0.1)).toBeCloseTo(0.01, 6);
    expect(errorRateVerdict({ requests: 10_000, errors: 38 }, usualBefore, atTen).pass).toBe(false);
  });

  it("does not block on too few requests to judge", () => {
    expect(errorRateVerdict({ requests: 20, errors: 5 }, { requests: 0, errors: 0 }, limits).pass).toBe(true);
  });

  it("sums the analytics rows of the window, and fails loudly on an API error", async () => {
    let sent: { variables: Record<string, string> } | undefined;
    const answering = (body: unknown, status = 200): typeof fetch =>
      (async (_url: string | URL | Request, init?: RequestInit) => {
        sent = JSON.parse(String(init?.body));
        return Response.json(body, { status });
      }) as typeof fetch;
    const rows = [{ sum: { requests: 300, errors: 1 } }, { sum: { requests: 700, errors: 2 } }];
    const credentials = { token: "t", account: "acc" };
    const window = { since: "2026-11-25T10:00:00Z", until: "2026-11-25T10:10:00Z" };
    const ok = answering({ data: { viewer: { accounts: [{ workersInvocationsAdaptive: rows }] } }, errors: null });
    expect(await invocationSums(ok, credentials, "backtest-site", window)).toEqual({ requests: 1000, errors: 3 });
    expect(sent?.variables).toEqual({ account: "acc", worker: "backtest-site", ...window });
    // As Cloudflare's documented example declares them; a wrong declaration is refused with HTTP 200 and `errors`.
    expect((sent as unknown as { query: string }).query).toContain(
      "($account: string, $worker: string, $since: string, $until: string)",
    );
    const refused = answering({ data: null, errors: [{ message: "not authorized" }] });
    await expect(invocationSums(refused, credentials, "backtest-site", window)).rejects.toThrow(/not authorized/);
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
