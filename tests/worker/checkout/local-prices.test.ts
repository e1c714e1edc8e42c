/**
 * Local prices (issue 29 item 5, decision 056): the checkout charges the currency the order page
 * showed, at the Price's currency option, which must be the amount the pages print; anything
 * else is charged in the Price's own currency (US dollars) and the answer says so.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { LICENCE_CURRENCIES, LICENCE_PRICES } from "#common/prices.ts";
import { isTaxInclusive, TAX_INCLUSIVE_CURRENCIES } from "#common/tax.ts";
import { createStripeFake, defaultPrices, type FakePrice, licenceCurrencyOptions } from "#tests/fakes/stripe.ts";
import { stripeEvent } from "#tests/fakes/stripe-events.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { anAffiliate, createCheckout as create, deliver, fakeServicesPerTest, stripeFakeCall } from "./helpers";

const fakes = fakeServicesPerTest();

const lastCreated = () => Object.fromEntries(fakes.stripe.createdWith.at(-1)?.entries() ?? []);
const lastSession = () => [...fakes.stripe.sessions.values()].at(-1);
const buy = async (extra: Record<string, unknown> = {}) => {
  const res = await create({ lookup_key: "Live_LifetimeLicense", ...extra });
  return { status: res.status, body: (await res.json()) as { currency?: string; error?: string } };
};

/** A Stripe account whose licence Price is `price` (the default one changed as the test says). */
function withLicencePrice(change: Partial<FakePrice>) {
  const licence = { ...(defaultPrices[0] as FakePrice), ...change };
  const stripe = createStripeFake({
    apiKey: workerTestBindings.STRIPE_SECRET_KEY,
    webhookSecret: workerTestBindings.STRIPE_WEBHOOK_SECRET,
    prices: [licence],
  });
  vi.stubGlobal("fetch", routeOutbound({ stripe: stripe.handler, mail: fakes.mail.handler }));
  return stripe;
}

describe("the checkout's currency", () => {
  it.each(LICENCE_CURRENCIES)("charges %s at the amount the pages print", async (currency) => {
    expect(await buy({ currency })).toEqual({ status: 200, body: expect.objectContaining({ currency }) });
    expect(lastCreated()).toMatchObject({ currency, "adaptive_pricing[enabled]": "false" });
    expect(lastSession()).toMatchObject({ currency, amount_subtotal: LICENCE_PRICES[currency] });
  });

  it("takes the code in either case", async () => {
    expect((await buy({ currency: "JPY" })).body.currency).toBe("jpy");
    expect(lastSession()?.amount_subtotal).toBe(39_800);
  });

  it("charges US dollars when the page sent no currency (an older page)", async () => {
    expect((await buy()).body.currency).toBe("usd");
    expect(lastSession()).toMatchObject({ currency: "usd", amount_subtotal: 26_900 });
  });

  it.each(["chf", "xyz", "CAD"])(
    "falls back to US dollars for %s, a currency the Price does not carry",
    async (currency) => {
      expect(await buy({ currency })).toEqual({ status: 200, body: expect.objectContaining({ currency: "usd" }) });
      expect(lastCreated()).toMatchObject({ currency: "usd" });
      expect(lastSession()?.amount_subtotal).toBe(26_900);
    },
  );

  it("falls back to US dollars when the Price lost a currency the site sells in, and logs it", async () => {
    const { jpy: _dropped, ...others } = licenceCurrencyOptions;
    const stripe = withLicencePrice({ currency_options: others });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await buy({ currency: "jpy" })).body.currency).toBe("usd");
    expect(stripe.createdWith.at(-1)?.get("currency")).toBe("usd");
    expect(logged.mock.calls.join("\n")).toContain("in JPY carries no currency option: sold in USD instead");
    expect(stripe.violations).toEqual([]);
  });

  it("never charges a local amount the pages do not print: another EUR amount falls back to US dollars", async () => {
    const stripe = withLicencePrice({ currency_options: { ...licenceCurrencyOptions, eur: { unit_amount: 25_900 } } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await buy({ currency: "eur" })).body.currency).toBe("usd");
    expect(logged.mock.calls.join("\n")).toContain("in EUR is 25900 minor units; the site says 24900");
    expect([...stripe.sessions.values()].at(-1)).toMatchObject({ currency: "usd", amount_subtotal: 26_900 });
  });

  it("falls back when a currency option's own tax behaviour is not the site's", async () => {
    withLicencePrice({
      currency_options: {
        ...licenceCurrencyOptions,
        gbp: { unit_amount: LICENCE_PRICES.gbp, tax_behavior: "exclusive" },
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await buy({ currency: "gbp" })).body.currency).toBe("usd");
    expect(logged.mock.calls.join("\n")).toContain("in GBP is tax exclusive; the site says inclusive");
  });

  it("never sells a tax-inclusive currency from a Price made before it was (options without their own behaviour)", async () => {
    const unspecified = Object.fromEntries(
      Object.entries(licenceCurrencyOptions).map(([currency, option]) => [
        currency,
        { unit_amount: option.unit_amount },
      ]),
    );
    withLicencePrice({ currency_options: unspecified });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    for (const currency of TAX_INCLUSIVE_CURRENCIES) {
      expect((await buy({ currency })).body.currency).toBe("usd");
    }
    expect(logged.mock.calls.join("\n")).toContain("in EUR is tax exclusive; the site says inclusive");
  });

  it("looks the Price up again when Stripe refuses a currency the cache still lists, then sells in what it carries", async () => {
    await buy({ currency: "brl" });
    const { brl: _gone, ...others } = licenceCurrencyOptions;
    fakes.stripe.replacePrice("Live_LifetimeLicense", {
      id: "price_lifetime_2027",
      unit_amount: 26_900,
      currency: "usd",
      type: "one_time",
      tax_behavior: "exclusive",
      currency_options: others,
    });
    // The first Price is archived too: the cached id is refused, the fresh Price has no BRL.
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await buy({ currency: "brl" })).body.currency).toBe("usd");
    expect(lastCreated()).toMatchObject({ "line_items[0][price]": "price_lifetime_2027", currency: "usd" });
  });

  it.each(["e", "euro", "12€", 978])(
    "refuses a malformed currency (%s) with a 400 before calling Stripe",
    async (currency) => {
      const { status, body } = await buy({ currency });
      expect(status).toBe(400);
      expect(body.error).toContain("currency must be a three-letter ISO 4217 code");
      expect(fakes.stripe.requests).toHaveLength(0);
    },
  );

  it("records the checkout start in the currency charged", async () => {
    await buy({ currency: "gbp" });
    const row = await env.DB.prepare("SELECT currency FROM checkout_starts ORDER BY rowid DESC LIMIT 1").first();
    expect(row).toEqual({ currency: "gbp" });
  });
});

