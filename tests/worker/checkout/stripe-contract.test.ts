/**
 * The Stripe fake holds to Stripe's contract (tests/contracts/stripe): it refuses a request
 * Stripe refuses, with Stripe's error, and it cannot answer or send what Stripe never would.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import objects from "#tests/contracts/stripe/objects.generated.json" with { type: "json" };
import { INCLUDABLE_EXCEPTIONS } from "#tests/contracts/stripe/overlay.ts";
import { ContractViolation, checkObject, decodeForm, errorAnswer, listAnswer } from "#tests/fakes/stripe-contract.ts";
import { invoicePaymentOf, paidInvoice, refundedCharge, refundOf, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { HANDLED_EVENT_TYPES } from "#worker/services/checkout/webhook.ts";
import { createPromotionCode } from "#worker/services/stripe.ts";
import { deliver, fakeServicesPerTest, stripeFakeCall } from "./helpers";

const fakes = fakeServicesPerTest();

/** A raw API call to the fake: its status and the error it answers, if any. */
async function call(method: "GET" | "POST", path: string, form: Record<string, string>) {
  const { status, json } = await stripeFakeCall(fakes.stripe, method, path, form);
  return { status, error: json.error as Record<string, string> | undefined };
}

describe("the Stripe fake refuses what Stripe refuses", () => {
  it("an unknown parameter, in the body or the query: 400 parameter_unknown", async () => {
    expect(await call("POST", "/v1/coupons", { percent_off: "10", duration: "once", colour: "red" })).toEqual({
      status: 400,
      error: expect.objectContaining({
        type: "invalid_request_error",
        code: "parameter_unknown",
        param: "colour",
        message: "Received unknown parameter: colour",
      }),
    });
    const nested = await call("GET", "/v1/prices", { "lookup_keys[0]": "x", "recurring[colour]": "red" });
    expect(nested.error).toMatchObject({ code: "parameter_unknown", param: "recurring[colour]" });
  });

  it("a missing, mistyped or unknown-enum parameter, with Stripe's codes", async () => {
    expect((await call("POST", "/v1/promotion_codes", { code: "ABC" })).error).toMatchObject({
      code: "parameter_missing",
      param: "promotion",
    });
    expect((await call("GET", "/v1/prices", { limit: "ten" })).error).toMatchObject({
      code: "parameter_invalid_integer",
      param: "limit",
    });
    expect((await call("POST", "/v1/coupons", { percent_off: "10", duration: "" })).error).toMatchObject({
      code: "parameter_invalid_empty",
      param: "duration",
    });
    expect((await call("POST", "/v1/coupons", { percent_off: "10", duration: "sometimes" })).error).toMatchObject({
      type: "invalid_request_error",
      param: "duration",
      message: "Invalid duration: must be one of forever, once, repeating",
    });
  });

  it("the documented limits the SDK's types do not carry: metadata, code alphabet, percent off", async () => {
    const coupon = { percent_off: "10", duration: "once" };
    expect((await call("POST", "/v1/coupons", { ...coupon, "metadata[note]": "x".repeat(501) })).error).toMatchObject({
      type: "invalid_request_error",
      param: "metadata",
      message: expect.stringMatching(/^Invalid val: x+ must be a string under 500 characters$/),
    });
    expect(
      (await call("POST", "/v1/coupons", { ...coupon, [`metadata[${"k".repeat(41)}]`]: "v" })).error,
    ).toMatchObject({
      param: "metadata",
      message: expect.stringContaining("must be a string under 40 characters"),
    });
    const fiftyOne = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`metadata[k${i}]`, "v"]));
    expect((await call("POST", "/v1/coupons", { ...coupon, ...fiftyOne })).error).toMatchObject({ param: "metadata" });
    expect((await call("POST", "/v1/coupons", { percent_off: "120", duration: "once" })).error).toMatchObject({
      param: "percent_off",
    });
    const promotion = { "promotion[type]": "coupon", "promotion[coupon]": "c" };
    expect((await call("POST", "/v1/promotion_codes", { ...promotion, code: "SPRING_SALE" })).error).toMatchObject({
      param: "code",
    });
  });

  it("so a Worker call Stripe would refuse fails: an affiliate name too long for metadata", async () => {
    const refused = createPromotionCode(env, { code: "LONGNAME", percentOff: 10, affiliate: "a".repeat(501) });
    await expect(refused).rejects.toMatchObject({ status: 502 });
    expect(fakes.stripe.coupons.size).toBe(0);
  });

  it("and a code Stripe refuses is an outcome naming why, with no coupon left behind", async () => {
    const refused = await createPromotionCode(env, { code: "SPRING_SALE", percentOff: 10, affiliate: "partner" });
    expect(refused).toMatchObject({
      kind: "conflict",
      message: expect.stringMatching(/^Stripe refused the code SPRING_SALE: .*code/),
    });
    expect(fakes.stripe.coupons.size).toBe(0);
  });
});

