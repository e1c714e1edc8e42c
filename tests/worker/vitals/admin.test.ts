import { describe, expect, it, vi } from "vitest";
import type { VitalsAnswer } from "#common/api/vitals.ts";
import { UNCONFIGURED_MESSAGE } from "#worker/services/vitals/query.ts";
import { analyticsPerTest, configured, readTable, sendBeacon } from "./helpers";

const beaconOf = (route: string, lcp: number, inp: number) => ({
  route,
  navigation: "navigate",
  metrics: [
    { name: "LCP", value: lcp },
    { name: "INP", value: inp },
  ],
});

describe("GET /api/admin/vitals", () => {
  const analytics = analyticsPerTest();

  it("reads the p75 of each metric per route, for every country and for each, from what the beacons wrote", async () => {
    const bindings = { ...configured, VITALS: analytics.fake.dataset };
    for (const [lcp, inp] of [
      [1000, 40],
      [2000, 80],
      [3000, 120],
      [4000, 160],
    ] as const) {
      expect((await sendBeacon(bindings, beaconOf("home", lcp, inp), "BR")).status).toBe(202);
    }
    await sendBeacon(bindings, beaconOf("home", 900, 30), "DE");
    await sendBeacon(
      bindings,
      { route: "pricing", navigation: "reload", metrics: [{ name: "CLS", value: 0.2 }] },
      "DE",
    );

    const res = await readTable(bindings);
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const answer = (await res.json()) as VitalsAnswer;
    expect(answer).toEqual({
      state: "ready",
      days: 7,
      rows: [
        { route: "home", country: null, LCP: 3000, INP: 120, CLS: null, TTFB: null, samples: 5 },
        { route: "home", country: "BR", LCP: 3000, INP: 120, CLS: null, TTFB: null, samples: 4 },
        { route: "home", country: "DE", LCP: 900, INP: 30, CLS: null, TTFB: null, samples: 1 },
        { route: "pricing", country: null, LCP: null, INP: null, CLS: 0.2, TTFB: null, samples: 1 },
        { route: "pricing", country: "DE", LCP: null, INP: null, CLS: 0.2, TTFB: null, samples: 1 },
      ],
    });
    // Each query reads only the last 7 days, with the token in the header.
    expect(analytics.fake.queries).toHaveLength(2);
    for (const sql of analytics.fake.queries) expect(sql).toContain("INTERVAL '7' DAY");
  });

  it("answers an empty table when nothing was measured yet", async () => {
    const res = await readTable({ ...configured, VITALS: analytics.fake.dataset });
    expect(await res.json()).toEqual({ state: "ready", days: 7, rows: [] });
  });

  it.each([
    ["no account id", { ...configured, ANALYTICS_ACCOUNT_ID: "" }],
    ["no token", { ...configured, ANALYTICS_API_TOKEN: "" }],
  ])("says plainly that the figures are not available with %s, and asks nothing", async (_, bindings) => {
    const res = await readTable(bindings);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ state: "unconfigured", message: UNCONFIGURED_MESSAGE });
    expect(analytics.fake.queries).toEqual([]);
  });

  it("is only for operators", async () => {
    const { fetchWithBindings } = await import("#tests/worker/support/worker.ts");
    const res = await fetchWithBindings(configured, "/api/admin/vitals");
    expect(res.status).toBe(401);
  });

  describe("when the SQL API fails, a clear 502 or 503, never a crash", () => {
    const quiet = () => vi.spyOn(console, "error").mockImplementation(() => {});

    it("a refused token is a 503 naming the setting", async () => {
      quiet();
      const res = await readTable({ ...configured, ANALYTICS_API_TOKEN: "wrong-token" });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { error: string }).error).toMatch(/refused the token \(403\).*ANALYTICS_API_TOKEN/);
    });

    it("a dataset the engine does not know is a 502 quoting its answer", async () => {
      quiet();
      const res = await readTable({ ...configured, VITALS_DATASET: "another_dataset" });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: string }).error).toBe(
        "Analytics Engine's SQL API answered 422: Input was invalid: unknown table: another_dataset",
      );
    });

    it("a dataset name that is not an identifier is refused before any query", async () => {
      const res = await readTable({ ...configured, VITALS_DATASET: "x; DROP TABLE y" });
      expect(res.status).toBe(503);
      expect(analytics.fake.queries).toEqual([]);
    });

    it("an unreachable API is a 502", async () => {
      quiet();
      const res = await readTable({ ...configured, ANALYTICS_SQL_API_BASE: "https://nowhere.fake.test/client/v4" });
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: string }).error).toContain("did not answer");
    });

    it("an answer of another shape is a 502", async () => {
      quiet();
      const handler = analytics.fake.handler;
      const original = globalThis.fetch;
      vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (!request.url.includes("/analytics_engine/sql")) return original(request);
        await handler(request);
        return new Response('{"blob1":"home","count()":3}\n', { headers: { "Content-Type": "application/x-ndjson" } });
      });
      const res = await readTable(configured);
      expect(res.status).toBe(502);
      expect(((await res.json()) as { error: string }).error).toContain("unexpected shape");
    });
  });
});
