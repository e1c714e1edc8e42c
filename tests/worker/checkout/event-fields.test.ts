/**
 * Every event type the Worker handles, with each field of its object the Worker reads missing or
 * of another type (issue 42.7): a signed event Stripe could never send is a 400 naming the field,
 * writes nothing, and is never a 500. Each object starts as a full one the contract accepts
 * (tests/contracts/stripe), so what is refused is the one field changed.
 */
import { describe, expect, it } from "vitest";
import {
  checkoutSession,
  completedSession,
  disputeOf,
  type FakeEvent,
  invoiceData,
  invoicePaymentOf,
  paidInvoice,
  refundedCharge,
  refundOf,
  stripeEvent,
} from "#tests/fakes/stripe-events.ts";
import { HANDLED_EVENT_TYPES } from "#worker/services/checkout/webhook.ts";
import { counts, deliver, fakeServicesPerTest } from "./helpers";

const fakes = fakeServicesPerTest();

type Handled = (typeof HANDLED_EVENT_TYPES)[number];
/** `optional`: Stripe may leave it out, so only another type is refused. */
type Fields = Readonly<Record<string, "required" | "optional">>;

/** A paid session with every field the Worker reads filled in: tax ID, invoice, consent, a promotion code. */
function fullSession() {
  const open = {
    ...checkoutSession({
      metadata: { lookup_key: "Live_LifetimeLicense", coupon_code: "DEMO10", promotion_code: "promo_demo" },
    }),
    invoice_creation: { enabled: true, invoice_data: invoiceData({ lookup_key: "Live_LifetimeLicense" }) },
    consent_collection: {
      payment_method_reuse_agreement: null,
      terms_of_service: "required" as const,
      promotions: null,
    },
    tax_id_collection: { enabled: true, required: "never" as const },
    discounts: [{ coupon: null, promotion_code: "promo_demo" }],
  };
  return completedSession(open, {
    email: "fields@example.com",
    country: "FR",
    taxId: { type: "eu_vat", value: "FR40303265045" },
  });
}

const SESSION: Fields = {
  id: "required",
  payment_status: "required",
  mode: "required",
  metadata: "required",
  customer_email: "required",
  customer_details: "required",
  "customer_details.email": "required",
  "customer_details.address": "required",
  "customer_details.address.country": "required",
  "customer_details.tax_ids": "required",
  "customer_details.tax_ids.0.type": "required",
  "customer_details.tax_ids.0.value": "required",
  payment_intent: "required",
  currency: "required",
  amount_total: "required",
  amount_subtotal: "required",
  total_details: "required",
  "total_details.amount_tax": "required",
  "total_details.amount_discount": "required",
  invoice: "required",
  consent: "required",
  "consent.terms_of_service": "required",
  discounts: "required",
  "discounts.0.promotion_code": "required",
};

const fullInvoice = () =>
  paidInvoice({
    email: "fields@example.com",
    country: "FR",
    subtotal: 1_600,
    discount: 100,
    tax: 300,
    periodDays: 30,
    subscriptionMetadata: { coupon_code: "DEMO10" },
  });

const INVOICE: Fields = {
  id: "required",
  metadata: "required",
  parent: "required",
  "parent.type": "required",
  "parent.subscription_details": "optional",
  "parent.subscription_details.metadata": "required",
  hosted_invoice_url: "optional",
  invoice_pdf: "optional",
  currency: "required",
  amount_paid: "required",
  total: "required",
  total_excluding_tax: "required",
  total_discount_amounts: "required",
  "total_discount_amounts.0.amount": "required",
  customer_email: "required",
  customer_address: "required",
  "customer_address.country": "required",
  lines: "required",
  "lines.data": "required",
  "lines.data.0.description": "required",
  "lines.data.0.period": "required",
  "lines.data.0.period.start": "required",
  "lines.data.0.period.end": "required",
};

const INVOICE_PAYMENT: Fields = {
  id: "required",
  status: "required",
  invoice: "required",
  currency: "required",
  amount_paid: "required",
  payment: "required",
  "payment.type": "required",
  "payment.payment_intent": "optional",
};

const CHARGE: Fields = {
  id: "required",
  amount: "required",
  amount_refunded: "required",
  currency: "required",
  refunded: "required",
  payment_intent: "required",
};

const REFUND: Fields = {
  id: "required",
  amount: "required",
  currency: "required",
  status: "required",
  created: "required",
  charge: "required",
  payment_intent: "required",
};
/** Stripe says why a refund failed; other refunds leave it out. */
const FAILED_REFUND: Fields = { ...REFUND, failure_reason: "optional" };

const DISPUTE: Fields = {
  id: "required",
  charge: "required",
  payment_intent: "required",
  amount: "required",
  currency: "required",
  status: "required",
};

const CATALOGUE: Fields = { id: "required" };