describe("prices a consumer pays (decision 069)", () => {
  /** Pays the last session from an address in `country` and answers its order's amounts. */
  async function payFrom(country: string, address: Record<string, string>) {
    const open = lastSession();
    const done = await fakes.stripe.completeSession(open?.id ?? "", { email: "buyer@example.com", country, address });
    expect(await (await deliver(done?.event ?? stripeEvent("none", {}))).json()).toMatchObject({
      outcome: "fulfilled",
    });
    return env.DB.prepare("SELECT currency, amount_tax, amount_total FROM orders WHERE stripe_session_id = ?")
      .bind(open?.id ?? "")
      .first();
  }

  it("includes the tax in euros, pounds, yen and reais, the markets whose rules want the total; not in US dollars", () => {
    expect(LICENCE_CURRENCIES.filter(isTaxInclusive)).toEqual(["eur", "gbp", "jpy", "brl"]);
  });

  it("charges a French buyer in euros exactly the 249 € the page printed, its 20 % VAT inside", async () => {
    expect((await buy({ currency: "eur" })).body.currency).toBe("eur");
    const paris = { line1: "8 rue de la Paix", city: "Paris", postal_code: "75002" };
    // 249.00 € is 207.50 € plus 41.50 € of VAT.
    expect(await payFrom("FR", paris)).toEqual({ currency: "eur", amount_tax: 4_150, amount_total: 24_900 });
    const invoice = [...fakes.stripe.invoices.values()].at(-1);
    expect(invoice).toMatchObject({ total: 24_900, total_excluding_tax: 20_750 });
    expect(invoice?.total_taxes).toEqual([expect.objectContaining({ amount: 4_150, tax_behavior: "inclusive" })]);
  });

  it("charges a British buyer in pounds the £219 printed, VAT inside", async () => {
    await buy({ currency: "gbp" });
    const london = { line1: "10 Downing Street", city: "London", postal_code: "SW1A 2AA" };
    expect(await payFrom("GB", london)).toEqual({ currency: "gbp", amount_tax: 3_650, amount_total: 21_900 });
  });

  it("keeps US dollars tax-exclusive: the VAT is added to $269", async () => {
    await buy({ currency: "usd" });
    const paris = { line1: "8 rue de la Paix", city: "Paris", postal_code: "75002" };
    expect(await payFrom("FR", paris)).toEqual({ currency: "usd", amount_tax: 5_380, amount_total: 32_280 });
  });
});

