/**
 * A recurring sale's payment, found the way Stripe documents it: an invoice event never carries
 * the invoice's payments (an includable property), so the Worker asks the Invoice Payments API
 * and records `invoice_payment.paid`. Whatever the order of the events, and with the API down,
 * a refund or dispute of the sale voids the affiliate's commission.
 */
import { describe, expect, it } from "vitest";
import type { FakeEvent } from "#tests/fakes/stripe-events.ts";
import { deliver, fakeServicesPerTest } from "#tests/worker/checkout/helpers.ts";
import { afterWindow, aPartner, dispute, refund, states } from "./helpers";

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
