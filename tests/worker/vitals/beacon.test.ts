import { describe, expect, it, vi } from "vitest";
import { VITALS_BODY_LIMIT } from "#common/api/vitals.ts";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";
import { analyticsPerTest, sendBeacon } from "./helpers";

const beacon = {
  route: "pricing-web",
  navigation: "navigate",
  metrics: [
    { name: "TTFB", value: 120.5 },
    { name: "LCP", value: 1830 },
    { name: "CLS", value: 0.04 },
    { name: "INP", value: 96 },
  ],
};

describe("POST /api/vitals", () => {
  const analytics = analyticsPerTest();

  it("writes one data point per figure: metric, route id, country, navigation and value", async () => {
    const res = await sendBeacon({ VITALS: analytics.fake.dataset }, beacon, "BR");
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: true });
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(analytics.fake.points.map(({ indexes, blobs, doubles }) => ({ indexes, blobs, doubles }))).toEqual([
      { indexes: ["pricing-web"], blobs: ["TTFB", "pricing-web", "BR", "navigate"], doubles: [120.5] },
      { indexes: ["pricing-web"], blobs: ["LCP", "pricing-web", "BR", "navigate"], doubles: [1830] },
      { indexes: ["pricing-web"], blobs: ["CLS", "pricing-web", "BR", "navigate"], doubles: [0.04] },
      { indexes: ["pricing-web"], blobs: ["INP", "pricing-web", "BR", "navigate"], doubles: [96] },
    ]);
  });

  it("keeps no address, header or URL: a country Cloudflare could not place is XX", async () => {
    const res = await sendBeacon({ VITALS: analytics.fake.dataset }, { ...beacon, metrics: [beacon.metrics[1]] }, "", {
      "User-Agent": "Mozilla/5.0 (a visitor's browser)",
      Referer: "https://ticksim.test/pricing/web?coupon=SECRET",
    });
    expect(res.status).toBe(202);
    const stored = JSON.stringify(analytics.fake.points);
    expect(analytics.fake.points[0]?.blobs).toEqual(["LCP", "pricing-web", "XX", "navigate"]);
    for (const personal of ["203.0.113", "Mozilla", "SECRET", "/pricing/web"]) expect(stored).not.toContain(personal);
  });

  it.each([
    [{ ...beacon, route: "/pricing/web?coupon=SECRET" }, "route must be a route id of the site"],
    [{ ...beacon, route: "nope" }, "route must be a route id of the site"],
    [{ ...beacon, navigation: "teleport" }, "navigation must be one of"],
    [{ ...beacon, metrics: [] }, "metrics must hold at least one figure"],
    [{ ...beacon, metrics: Array(9).fill({ name: "LCP", value: 1 }) }, "metrics must hold at most 8 figures"],
    [{ ...beacon, metrics: [{ name: "LCP", value: 60_001 }] }, "LCP must be at most 60000"],
    [{ ...beacon, metrics: [{ name: "CLS", value: 51 }] }, "CLS must be at most 50"],
    [{ ...beacon, metrics: [{ name: "INP", value: -1 }] }, "INP must be at least 0"],
    [{ ...beacon, metrics: [{ name: "FID", value: 10 }] }, "metrics.0"],
    [{ ...beacon, url: "https://ticksim.test/?email=a@b.c" }, "url"],
  ])("refuses %j with a 400 that says why, and writes nothing", async (body, reason) => {
    const res = await sendBeacon({ VITALS: analytics.fake.dataset }, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain(reason);
    expect(analytics.fake.points).toEqual([]);
  });

  it("refuses a body over its small limit with a 413", async () => {
    const padded = { ...beacon, route: "x".repeat(VITALS_BODY_LIMIT) };
    const res = await sendBeacon({ VITALS: analytics.fake.dataset }, padded);
    expect(res.status).toBe(413);
    expect(analytics.fake.points).toEqual([]);
  });

  itWithinOneLimiterWindow("is limited per client address: 30 a minute, then a 429", async () => {
    const fromOne = () =>
      sendBeacon({ VITALS: analytics.fake.dataset }, beacon, "BR", { "CF-Connecting-IP": "198.51.100.77" });
    for (let i = 0; i < 30; i++) expect((await fromOne()).status).toBe(202);
    const refused = await fromOne();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: "Too many reports from this address; try again in a minute" });
    expect(analytics.fake.points).toHaveLength(30 * beacon.metrics.length);
  });

  it("locally validates and answers, writes nothing and says so in the log", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const res = await sendBeacon({ VITALS: analytics.fake.dataset, ENVIRONMENT: "development" }, beacon);
    expect(res.status).toBe(202);
    expect(analytics.fake.points).toEqual([]);
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        event: "vitals.not_stored",
        route: "pricing-web",
        reason: expect.stringContaining("local"),
      }),
    );
    log.mockRestore();
    const refused = await sendBeacon({ ENVIRONMENT: "development" }, { ...beacon, route: "nope" });
    expect(refused.status).toBe(400);
  });
});
