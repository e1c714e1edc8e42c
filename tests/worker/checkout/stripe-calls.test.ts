/**
 * Fewer and safer Stripe calls (issue 21.4): the Price and promotion code are looked up once and
 * cached in D1, so a checkout is one Stripe call after the first; every POST carries an
 * idempotency key derived from the request, so a retried request never opens a second session.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { LOOKUP_TTL_MS } from "#worker/services/stripe-lookups.ts";
import { anAffiliate, createCheckout, deliver, fakeServicesPerTest } from "./helpers";

const fakes = fakeServicesPerTest();

const licence = { lookup_key: "Live_LifetimeLicense" };
const callsOf = () => fakes.stripe.requests.map((r) => `${r.method} ${r.path}`);
const secretOf = async (res: Response) => {
  expect(res.status).toBe(200);
  return ((await res.json()) as { clientSecret: string }).clientSecret;
};

describe("Stripe calls per checkout", () => {
  it("makes three calls for the first checkout with a coupon, then one per checkout", async () => {
    await anAffiliate(20, ["DEMO10"]);
    await secretOf(await createCheckout({ ...licence, coupon_code: "DEMO10" }));
    expect(callsOf()).toEqual(["GET /v1/prices", "GET /v1/promotion_codes", "POST /v1/checkout/sessions"]);
    for (let i = 0; i < 3; i++) await secretOf(await createCheckout({ ...licence, coupon_code: "DEMO10" }));
    expect(callsOf().slice(3)).toEqual(Array(3).fill("POST /v1/checkout/sessions"));
    await secretOf(await createCheckout(licence));
    expect(callsOf().slice(6)).toEqual(["POST /v1/checkout/sessions"]);
  });

  it.each([
    {
      name: "asks Stripe again once the cached Price is older than the TTL",
      stale: () => env.DB.prepare("UPDATE stripe_lookups SET fetched_at = fetched_at - ?").bind(LOOKUP_TTL_MS).run(),
    },
    {
      name: "forgets cached Prices when Stripe reports a price change",
      stale: () => deliver(fakes.stripe.priceEvent("price.updated", "Live_LifetimeLicense")),
    },
  ])("$name", async ({ stale }) => {
    await secretOf(await createCheckout(licence));
    await stale();
    await secretOf(await createCheckout(licence));
    expect(callsOf()).toEqual([
      "GET /v1/prices",
      "POST /v1/checkout/sessions",
      "GET /v1/prices",
      "POST /v1/checkout/sessions",
    ]);
  });

  it("refreshes a Price Stripe no longer takes and sells the new one, in the same request", async () => {
    await secretOf(await createCheckout(licence));
    fakes.stripe.replacePrice("Live_LifetimeLicense", {
      id: "price_lifetime_2027",
      unit_amount: 29_900,
      currency: "usd",
      type: "one_time",
      tax_behavior: "exclusive",
    });
    await secretOf(await createCheckout(licence));
    expect(fakes.stripe.createdWith.at(-1)?.get("line_items[0][price]")).toBe("price_lifetime_2027");
    expect(callsOf().slice(2)).toEqual(["POST /v1/checkout/sessions", "GET /v1/prices", "POST /v1/checkout/sessions"]);
  });
});

describe("idempotency", () => {
  it("answers a retried request (same attempt key) with the session the first one opened", async () => {
    const attemptKey = crypto.randomUUID();
    const first = await secretOf(await createCheckout(licence, { attemptKey }));
    const again = await secretOf(await createCheckout(licence, { attemptKey }));
    expect(again).toBe(first);
    expect(fakes.stripe.sessions.size).toBe(1);
    const posts = fakes.stripe.requests.filter((r) => r.method === "POST");
    expect(posts).toHaveLength(2);
    expect(posts[0]?.idempotencyKey).toMatch(/^checkout-[0-9a-f]{64}$/);
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
  });

  it("opens a new session for a new attempt, or the same attempt with other parameters", async () => {
    const attemptKey = crypto.randomUUID();
    await anAffiliate(10, ["WITHKEY"]);
    const secrets = new Set([
      await secretOf(await createCheckout(licence, { attemptKey })),
      await secretOf(await createCheckout({ ...licence, coupon_code: "WITHKEY" }, { attemptKey })),
      await secretOf(await createCheckout(licence, { attemptKey: crypto.randomUUID() })),
    ]);
    expect(secrets.size).toBe(3);
  });

  it("puts an idempotency key on every Stripe POST, with or without an attempt key", async () => {
    await secretOf(await createCheckout(licence));
    await secretOf(await createCheckout(licence));
    const keys = fakes.stripe.requests.filter((r) => r.method === "POST").map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key?.startsWith("checkout-"))).toBe(true);
    expect(new Set(keys).size).toBe(2);
    expect(fakes.stripe.sessions.size).toBe(2);
  });
});