describe("a sale in yen, which has no minor unit", () => {
  it("records the order, the affiliate's sale and the commission in whole yen", async () => {
    const affiliateId = await anAffiliate(30, ["DEMO10"]);
    const { body } = await buy({ currency: "jpy", coupon_code: "DEMO10", locale: "ja" });
    expect(body.currency).toBe("jpy");
    const open = lastSession();
    const done = await fakes.stripe.completeSession(open?.id ?? "", {
      email: "kaito@example.com",
      country: "JP",
      address: { line1: "1-1 Chiyoda", city: "Tokyo", postal_code: "100-0001" },
    });
    expect(await (await deliver(done?.event ?? stripeEvent("none", {}))).json()).toMatchObject({
      outcome: "fulfilled",
    });
    const order = await env.DB.prepare(
      "SELECT currency, amount_subtotal, amount_discount, amount_total FROM orders WHERE stripe_session_id = ?",
    )
      .bind(open?.id ?? "")
      .first();
    // ¥39,800 less 10 %: ¥3,980 off, no tax outside the fake's registrations.
    expect(order).toEqual({ currency: "jpy", amount_subtotal: 39_800, amount_discount: 3_980, amount_total: 35_820 });
    const sale = await env.DB.prepare(
      "SELECT currency, amount_commission FROM transactions WHERE affiliate_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(affiliateId)
      .first();
    // 30 % of ¥35,820 paid before tax: ¥10,746, never a fraction of a yen.
    expect(sale).toEqual({ currency: "jpy", amount_commission: 10_746 });
    const commission = await env.DB.prepare("SELECT currency, amount FROM commissions WHERE affiliate_id = ?")
      .bind(affiliateId)
      .first();
    expect(commission).toEqual({ currency: "jpy", amount: 10_746 });
  });
});

const sessionForm = (currency: string) => ({
  mode: "payment",
  ui_mode: "embedded_page",
  return_url: "https://ticksim.test/OrderSummary",
  "line_items[0][price]": "price_lifetime",
  "line_items[0][quantity]": "1",
  currency,
  locale: "ja",
  "adaptive_pricing[enabled]": "false",
});

describe("the Stripe fake's prices in several currencies, as Stripe's contract says", () => {
  it("lists a Price's currency options (its own currency among them) only when expand[] asks", async () => {
    const plain = await stripeFakeCall(fakes.stripe, "GET", "/v1/prices", { "lookup_keys[0]": "Live_LifetimeLicense" });
    expect((plain.json.data as Record<string, unknown>[])[0]).not.toHaveProperty("currency_options");
    const expanded = await stripeFakeCall(fakes.stripe, "GET", "/v1/prices", {
      "lookup_keys[0]": "Live_LifetimeLicense",
      "expand[0]": "data.currency_options",
    });
    const options = (expanded.json.data as { currency_options: Record<string, { unit_amount: number }> }[])[0]
      ?.currency_options;
    expect(Object.keys(options ?? {}).sort()).toEqual([...LICENCE_CURRENCIES].sort());
    expect(options?.jpy).toEqual({
      custom_unit_amount: null,
      tax_behavior: "inclusive",
      unit_amount: 39_800,
      unit_amount_decimal: "39800",
    });
  });

  it("opens a session in a currency option's amount, answering its currency, locale and adaptive pricing", async () => {
    const { status, json } = await stripeFakeCall(fakes.stripe, "POST", "/v1/checkout/sessions", sessionForm("jpy"));
    expect(status).toBe(200);
    expect(json).toMatchObject({
      currency: "jpy",
      amount_subtotal: 39_800,
      locale: "ja",
      adaptive_pricing: { enabled: false },
    });
  });

  it("refuses a currency the Price does not carry, as Stripe does", async () => {
    const { status, json } = await stripeFakeCall(fakes.stripe, "POST", "/v1/checkout/sessions", sessionForm("chf"));
    expect(status).toBe(400);
    expect(json.error).toMatchObject({
      type: "invalid_request_error",
      param: "currency",
      message: expect.stringContaining("doesn't include the expected currency of `chf`"),
    });
  });

  it("refuses a locale Stripe does not have (the site's zh-Hans is Stripe's zh)", async () => {
    const { status, json } = await stripeFakeCall(fakes.stripe, "POST", "/v1/checkout/sessions", {
      ...sessionForm("usd"),
      locale: "zh-Hans",
    });
    expect(status).toBe(400);
    expect(json.error).toMatchObject({ param: "locale" });
  });
});
