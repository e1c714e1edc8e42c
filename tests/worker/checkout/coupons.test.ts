/**
 * Coupons (issue 16.1): the checkout applies only codes this shop issued (an affiliate's, or a
 * public code of PUBLIC_COUPON_CODES), and a purchase that cost nothing is fulfilled only when a
 * public code made it free. The order records the discount.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type Customer, checkoutSession, completedSession, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { freeCheckoutAllowed, publicCouponCodes, publicCouponProblem } from "#worker/services/checkout/coupons.ts";
import { anAffiliate, counts, createCheckout, deliver, fakeServicesPerTest } from "./helpers";

const fakes = fakeServicesPerTest();

const buyer = (): Customer => ({
  email: `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`,
  address: { line1: "1 Main Street", city: "Austin", postal_code: "73301", country: "US" },
});

async function openCheckout(couponCode: string, currency?: string) {
  const res = await createCheckout({ lookup_key: "Live_LifetimeLicense", coupon_code: couponCode, currency });
  expect(res.status).toBe(200);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  const session = [...fakes.stripe.sessions.values()].find((s) => s.client_secret === clientSecret);
  if (!session) throw new Error("no session");
  return { session, form: Object.fromEntries(fakes.stripe.createdWith.at(-1)?.entries() ?? []) };
}

const promotionLookups = () => fakes.stripe.requests.filter((r) => r.path === "/v1/promotion_codes");
const orderOf = (sessionId: string) =>
  env.DB.prepare("SELECT * FROM orders WHERE stripe_session_id = ?").bind(sessionId).first<Record<string, unknown>>();

describe("POST /stripe/create-checkout-payment: which codes apply", () => {
  it("never looks up a code the shop did not issue, even one that exists at Stripe", async () => {
    for (const code of ["PARTNERFREE", "NOSUCHCODE", "demo10"]) {
      const { form } = await openCheckout(code);
      expect(form).not.toHaveProperty("discounts[0][promotion_code]");
      expect(form).not.toHaveProperty("metadata[coupon_code]");
    }
    expect(promotionLookups()).toHaveLength(0);
  });

  it("applies a public code of PUBLIC_COUPON_CODES, without an affiliate", async () => {
    const { session, form } = await openCheckout("launch20");
    expect(form).toMatchObject({
      "discounts[0][promotion_code]": "promo_launch",
      "metadata[coupon_code]": "LAUNCH20",
      "metadata[promotion_code]": "promo_launch",
    });
    expect(form).not.toHaveProperty("metadata[affiliate_id]");
    expect(session.total_details.amount_discount).toBe(5_380);
  });

  it("gives no discount for a code that would make the licence free unless it is public; the affiliate keeps the sale", async () => {
    const affiliateId = await anAffiliate(30, ["PARTNERFREE"]);
    const { session, form } = await openCheckout("PARTNERFREE");
    expect(form).not.toHaveProperty("discounts[0][promotion_code]");
    expect(form).toMatchObject({
      "metadata[coupon_code]": "PARTNERFREE",
      "metadata[affiliate_id]": String(affiliateId),
    });
    expect(session.amount_total).toBe(26_900);
    // A public code may: the giveaway is free.
    expect((await openCheckout("GIVEAWAY100")).session.amount_total).toBe(0);
  });

  it("reads an amount-off code in the checkout's currency (its currency_options) before deciding it is free", async () => {
    // 10 dollars off, but the whole licence off in euros: free in euros only.
    fakes.stripe.addPromotionCode({
      id: "promo_eurofree",
      code: "EUROFREE",
      active: true,
      percent_off: null,
      amount_off: { amount: 1_000, currency: "usd", currency_options: { eur: 24_900 } },
    });
    await anAffiliate(30, ["EUROFREE"]);
    const inEuros = await openCheckout("EUROFREE", "eur");
    expect(inEuros.form).not.toHaveProperty("discounts[0][promotion_code]");
    expect(inEuros.session).toMatchObject({ currency: "eur", amount_total: 24_900 });
    expect(fakes.stripe.requests.find((r) => r.path === "/v1/promotion_codes")?.query).toContain(
      "promotion.coupon.currency_options",
    );
    const inDollars = await openCheckout("EUROFREE", "usd");
    expect(inDollars.form).toMatchObject({ "discounts[0][promotion_code]": "promo_eurofree" });
    expect(inDollars.session.amount_total).toBe(25_900);
  });

  it("applies an affiliate's code and names the affiliate", async () => {
    const affiliateId = await anAffiliate(25, ["DEMO10"]);
    const { form } = await openCheckout("DEMO10");
    expect(form).toMatchObject({
      "discounts[0][promotion_code]": "promo_demo",
      "metadata[coupon_code]": "DEMO10",
      "metadata[affiliate_id]": String(affiliateId),
    });
  });
});

describe("fulfilment of a checkout that cost nothing", () => {
  it("issues the licence when a public code made it free, and records the discount", async () => {
    const { session } = await openCheckout("GIVEAWAY100");
    const done = await fakes.stripe.completeSession(session.id, buyer());
    expect(done?.session.payment_status).toBe("no_payment_required");
    const res = await deliver(done?.event ?? stripeEvent("none", {}));
    expect(await res.json()).toEqual({ received: true, outcome: "fulfilled" });
    expect(await orderOf(session.id)).toMatchObject({
      amount_total: 0,
      amount_discount: 26_900,
      coupon_code: "GIVEAWAY100",
      stripe_promotion_code_id: "promo_giveaway",
      stripe_payment_intent_id: null,
    });
  });

  it("refuses a free licence from any other code (an affiliate's 100 % code included): no order, key or mail", async () => {
    const free = checkoutSession({
      amountDiscount: 26_900,
      metadata: {
        lookup_key: "Live_LifetimeLicense",
        coupon_code: "PARTNERFREE",
        promotion_code: "promo_partner_free",
      },
    });
    const done = completedSession(
      { ...free, discounts: [{ coupon: null, promotion_code: "promo_partner_free" }] },
      buyer(),
    );
    expect(done.payment_status).toBe("no_payment_required");
    const before = await counts();
    const res = await deliver(stripeEvent("checkout.session.completed", done));
    expect(await res.json()).toEqual({ received: true, outcome: "refused" });
    expect(await counts()).toEqual({ ...before, events: before.events + 1 });
  });

  it("refuses a free session whose discount is not the public code its metadata names", async () => {
    const open = checkoutSession({
      amountDiscount: 26_900,
      metadata: { lookup_key: "Live_LifetimeLicense", coupon_code: "GIVEAWAY100", promotion_code: "promo_giveaway" },
    });
    const forged = completedSession(
      { ...open, discounts: [{ coupon: null, promotion_code: "promo_partner_free" }] },
      buyer(),
    );
    expect(forged.payment_status).toBe("no_payment_required");
    const res = await deliver(stripeEvent("checkout.session.completed", forged));
    expect(await res.json()).toEqual({ received: true, outcome: "refused" });
    expect(await orderOf(forged.id)).toBeNull();
  });
});

describe("the coupon rules", () => {
  const publicCodes = publicCouponCodes({ PUBLIC_COUPON_CODES: " launch20 ,GIVEAWAY100,," });

  it("read PUBLIC_COUPON_CODES as upper-cased codes, and refuse a malformed list with a 503", () => {
    expect([...publicCodes]).toEqual(["LAUNCH20", "GIVEAWAY100"]);
    expect(publicCouponCodes({}).size).toBe(0);
    expect(() => publicCouponCodes({ PUBLIC_COUPON_CODES: "OK,not a code" })).toThrow(
      "Payments are not configured correctly on this server",
    );
  });

  it("refuse an entry with _ (Stripe's promotion codes cannot hold it) and name it as the problem", () => {
    const env = { PUBLIC_COUPON_CODES: "LAUNCH20,spring_sale" };
    expect(() => publicCouponCodes(env)).toThrow("Payments are not configured correctly on this server");
    expect(publicCouponProblem(env)).toBe(
      '"SPRING_SALE" is not a code: each code is 2-40 letters, digits or - (Stripe refuses _ and spaces)',
    );
    expect(publicCouponProblem({ PUBLIC_COUPON_CODES: "LAUNCH20, GIVE-AWAY" })).toBeNull();
  });

  it("allow a free checkout only with a listed code that is the session's discount", () => {
    const free = (metadata: Record<string, string>, promotionCode: string | null) =>
      ({ metadata, discounts: [{ promotion_code: promotionCode }] }) as unknown as Parameters<
        typeof freeCheckoutAllowed
      >[0];
    const listed = { coupon_code: "giveaway100", promotion_code: "promo_giveaway" };
    expect(freeCheckoutAllowed(free(listed, "promo_giveaway"), publicCodes)).toBe(true);
    expect(freeCheckoutAllowed(free(listed, null), publicCodes)).toBe(false);
    expect(freeCheckoutAllowed(free({ ...listed, coupon_code: "PARTNER" }, "promo_giveaway"), publicCodes)).toBe(false);
    expect(freeCheckoutAllowed(free({ coupon_code: "GIVEAWAY100" }, "promo_giveaway"), publicCodes)).toBe(false);
  });
});