describe("the Stripe fake answers as strictly as Stripe", () => {
  /** A POST with an Idempotency-Key, as the Stripe client sends it. */
  async function idempotentPost(path: string, form: Record<string, string>, key: string) {
    const res = await fakes.stripe.handler(
      new Request(`${workerTestBindings.STRIPE_API_BASE}${path}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${workerTestBindings.STRIPE_SECRET_KEY}`,
          "Content-Type": "application/x-www-form-urlencoded",
          "Idempotency-Key": key,
        },
        body: new URLSearchParams(form).toString(),
      }),
    );
    return { status: res.status, replayed: res.headers.get("Idempotent-Replayed"), json: await res.json() };
  }

  it("keeps the 400 an endpoint answered for its idempotency key: a retry gets it again", async () => {
    const form = { "line_items[0][price]": "price_lifetime_2027", "line_items[0][quantity]": "1", mode: "payment" };
    const first = await idempotentPost("/v1/checkout/sessions", form, "attempt-1");
    expect(first).toMatchObject({ status: 400, replayed: null, json: { error: { code: "resource_missing" } } });
    // The Price exists now, but the key's answer was saved when the endpoint ran.
    fakes.stripe.replacePrice("Live_LifetimeLicense", {
      id: "price_lifetime_2027",
      unit_amount: 29_900,
      currency: "usd",
      type: "one_time",
      tax_behavior: "exclusive",
    });
    expect(await idempotentPost("/v1/checkout/sessions", form, "attempt-1")).toEqual({ ...first, replayed: "true" });
    expect((await idempotentPost("/v1/checkout/sessions", form, "attempt-2")).status).toBe(200);
  });

  it("saves nothing for a request whose parameters failed validation, so it may be retried", async () => {
    const bad = await idempotentPost("/v1/coupons", { percent_off: "10", duration: "sometimes" }, "coupon-1");
    expect(bad.status).toBe(400);
    const good = await idempotentPost("/v1/coupons", { percent_off: "10", duration: "once" }, "coupon-1");
    expect(good).toMatchObject({ status: 200, replayed: null });
  });

  it("lists an invoice's payments of the status asked for only", async () => {
    const invoice = paidInvoice({ email: "a@example.com", subtotal: 1_000, periodDays: 30 });
    const paid = invoicePaymentOf(invoice, "pi_test_paid");
    const open = invoicePaymentOf(invoice, "pi_test_open", { status: "open" });
    for (const payment of [paid, open]) fakes.stripe.addInvoicePayment(payment);
    const list = async (form: Record<string, string>) =>
      ((await stripeFakeCall(fakes.stripe, "GET", "/v1/invoice_payments", form)).json.data as { id: string }[]).map(
        (p) => p.id,
      );
    expect(await list({ invoice: invoice.id, status: "paid" })).toEqual([paid.id]);
    expect(await list({ invoice: invoice.id, status: "open" })).toEqual([open.id]);
    expect(await list({ invoice: invoice.id })).toEqual([paid.id, open.id]);
  });
});

describe("the Stripe fake cannot send what Stripe never sends", () => {
  const invoice = () => paidInvoice({ email: "a@example.com", subtotal: 1_000, periodDays: 30 });

  it("an event with an includable property: invoice.paid never carries payments", () => {
    const payments = { object: "list", data: [], has_more: false, url: "/v1/invoice_payments" };
    expect(() => stripeEvent("invoice.paid", { ...invoice(), payments })).toThrow(ContractViolation);
    expect(() => stripeEvent("invoice.paid", invoice())).not.toThrow();
  });

  it("a property Stripe's object does not have, or a required one missing", () => {
    expect(() => stripeEvent("invoice.paid", { ...invoice(), colour: "red" })).toThrow(/colour/);
    const { invoice: _dropped, ...incomplete } = invoicePaymentOf(invoice(), "pi_test_1");
    expect(() => stripeEvent("invoice_payment.paid", incomplete)).toThrow(ContractViolation);
  });
});

