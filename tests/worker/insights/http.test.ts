/** The charts over HTTP: operators only, and a range, currency or tax mode the API does not take is a 400 saying why. */
import { SELF } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { revenueAnswer } from "#common/api/insights.ts";
import { adminGet, adminServicesPerTest, SITE } from "#tests/worker/admin/access.ts";
import { aSale, emptyShop } from "./seed";

adminServicesPerTest();
beforeEach(emptyShop);

describe("the insights API", () => {
  it("answers an operator each chart", async () => {
    await aSale({ at: Date.now() - 1_000, currency: "jpy", total: 40_000 });
    const revenue = await adminGet("/api/admin/insights/revenue/30d/jpy/incl");
    expect(revenue.status).toBe(200);
    expect(revenue.headers.get("Cache-Control")).toContain("no-store");
    const answer = revenueAnswer.parse(await revenue.json());
    expect(answer.total).toEqual({ count: 1, amount: 40_000 });
    for (const path of [
      "/api/admin/insights/licences/90d",
      "/api/admin/insights/countries/365d/excl",
      "/api/admin/insights/channels/30d/usd/excl",
      "/api/admin/insights/funnel/30d",
      "/api/admin/insights/outbox/90d",
    ]) {
      expect((await adminGet(path)).status, path).toBe(200);
    }
  });

  it("refuses anyone but an operator", async () => {
    const res = await SELF.fetch(`${SITE}/api/admin/insights/revenue/30d/usd/incl`);
    expect([401, 403]).toContain(res.status);
  });

  it.each([
    ["/api/admin/insights/revenue/7d/usd/incl", "range: must be 30d, 90d or 365d"],
    ["/api/admin/insights/revenue/30d/USD/incl", "currency: must be a lower-case ISO 4217 code, e.g. usd"],
    ["/api/admin/insights/revenue/30d/us/incl", "currency: must be a lower-case ISO 4217 code, e.g. usd"],
    ["/api/admin/insights/revenue/30d/abc/incl", "currency: is not an ISO 4217 currency code"],
    ["/api/admin/insights/revenue/30d/usd/gross", "tax: must be incl or excl"],
    ["/api/admin/insights/channels/1y/eur/incl", "range: must be 30d, 90d or 365d"],
    ["/api/admin/insights/countries/30d/net", "tax: must be incl or excl"],
    ["/api/admin/insights/licences/all", "range: must be 30d, 90d or 365d"],
  ])("answers %s with a 400 saying why", async (path, reason) => {
    const res = await adminGet(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: reason });
  });
});