const charge = () => refundedCharge("pi_test_fields", 26_900, "usd", 10_000);
const cases: Record<Handled, { event: () => FakeEvent; fields: Fields }> = {
  "checkout.session.completed": {
    event: () => stripeEvent("checkout.session.completed", fullSession()),
    fields: SESSION,
  },
  "checkout.session.async_payment_succeeded": {
    event: () => stripeEvent("checkout.session.async_payment_succeeded", fullSession()),
    fields: SESSION,
  },
  "invoice.paid": { event: () => stripeEvent("invoice.paid", fullInvoice()), fields: INVOICE },
  "invoice_payment.paid": {
    event: () => stripeEvent("invoice_payment.paid", invoicePaymentOf(fullInvoice(), "pi_test_fields")),
    fields: INVOICE_PAYMENT,
  },
  "charge.refunded": { event: () => stripeEvent("charge.refunded", charge()), fields: CHARGE },
  "refund.created": { event: () => stripeEvent("refund.created", refundOf(charge(), 10_000)), fields: REFUND },
  "refund.updated": { event: () => stripeEvent("refund.updated", refundOf(charge(), 10_000)), fields: REFUND },
  "refund.failed": {
    event: () => stripeEvent("refund.failed", refundOf(charge(), 10_000, "failed")),
    fields: FAILED_REFUND,
  },
  "charge.refund.updated": {
    event: () => stripeEvent("charge.refund.updated", refundOf(charge(), 10_000, "canceled")),
    fields: REFUND,
  },
  "charge.dispute.created": {
    event: () => stripeEvent("charge.dispute.created", disputeOf("pi_test_fields", 26_900)),
    fields: DISPUTE,
  },
  "charge.dispute.updated": {
    event: () =>
      stripeEvent("charge.dispute.updated", { ...disputeOf("pi_test_fields", 26_900), status: "under_review" }),
    fields: DISPUTE,
  },
  "charge.dispute.funds_withdrawn": {
    event: () => stripeEvent("charge.dispute.funds_withdrawn", disputeOf("pi_test_fields", 26_900)),
    fields: DISPUTE,
  },
  "charge.dispute.funds_reinstated": {
    event: () =>
      stripeEvent("charge.dispute.funds_reinstated", { ...disputeOf("pi_test_fields", 26_900), status: "won" }),
    fields: DISPUTE,
  },
  "charge.dispute.closed": {
    event: () => stripeEvent("charge.dispute.closed", { ...disputeOf("pi_test_fields", 26_900), status: "lost" }),
    fields: DISPUTE,
  },
  "price.created": { event: () => fakes.stripe.priceEvent("price.created", "Live_LifetimeLicense"), fields: CATALOGUE },
  "price.updated": { event: () => fakes.stripe.priceEvent("price.updated", "Live_LifetimeLicense"), fields: CATALOGUE },
  "price.deleted": { event: () => fakes.stripe.priceEvent("price.deleted", "Live_LifetimeLicense"), fields: CATALOGUE },
  "promotion_code.created": {
    event: () => fakes.stripe.promotionCodeEvent("promotion_code.created", "DEMO10"),
    fields: CATALOGUE,
  },
  "promotion_code.updated": {
    event: () => fakes.stripe.promotionCodeEvent("promotion_code.updated", "DEMO10"),
    fields: CATALOGUE,
  },
  "coupon.updated": { event: () => fakes.stripe.couponEvent("coupon.updated", "DEMO10"), fields: CATALOGUE },
  "coupon.deleted": { event: () => fakes.stripe.couponEvent("coupon.deleted", "DEMO10"), fields: CATALOGUE },
};

/** A value of another type than `value`: a number for text or objects, text for numbers and booleans. */
const otherTypeThan = (value: unknown): unknown => {
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (value === null) return true;
  return 42;
};

/** The event with the field at `path` (dots; digits index arrays) removed, or replaced by `value`. */
function withField(event: FakeEvent, path: string, change: { remove: true } | { value: unknown }): FakeEvent {
  const copy = structuredClone(event);
  const parts = path.split(".");
  const last = parts.pop() as string;
  let node = copy.data.object as Record<string, unknown>;
  for (const part of parts) node = node[part] as Record<string, unknown>;
  if (!(last in node) && "value" in change === false) throw new Error(`${path} is not in the full object`);
  if ("remove" in change) delete node[last];
  else node[last] = change.value;
  return { ...copy, id: `${copy.id}_${path}` };
}

const valueAt = (event: FakeEvent, path: string) =>
  path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], event.data.object);

const variants = Object.entries(cases).flatMap(([type, { event, fields }]) =>
  Object.entries(fields).flatMap(([path, presence]) => [
    ...(presence === "required" ? [{ type, path, change: "missing" as const, event }] : []),
    { type, path, change: "of another type" as const, event },
  ]),
);

describe("POST /stripe/webhook: the fields each handled event's object is read for", () => {
  it("has a full object and the fields read for every event type the Worker handles", () => {
    expect(Object.keys(cases).sort()).toEqual([...HANDLED_EVENT_TYPES].sort());
  });

  it.each(Object.entries(cases))("accepts a full %s", async (_type, { event }) => {
    const res = await deliver(event());
    expect(res.status).toBe(200);
  });

  it.each(variants)("refuses $type with $path $change: 400, nothing written", async ({ path, change, event }) => {
    const full = event();
    const present = valueAt(full, path);
    expect(present, `${path} is filled in the full object`).not.toBeUndefined();
    const broken =
      change === "missing"
        ? withField(full, path, { remove: true })
        : withField(full, path, { value: otherTypeThan(present) });
    const before = await counts();
    const res = await deliver(broken);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toMatch(/^Malformed Stripe event: data\.object: /);
    expect(error).toContain(path.split(".")[0]);
    expect(await counts()).toEqual(before);
  });
});