describe("the contract covers what Stripe sends", () => {
  it("holds the object of every event type the Worker handles to its generated schema", () => {
    expect(Object.keys(objects.events).sort()).toEqual([...HANDLED_EVENT_TYPES].sort());
    const coupon = fakes.stripe.couponEvent("coupon.updated", "DEMO10").data.object;
    expect(() => stripeEvent("coupon.deleted", { ...coupon, colour: "red" })).toThrow(/colour/);
  });

  it("an *.updated event names the changed fields in previous_attributes, any of them", async () => {
    const price = fakes.stripe.priceEvent("price.updated", "Live_LifetimeLicense").data.object;
    const updated = stripeEvent("price.updated", price, { previousAttributes: { active: false, nickname: "old" } });
    expect(updated.data.previous_attributes).toEqual({ active: false, nickname: "old" });
    expect((await deliver(updated)).status).toBe(200);
  });

  it("an expandable reference is an id unless expand[] asked for the object, and never expanded in an event", () => {
    const charge = refundedCharge("pi_test_1", 1_000);
    const expandedRefund = { ...refundOf(charge, 1_000), charge };
    expect(() => checkObject("refund", expandedRefund)).toThrow(/charge expanded/);
    expect(() => checkObject("refund", expandedRefund, ["charge"])).not.toThrow();
    expect(() => stripeEvent("refund.created", expandedRefund)).toThrow(ContractViolation);
    const coupon = fakes.stripe.couponEvent("coupon.updated", "DEMO10").data.object;
    const promotion = fakes.stripe.promotionCodeEvent("promotion_code.updated", "DEMO10").data.object;
    const withCoupon = { ...promotion, promotion: { type: "coupon", coupon } };
    expect(() => checkObject("promotion_code", withCoupon)).toThrow(/promotion\.coupon expanded/);
    expect(() => checkObject("promotion_code", withCoupon, ["promotion.coupon"])).not.toThrow();
  });

  it("an includable property only when expand[] names it, however deep: Price.tiers, Coupon.applies_to and currency_options", () => {
    const price = fakes.stripe.priceEvent("price.updated", "Live_LifetimeLicense").data.object;
    const tiers = [
      { flat_amount: null, flat_amount_decimal: null, unit_amount: 100, unit_amount_decimal: "100", up_to: null },
    ];
    expect(() => checkObject("price", { ...price, tiers })).toThrow(/tiers included/);
    expect(() => checkObject("price", { ...price, tiers }, ["tiers"])).not.toThrow();
    const coupon = fakes.stripe.couponEvent("coupon.updated", "DEMO10").data.object;
    const appliesTo = { ...coupon, applies_to: { products: ["prod_1"] } };
    expect(() => stripeEvent("coupon.updated", appliesTo)).toThrow(/applies_to included/);
    const withOptions = { ...coupon, currency_options: { eur: { amount_off: 500 } } };
    const promotion = fakes.stripe.promotionCodeEvent("promotion_code.updated", "DEMO10").data.object;
    const nested = { ...promotion, promotion: { type: "coupon", coupon: withOptions } };
    expect(() => checkObject("promotion_code", nested, ["promotion.coupon"])).toThrow(
      /promotion\.coupon\.currency_options included/,
    );
    // Expanding a nested path expands every object along it.
    expect(() => checkObject("promotion_code", nested, ["promotion.coupon.currency_options"])).not.toThrow();
  });

  it("derives the includable properties from the declarations; the overlay names only the exceptions", () => {
    expect(objects.objects["checkout.session"].includable).toEqual(["line_items"]);
    expect(objects.objects.invoice.includable).toEqual(["payments"]);
    expect(objects.objects.charge.includable).toEqual(["refunds"]);
    for (const [name, exceptions] of Object.entries(INCLUDABLE_EXCEPTIONS)) {
      const { optional, includable } = objects.objects[name as keyof typeof objects.objects];
      for (const property of Object.keys(exceptions)) {
        expect(optional, `${name}.${property} is optional in the declarations`).toContain(property);
        expect(includable, `${name}.${property} is not derived already`).not.toContain(property);
      }
    }
  });

  it("list envelopes and error bodies as Stripe's declarations describe them", async () => {
    expect(() => listAnswer("/v1/prices", [], () => {}, "yes" as unknown as boolean)).toThrow(/list breaks/);
    expect(() => errorAnswer(400, { type: "no_such_type" as "api_error", message: "x" })).toThrow(/error breaks/);
    const { json } = await stripeFakeCall(fakes.stripe, "GET", "/v1/prices", { "lookup_keys[0]": "nothing" });
    expect(json).toEqual({ object: "list", url: "/v1/prices", has_more: false, data: [] });
  });
});

describe("the contract's tools", () => {
  it("decodes Stripe's form encoding: brackets, indexed and appended arrays", () => {
    const form = new URLSearchParams("a[b][0][c]=1&a[b][1][c]=2&expand[]=x&expand[]=y&metadata[k]=v");
    expect(decodeForm(form)).toEqual({ a: { b: [{ c: "1" }, { c: "2" }] }, expand: ["x", "y"], metadata: { k: "v" } });
  });
});
