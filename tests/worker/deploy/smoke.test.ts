/**
 * The deploy pipeline's smoke checks (scripts/deploy/smoke-checks.ts) run here against the Worker
 * itself, as CI runs them against staging and production: they pass on a healthy Worker and each
 * one fails, saying why, when what it checks is broken.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { awaitPinnedVersion, type Fetcher, runSmokeChecks, type SmokeOptions } from "#scripts/deploy/smoke-checks.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { aSymbol, givenCatalogue } from "#tests/worker/symbols/fixtures.ts";

const worker: Fetcher = (url, init) => SELF.fetch(url, init);
const options: SmokeOptions = {
  base: workerTestBindings.SITE_URL,
  webhookSecret: workerTestBindings.STRIPE_WEBHOOK_SECRET,
  livemode: false,
  searchQuery: "AAPL",
};

/** The checks that failed, with their reasons. */
async function failures(fetcher: Fetcher, overrides: Partial<SmokeOptions> = {}) {
  const results = await runSmokeChecks(fetcher, { ...options, ...overrides });
  return Object.fromEntries(results.filter((result) => !result.ok).map((result) => [result.name, result.detail]));
}

beforeAll(() => givenCatalogue([aSymbol({ symbol: "AAPL", description: "Apple Inc." })]));

describe("smoke checks against the Worker", () => {
  it("pass on a healthy Worker, every check once", async () => {
    const results = await runSmokeChecks(worker, options);
    expect(results.map((result) => [result.name, result.ok])).toEqual([
      ["health", true],
      ["d1 ready", true],
      ["page", true],
      ["search", true],
      ["signed webhook", true],
    ]);
  });

  it("fail the webhook check when the secret is not the environment's, or missing", async () => {
    expect(await failures(worker, { webhookSecret: "whsec_not_this_one" })).toEqual({
      "signed webhook": expect.stringContaining("answered 400"),
    });
    expect(await failures(worker, { webhookSecret: undefined })).toEqual({
      "signed webhook": expect.stringContaining("no webhook secret"),
    });
  });

  it("fail the search when the catalogue lacks the symbol", async () => {
    expect(await failures(worker, { searchQuery: "NOSUCHSYMBOL" })).toEqual({
      search: expect.stringContaining("did not find it"),
    });
  });

  it("fail readiness when D1 does not answer", async () => {
    const d1Down: Fetcher = (url, init) =>
      new URL(url).pathname === "/api/health/db"
        ? Promise.resolve(Response.json({ status: "unavailable" }, { status: 503 }))
        : worker(url, init);
    expect(await failures(d1Down)).toEqual({ "d1 ready": expect.stringContaining("answered 503") });
  });

  it("pin every request to the version under test when given one", async () => {
    const seen: (string | null)[] = [];
    const recording: Fetcher = (url, init) => {
      seen.push(new Headers(init?.headers).get("Cloudflare-Workers-Version-Overrides"));
      return worker(url, init);
    };
    const versionId = env.CF_VERSION_METADATA.id;
    const results = await runSmokeChecks(recording, {
      ...options,
      versionOverride: { worker: "backtest-site", versionId },
    });
    expect(results.every((result) => result.ok)).toBe(true);
    expect(seen.length).toBeGreaterThan(5);
    expect(new Set(seen)).toEqual(new Set([`backtest-site="${versionId}"`]));
  });

  it("wait for the pinned version to answer while the deployment spreads, then stop asking", async () => {
    const pinned = env.CF_VERSION_METADATA.id;
    let asked = 0;
    // The first two answers come from a location that does not know the new deployment yet.
    const spreading: Fetcher = async (url, init) => {
      asked++;
      if (asked > 2) return worker(url, init);
      return Response.json({ status: "ok", version: "the-previous-version" });
    };
    const pauses: number[] = [];
    const pause = async (ms: number) => {
      pauses.push(ms);
    };
    const override = { ...options, versionOverride: { worker: "backtest-site", versionId: pinned } };
    expect(await awaitPinnedVersion(spreading, override, { attempts: 5, intervalMs: 2000, pause })).toBe(pinned);
    expect([asked, pauses]).toEqual([3, [2000, 2000]]);
    asked = -100;
    const stuck = await awaitPinnedVersion(spreading, override, { attempts: 3, intervalMs: 10, pause });
    expect(stuck).toBe("the-previous-version");
  });

  it("fail health when another version answered than the one pinned (the override did not apply)", async () => {
    const failed = await failures(worker, { versionOverride: { worker: "backtest-site", versionId: "v-new" } });
    expect(failed).toEqual({
      health: expect.stringContaining(`version ${env.CF_VERSION_METADATA.id} answered, not the pinned v-new`),
    });
  });
});
