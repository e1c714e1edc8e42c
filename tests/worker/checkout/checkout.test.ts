import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { anAffiliate, anIp, createCheckout as create, fakeServicesPerTest, SITE, sessionStatus } from "./helpers";

const fakes = fakeServicesPerTest();

const lastCreated = () => {
  const form = fakes.stripe.createdWith.at(-1);
  if (!form) throw new Error("no session was created");
  return Object.fromEntries(form.entries());
};

describe("POST /stripe/create-checkout-payment", () => {
  it("creates an embedded USD payment session for the lifetime price and answers its client secret", async () => {
    const res = await create({ lookup_key: "Live_LifetimeLicense" });
    expect(res.status).toBe(200);
    const { clientSecret } = (await res.json()) as { clientSecret: string };
    const [session] = [...fakes.stripe.sessions.values()];
    expect(clientSecret).toBe(session?.client_secret);
    expect(lastCreated()).toMatchObject({
      mode: "payment",
      ui_mode: "embedded_page",
      currency: "usd",
      "line_items[0][price]": "price_lifetime",
      "line_items[0][quantity]": "1",
      return_url: `${SITE}/OrderSummary?sid={CHECKOUT_SESSION_ID}`,
      "metadata[lookup_key]": "Live_LifetimeLicense",
      "invoice_creation[invoice_data][metadata][lookup_key]": "Live_LifetimeLicense",
    });
    expect(session?.return_url).toBe(`${SITE}/OrderSummary?sid=${session?.id}`);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("applies an affiliate's coupon and records it with the affiliate in the metadata", async () => {
    const affiliateId = await anAffiliate(30, ["DEMO10"]);
    expect((await create({ lookup_key: "Live_LifetimeLicense", coupon_code: "demo10" })).status).toBe(200);
    expect(lastCreated()).toMatchObject({
      "discounts[0][promotion_code]": "promo_demo",
      "metadata[coupon_code]": "DEMO10",
      "metadata[affiliate_id]": String(affiliateId),
      "payment_intent_data[metadata][coupon_code]": "DEMO10",
    });
    expect([...fakes.stripe.sessions.values()][0]?.amount_total).toBe(24_210);
  });

  it("does not block the purchase on an unknown or expired coupon", async () => {
    expect((await create({ lookup_key: "Live_LifetimeLicense", coupon_code: "NOSUCHCODE" })).status).toBe(200);
    expect(lastCreated()).not.toHaveProperty("discounts[0][promotion_code]");
    expect(lastCreated()).not.toHaveProperty("metadata[coupon_code]");

    const affiliateId = await anAffiliate(25, ["EXPIRED"]);
    expect((await create({ lookup_key: "Live_LifetimeLicense", coupon_code: "EXPIRED" })).status).toBe(200);
    const form = lastCreated();
    expect(form).not.toHaveProperty("discounts[0][promotion_code]");
    // The affiliate still referred the buyer: the sale is theirs, at full price.
    expect(form).toMatchObject({ "metadata[coupon_code]": "EXPIRED", "metadata[affiliate_id]": String(affiliateId) });
  });

  it("accepts a missing or null coupon (the cookie may be absent)", async () => {
    expect((await create({ lookup_key: "Live_LifetimeLicense", coupon_code: null })).status).toBe(200);
    expect((await create({ lookup_key: "Live_LifetimeLicense", coupon_code: "" })).status).toBe(200);
  });

  it("sells only the licence: any other lookup key, an active Price's too, is a 400 before Stripe that never repeats it", async () => {
    fakes.stripe.replacePrice("Live_WebPlanMonthly", {
      id: "price_web_monthly",
      unit_amount: 2_599,
      currency: "usd",
      type: "recurring",
      tax_behavior: "exclusive",
    });
    for (const lookup_key of ["Live_WebPlanMonthly", "NoSuchKey", "Old_LifetimeLicense", " Live_LifetimeLicense"]) {
      const res = await create({ lookup_key, coupon_code: "LAUNCH20" });
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: string };
      expect(error).toBe("lookup_key: only the lifetime licence is sold here");
      expect(error).not.toContain(lookup_key.trim());
    }
    expect(fakes.stripe.requests).toHaveLength(0);
  });

  it("answers 400 or 415 with a message for malformed requests", async () => {
    const cases: [unknown, number][] = [
      [{}, 400],
      [{ lookup_key: "" }, 400],
      [{ lookup_key: 42 }, 400],
      [{ lookup_key: "Live_LifetimeLicense", coupon_code: "x".repeat(65) }, 400],
      // Stripe's promotion codes hold letters, digits and - only: such a code can never apply.
      [{ lookup_key: "Live_LifetimeLicense", coupon_code: "SPRING_SALE" }, 400],
      ["{not json", 400],
    ];
    for (const [body, status] of cases) {
      const res = await create(body);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: string }).error).toMatch(/\w/);
    }
    const wrongType = await SELF.fetch(`${SITE}/stripe/create-checkout-payment`, {
      method: "POST",
      headers: { "CF-Connecting-IP": anIp() },
      body: "a=b",
    });
    expect(wrongType.status).toBe(415);
    const badKey = await create({ lookup_key: "Live_LifetimeLicense" }, { attemptKey: "short" });
    expect(badKey.status).toBe(400);
    expect(await badKey.json()).toEqual({ error: "Idempotency-Key must be 16-64 letters, digits, - or _" });
    expect(fakes.stripe.requests).toHaveLength(0);
  });

  it("turns Stripe's failures into a 502 with a clear message", async () => {
    // Two failures: the client retries a 5xx once before giving up.
    fakes.stripe.failNext(500, { type: "api_error", message: "An unknown error occurred" }, 2);
    const res = await create({ lookup_key: "Live_LifetimeLicense" });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({
      error: "The payment provider could not start the checkout; please try again in a few minutes",
    });

    fakes.stripe.failNext(401, { type: "authentication_error", message: "Invalid API Key provided" });
    expect((await create({ lookup_key: "Live_LifetimeLicense" })).status).toBe(502);
  });
});

