/**
 * A recurring sale's payment, found the way Stripe documents it: an invoice event never carries
 * the invoice's payments (an includable property), so the Worker asks the Invoice Payments API
 * and records `invoice_payment.paid`. Whatever the order of the events, and with the API down,
 * a refund or dispute of the sale voids the affiliate's commission.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  disputeOf,
  type FakeEvent,
  invoicePaymentOf,
  paidInvoice,
  refundedCharge,
  stripeEvent,
} from "#tests/fakes/stripe-events.ts";
import { deliver, fakeServicesPerTest } from "#tests/worker/checkout/helpers.ts";
import { commissionsOf } from "#worker/services/payouts/commissions.ts";
import { afterWindow, aPartner, aPaymentIntent, db, dispute, refund, states } from "./helpers";

const fakes = fakeServicesPerTest();

const stripeDown = () => fakes.stripe.failNext(500, { type: "api_error", message: "An unknown error occurred" }, 10);

async function delivered(event: FakeEvent | undefined) {
  if (!event) throw new Error("no such event");
  const res = await deliver(event);
  expect(res.status, `${event.type} answered ${res.status}`).toBe(200);
}

/** A web-plan invoice paid with the partner's coupon; its two events are left to the test. */
async function aPaidSubscription(coupon: string) {
  const paid = await fakes.stripe.paySubscriptionInvoice(
    { email: "sub@example.com", subtotal: 2_599, periodDays: 30, subscriptionMetadata: { coupon_code: coupon } },
    { deliver: false },
  );
  const [invoicePaid, paymentPaid] = paid.events;
  return { ...paid, invoicePaid, paymentPaid, sale: { paymentIntent: paid.paymentIntent, amount: 2_599 } };
}

describe("a recurring sale's payment intent", () => {
  it("comes from the Invoice Payments API: invoice.paid alone, then a refund voids the commission", async () => {
    const partner = await aPartner();
    const { invoicePaid, sale, invoice } = await aPaidSubscription(partner.coupon);
    expect(invoicePaid?.data.object).not.toHaveProperty("payments");
    await delivered(invoicePaid);
    expect(fakes.stripe.requests.map((r) => `${r.method} ${r.path}`)).toContain("GET /v1/invoice_payments");
    expect(await states(partner.id)).toEqual(["pending"]);
    await refund(sale);
    expect(await states(partner.id, afterWindow())).toEqual(["void"]);
    expect(invoice.id).toMatch(/^in_/);
  });

  it("comes from invoice_payment.paid when the API is down, before or after invoice.paid", async () => {
    for (const paymentFirst of [false, true]) {
      const partner = await aPartner();
      const { invoicePaid, paymentPaid, sale } = await aPaidSubscription(partner.coupon);
      stripeDown();
      for (const event of paymentFirst ? [paymentPaid, invoicePaid] : [invoicePaid, paymentPaid]) {
        await delivered(event);
      }
      await refund(sale);
      expect(await states(partner.id, afterWindow()), paymentFirst ? "payment first" : "invoice first").toEqual([
        "void",
      ]);
    }
  });

  it("voids the commission of a refund or dispute that came before the payment was known", async () => {
    const refunded = await aPartner();
    const first = await aPaidSubscription(refunded.coupon);
    await refund(first.sale);
    stripeDown();
    await delivered(first.invoicePaid);
    expect(await states(refunded.id, afterWindow())).toEqual(["due"]);
    await delivered(first.paymentPaid);
    expect(await states(refunded.id, afterWindow())).toEqual(["void"]);

    const disputed = await aPartner();
    const second = await aPaidSubscription(disputed.coupon);
    await dispute(second.sale);
    await delivered(second.invoicePaid);
    await delivered(second.paymentPaid);
    expect(await states(disputed.id, afterWindow())).toEqual(["void"]);
  });
});

describe("an invoice paid by several payments", () => {
  /** A 25.99 web-plan invoice paid half by card (a payment intent), half by a charge; an open payment left over. */
  async function paidTwice(coupon: string) {
    const invoice = paidInvoice({
      email: "two@example.com",
      subtotal: 2_600,
      periodDays: 30,
      subscriptionMetadata: { coupon_code: coupon },
    });
    const byCard = invoicePaymentOf(invoice, aPaymentIntent(), { amount: 1_300 });
    const chargeId = `ch_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;
    const byCharge = invoicePaymentOf(invoice, chargeId, { kind: "charge", amount: 1_300 });
    const unpaid = invoicePaymentOf(invoice, aPaymentIntent(), { amount: 2_600, status: "open" });
    for (const payment of [byCard, unpaid, byCharge]) fakes.stripe.addInvoicePayment(payment);
    await delivered(stripeEvent("invoice.paid", invoice));
    return { invoice, byCard: byCard.payment.payment_intent, chargeId };
  }

  it("records every payment, so a refund or dispute of any of them finds the sale", async () => {
    const partner = await aPartner();
    const { invoice, byCard, chargeId } = await paidTwice(partner.coupon);
    expect(
      fakes.stripe.requests.find((r) => r.path === "/v1/invoice_payments")?.query,
      "only paid payments are asked for",
    ).toContain("status=paid");
    const parts = await env.DB.prepare(
      "SELECT kind, payment_id AS paymentId, amount FROM invoice_payment_parts WHERE invoice_id = ? ORDER BY kind",
    )
      .bind(invoice.id)
      .all();
    expect(parts.results).toEqual([
      { kind: "charge", paymentId: chargeId, amount: 1_300 },
      { kind: "payment_intent", paymentId: byCard, amount: 1_300 },
    ]);

    // The charge's payment refunded: half the sale, half the commission (30 % of 26.00 = 7.80).
    const charge = { ...refundedCharge("", 1_300, "usd", 1_300, chargeId), payment_intent: null };
    await delivered(stripeEvent("charge.refunded", charge));
    expect((await commissionsOf(db, partner.id)).map((c) => [c.amount, c.kept, c.state])).toEqual([
      [780, 390, "pending"],
    ]);
    // The card's too: refunded in full, void.
    await refund({ paymentIntent: byCard, amount: 1_300 });
    expect(await states(partner.id, afterWindow())).toEqual(["void"]);
  });

  it("a dispute of a payment without a payment intent voids the sale's commission", async () => {
    const partner = await aPartner();
    const { chargeId } = await paidTwice(partner.coupon);
    const opened = { ...disputeOf("", 1_300), charge: chargeId, payment_intent: null };
    await delivered(stripeEvent("charge.dispute.created", opened));
    expect(await states(partner.id)).toEqual(["void"]);
  });
});

describe("a recurring commission's base", () => {
  it("is what was paid, without tax: a credit balance that paid part of the invoice earns nothing", async () => {
    const partner = await aPartner();
    const invoice = paidInvoice({
      email: "credit@example.com",
      subtotal: 2_599,
      tax: 520,
      periodDays: 30,
      subscriptionMetadata: { coupon_code: partner.coupon },
    });
    // 10.00 of the 31.19 came from the customer's credit balance.
    const withCredit = { ...invoice, amount_due: 2_119, amount_paid: 2_119 };
    fakes.stripe.addInvoicePayment(invoicePaymentOf(withCredit, aPaymentIntent()));
    await delivered(stripeEvent("invoice.paid", withCredit));
    // 21.19 paid of 31.19, of which 25.99/31.19 is without tax: 17.65, at 30 %.
    const base = Math.floor((2_119 * 2_599) / 3_119);
    expect(base).toBe(1_765);
    expect((await commissionsOf(db, partner.id)).map((c) => c.amount)).toEqual([Math.floor((base * 30) / 100)]);
  });
});
