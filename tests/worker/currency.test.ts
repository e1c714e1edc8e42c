/**
 * The visitor's currency at the edge (decision 056): every page's <html> names it, from the
 * `currency` cookie, else the country, else US dollars; never one the licence is not sold in.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { CURRENCY_COOKIE } from "#common/currency-choice.ts";

const currencyOf = async (path: string, options: { cookie?: string; country?: string } = {}) => {
  const res = await SELF.fetch(`https://ticksim.test${path}`, {
    redirect: "manual",
    headers: options.cookie ? { Cookie: options.cookie } : {},
    ...(options.country ? { cf: { country: options.country } } : {}),
  } as RequestInit);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { currency: /<html[^>]* data-currency="([^"]*)"/.exec(html)?.[1], vary: res.headers.get("Vary") };
};

describe("the visitor's currency on <html>", () => {
  it.each([
    ["JP", "jpy"],
    ["BR", "brl"],
    ["GB", "gbp"],
    ["DE", "eur"],
    ["BG", "eur"],
    ["US", "usd"],
    ["CH", "usd"],
    ["CA", "usd"],
  ])("a visitor from %s sees %s", async (country, currency) => {
    expect((await currencyOf("/pricing/desktop", { country })).currency).toBe(currency);
  });

  it("is US dollars when Cloudflare names no country", async () => {
    expect((await currencyOf("/")).currency).toBe("usd");
  });

  it("honours the remembered choice over the country, on every page, and varies on the cookie", async () => {
    const chosen = await currencyOf("/ja/", { cookie: `${CURRENCY_COOKIE}=eur`, country: "JP" });
    expect(chosen.currency).toBe("eur");
    expect(chosen.vary).toMatch(/\bCookie\b/);
    expect((await currencyOf("/OrderSummary", { cookie: `${CURRENCY_COOKIE}=GBP` })).currency).toBe("gbp");
  });

  it("ignores a cookie naming a currency the licence is not sold in (anyone can set one)", async () => {
    for (const cookie of ["chf", "<x>", "", "usd2"]) {
      expect((await currencyOf("/", { cookie: `${CURRENCY_COOKIE}=${cookie}`, country: "BR" })).currency, cookie).toBe(
        "brl",
      );
    }
  });
});