describe("GET /stripe/session/{sid}", () => {
  async function aSession() {
    await create({ lookup_key: "Live_LifetimeLicense" });
    const [session] = [...fakes.stripe.sessions.values()];
    if (!session) throw new Error("no session");
    return session.id;
  }
  const status = async (sid: string) => {
    const res = await sessionStatus(sid);
    return { code: res.status, body: await res.json() };
  };

  it("answers open, complete and expired", async () => {
    const sid = await aSession();
    expect(await status(sid)).toEqual({ code: 200, body: { status: "open" } });
    await fakes.stripe.completeSession(sid, {
      email: "buyer@example.com",
      address: { line1: "1 Main Street", city: "Austin", postal_code: "73301", country: "US" },
    });
    expect(await status(sid)).toEqual({ code: 200, body: { status: "complete" } });

    const other = await aSession();
    fakes.stripe.expireSession(other);
    expect(await status(other)).toEqual({ code: 200, body: { status: "expired" } });
  });

  it("answers 404 for an unknown session and 400 for a malformed id", async () => {
    expect(await status("cs_test_unknown")).toEqual({ code: 404, body: { error: "No such checkout session" } });
    const bad = await status("not-a-session");
    expect(bad.code).toBe(400);
    expect(bad.body).toEqual({ error: "sid: sid must be a Checkout Session id (cs_...)" });
  });

  it("rides out one failure with the client's retry, and answers 502 when Stripe stays down", async () => {
    const sid = await aSession();
    fakes.stripe.failNext(503, { type: "api_error", message: "Service unavailable" });
    expect(await status(sid)).toEqual({ code: 200, body: { status: "open" } });
    fakes.stripe.failNext(503, { type: "api_error", message: "Service unavailable" }, 2);
    expect((await status("cs_test_any")).code).toBe(502);
  });
});
