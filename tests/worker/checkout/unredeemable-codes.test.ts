/**
 * A promotion code Stripe still lists as active but will not redeem for this purchase (its
 * coupon expired, the code expired or is used up, first-time customers only, a minimum amount)
 * never blocks the sale: the checkout opens without the discount, the answer names the code so
 * the order page can say so, and Stripe is asked a bounded number of times.
 */
import { describe, expect, it } from "vitest";
import type { FakePromotionCode } from "#tests/fakes/stripe-console.ts";
import { anAffiliate, createCheckout, fakeServicesPerTest } from "./helpers";

const fakes = fakeServicesPerTest();

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Each of Stripe's restrictions, on a code of its own. */
const restricted: Record<string, Omit<FakePromotionCode, "id" | "code" | "active" | "percent_off">> = {
  "coupon no longer valid": { coupon_valid: false },
  "code expired": { expires_at: nowSeconds() - 60 },
  "redeemed the maximum number of times": { max_redemptions: 1, times_redeemed: 1 },
  "first-time customers only": { first_time_transaction: true },
  "minimum amount not reached": { minimum_amount: 50_000, minimum_amount_currency: "usd" },
};

const callsTo = (method: string, path: string) =>
  fakes.stripe.requests.filter((r) => r.method === method && r.path === path).length;

describe("POST /stripe/create-checkout-payment with a code Stripe will not redeem", () => {
  for (const [restriction, rules] of Object.entries(restricted)) {
    it(`opens the checkout without the discount and names the code: ${restriction}`, async () => {
      const code = `R${crypto.randomUUID().replace(/-/g, "").slice(0, 8)}`.toUpperCase();
      const affiliateId = await anAffiliate(30, [code]);
      fakes.stripe.addPromotionCode({
        id: `promo_${code.toLowerCase()}`,
        code,
        active: true,
        percent_off: 10,
        ...rules,
      });

      const res = await createCheckout({ lookup_key: "Live_LifetimeLicense", coupon_code: code });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { clientSecret: string; unusableCoupon?: string };
      expect(answer.unusableCoupon).toBe(code);

      const session = [...fakes.stripe.sessions.values()].find((s) => s.client_secret === answer.clientSecret);
      expect(session?.discounts).toEqual([]);
      expect(session?.amount_total).toBe(26_900);
      // The affiliate still referred the buyer.
      expect(session?.metadata).toMatchObject({ coupon_code: code, affiliate_id: String(affiliateId) });
      expect(session?.metadata).not.toHaveProperty("promotion_code");
      // The refused session, one look at the code again, the session without it: no retry storm.
      expect(callsTo("POST", "/v1/checkout/sessions")).toBe(2);
      expect(callsTo("GET", "/v1/promotion_codes")).toBe(2);
    });
  }

  it("names no code when the code applied", async () => {
    const code = "GOODCODE";
    await anAffiliate(30, [code]);
    fakes.stripe.addPromotionCode({ id: "promo_goodcode", code, active: true, percent_off: 10 });
    const res = await createCheckout({ lookup_key: "Live_LifetimeLicense", coupon_code: code });
    expect(await res.json()).toEqual({ clientSecret: expect.any(String), currency: "usd" });
    expect([...fakes.stripe.sessions.values()][0]?.discounts).toEqual([
      { coupon: null, promotion_code: "promo_goodcode" },
    ]);
  });
});
