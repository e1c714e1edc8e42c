/**
 * A commission's life through Stripe's webhook: pending -> due -> paid, or void on a refund or a
 * dispute; corrections after payout are adjustments carried into the next payout. Every order of
 * events and every replay ends in the same state.
 */
import { describe, expect, it } from "vitest";
import { disputeOf, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { deliver, fakeServicesPerTest } from "#tests/worker/checkout/helpers.ts";
import { commissionsOf } from "#worker/services/payouts/commissions.ts";
import { createPayoutBatch } from "#worker/services/payouts/payouts.ts";
import {
  adjustmentsOf,
  afterWindow,
  aPartner,
  aPaymentIntent,
  aSale,
  aSubscriptionInvoice,
  balanceOf,
  closeDispute,
  DAY,
  db,
  dispute,
  keysOf,
  payOut,
  payoutsOf,
  refund,
  rules,
  states,
} from "./helpers";

fakeServicesPerTest();

/** 30 % of a 269.00 sale. */
const COMMISSION = 8_070;

/** A partner's sale whose commission was paid out, then disputed; `later` is after its refund window. */
async function disputedAfterPayout() {
  const partner = await aPartner();
  const sale = await aSale(partner.coupon);
  const later = afterWindow();
  await payOut(partner.id, later);
  return { partner, sale, later, opened: await dispute(sale) };
}

describe("a commission's states", () => {
  it("is pending through the refund window, then due, then paid once its payout is marked paid", async () => {
    const partner = await aPartner();
    await aSale(partner.coupon);
    const now = Date.now();
    expect(await states(partner.id, now)).toEqual(["pending"]);
    expect(await balanceOf(partner.id, now)).toMatchObject({ pending: COMMISSION, available: 0, paid: 0 });
    expect(await states(partner.id, now + 13 * DAY)).toEqual(["pending"]);

    const later = afterWindow();
    expect(await states(partner.id, later)).toEqual(["due"]);
    expect(await balanceOf(partner.id, later)).toMatchObject({ pending: 0, available: COMMISSION });

    expect(await createPayoutBatch(db, rules, "owner@ticksim.test", later)).toHaveProperty("batchId");
    expect(await states(partner.id, later)).toEqual(["due"]);
    expect(await balanceOf(partner.id, later)).toMatchObject({ available: 0, inPayment: COMMISSION });

    await payOut(partner.id, later);
    expect(await states(partner.id, later)).toEqual(["paid"]);
    expect(await balanceOf(partner.id, later)).toMatchObject({ inPayment: 0, paid: COMMISSION, adjustments: 0 });
  });

  it("stores the due date with the commission: the configured window at the sale decides it", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    const [row] = await commissionsOf(db, partner.id);
    expect(row?.earnedAt).toBe(sale.event.created * 1000);
    expect(row?.dueAt).toBe(sale.event.created * 1000 + 14 * DAY);
  });

  it("follows the same rules for a recurring web-plan invoice", async () => {
    const partner = await aPartner(25);
    const invoice = await aSubscriptionInvoice(partner.coupon, 2_599);
    expect(await states(partner.id)).toEqual(["pending"]);
    const later = afterWindow();
    await payOut(partner.id, later);
    expect(await states(partner.id, later)).toEqual(["paid"]);
    await refund(invoice);
    expect(await states(partner.id, later)).toEqual(["void"]);
    expect(await adjustmentsOf(partner.id)).toEqual([{ amount: -649, reason: "refund", payoutId: null }]);
  });
});

describe("refunds", () => {
  it("voids a commission refunded inside the window: nothing is ever due, no adjustment", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    await refund(sale);
    expect(await states(partner.id, afterWindow())).toEqual(["void"]);
    expect(await balanceOf(partner.id, afterWindow())).toEqual({
      pending: 0,
      available: 0,
      inPayment: 0,
      paid: 0,
      adjustments: 0,
    });
    expect(await adjustmentsOf(partner.id)).toEqual([]);
  });

  it("voids a commission refunded before its sale is recorded (Stripe's order is not guaranteed)", async () => {
    const partner = await aPartner();
    const paymentIntent = aPaymentIntent();
    await refund({ paymentIntent, amount: 26_900 });
    // The sale's session carries the same payment intent.
    await aSale(partner.coupon, 26_900, "usd", paymentIntent);
    expect(await states(partner.id, afterWindow())).toEqual(["void"]);
    const [commission] = await db.query.commissions.findMany({ where: (c, { eq }) => eq(c.affiliateId, partner.id) });
    // The commission keeps the amount earned; void is what takes it out of every sum.
    expect(commission?.amount).toBe(COMMISSION);
  });

  it("after a batch, before it is paid: the payout stays as exported and the next one takes the commission back", async () => {
    const partner = await aPartner();
    const first = await aSale(partner.coupon);
    const later = afterWindow();
    await createPayoutBatch(db, rules, "owner@ticksim.test", later);
    await refund(first);
    expect(await states(partner.id, later)).toEqual(["void"]);
    expect(await adjustmentsOf(partner.id)).toEqual([{ amount: -COMMISSION, reason: "refund", payoutId: null }]);
    const [payout] = await payoutsOf(partner.id);
    expect(payout?.amount).toBe(COMMISSION);

    // The money left anyway: marked paid, then a new sale's commission nets the refund.
    await payOut(partner.id, later);
    await aSale(partner.coupon, 40_000);
    const evenLater = later + 15 * DAY;
    await payOut(partner.id, evenLater);
    const payouts = await payoutsOf(partner.id);
    expect(payouts.map((p) => p.amount)).toEqual([COMMISSION, 12_000 - COMMISSION]);
    expect((await adjustmentsOf(partner.id))[0]?.payoutId).toBe(payouts[1]?.id);
  });

  it("after payment: the paid payout is never edited; a negative adjustment waits for the next payout", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    const later = afterWindow();
    const [paid] = await payOut(partner.id, later);
    await refund(sale);
    await refund(sale);

    expect(await payoutsOf(partner.id)).toEqual([paid]);
    expect(await adjustmentsOf(partner.id)).toEqual([{ amount: -COMMISSION, reason: "refund", payoutId: null }]);
    expect(await balanceOf(partner.id, later)).toEqual({
      pending: 0,
      available: 0,
      inPayment: 0,
      paid: COMMISSION,
      adjustments: -COMMISSION,
    });
    // Owing money is never a payout: the adjustment waits until commissions cover it.
    await createPayoutBatch(db, rules, "owner@ticksim.test", later);
    expect(await payoutsOf(partner.id)).toHaveLength(1);
  });
});

describe("disputes", () => {
  it("created: suspends the keys and voids the commission; won: restores both", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    const opened = await dispute(sale);
    expect(await states(partner.id)).toEqual(["void"]);
    const [suspended] = await keysOf(sale.paymentIntent);
    expect(suspended?.suspendedAt).toEqual(expect.any(Number));
    expect(suspended?.revokedAt).toBe(suspended?.suspendedAt);

    await closeDispute(opened, "won");
    expect(await states(partner.id)).toEqual(["pending"]);
    expect(await keysOf(sale.paymentIntent)).toEqual([{ revokedAt: null, suspendedAt: null }]);
  });

  it("lost: the keys stay suspended and the commission void", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    await closeDispute(await dispute(sale), "lost");
    expect(await states(partner.id, afterWindow())).toEqual(["void"]);
    expect((await keysOf(sale.paymentIntent))[0]?.revokedAt).toEqual(expect.any(Number));
  });

  it("an inquiry closed without a chargeback (warning_closed) restores like a win", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    await closeDispute(await dispute(sale), "warning_closed");
    expect(await states(partner.id)).toEqual(["pending"]);
    expect(await keysOf(sale.paymentIntent)).toEqual([{ revokedAt: null, suspendedAt: null }]);
  });

  it("after payment: a negative adjustment, then a positive one when won; both carried, net zero", async () => {
    const { partner, later, opened } = await disputedAfterPayout();
    expect(await states(partner.id, later)).toEqual(["void"]);
    await closeDispute(opened, "won");
    await closeDispute(opened, "won");
    expect(await states(partner.id, later)).toEqual(["paid"]);
    expect((await adjustmentsOf(partner.id)).map((a) => [a.amount, a.reason])).toEqual([
      [-COMMISSION, "dispute"],
      [COMMISSION, "restored"],
    ]);
    expect((await balanceOf(partner.id, later)).adjustments).toBe(0);
  });

  it("closed before created: the late `created` never reopens a won dispute", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    const opened = disputeOf(sale.paymentIntent, sale.amount);
    await closeDispute(opened, "won");
    await deliver(stripeEvent("charge.dispute.created", opened));
    expect(await states(partner.id)).toEqual(["pending"]);
    expect(await keysOf(sale.paymentIntent)).toEqual([{ revokedAt: null, suspendedAt: null }]);
  });

  it("a dispute recorded before its sale: the key is born suspended and the commission void", async () => {
    const partner = await aPartner();
    const paymentIntent = aPaymentIntent();
    const opened = await dispute({ paymentIntent, amount: 26_900 });
    await aSale(partner.coupon, 26_900, "usd", paymentIntent);
    expect(await states(partner.id)).toEqual(["void"]);
    expect((await keysOf(paymentIntent))[0]?.suspendedAt).toEqual(expect.any(Number));
    await closeDispute(opened, "won");
    expect(await states(partner.id)).toEqual(["pending"]);
    expect(await keysOf(paymentIntent)).toEqual([{ revokedAt: null, suspendedAt: null }]);
  });

  it("a refund during a dispute keeps the key revoked and the commission void after a win", async () => {
    const { partner, sale, later, opened } = await disputedAfterPayout();
    await refund(sale);
    await closeDispute(opened, "won");
    expect(await states(partner.id, later)).toEqual(["void"]);
    expect((await keysOf(sale.paymentIntent))[0]?.revokedAt).toEqual(expect.any(Number));
    // One clawback only, whichever event voided it first.
    expect((await adjustmentsOf(partner.id)).map((a) => a.amount)).toEqual([-COMMISSION]);
  });

  it("a replayed dispute event changes nothing", async () => {
    const partner = await aPartner();
    const sale = await aSale(partner.coupon);
    await payOut(partner.id, afterWindow());
    const event = stripeEvent("charge.dispute.created", disputeOf(sale.paymentIntent, sale.amount));
    const first = await deliver(event);
    expect(await first.json()).toEqual({ received: true, outcome: "fulfilled" });
    const again = await deliver(event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await adjustmentsOf(partner.id)).toHaveLength(1);
  });

  it("records a dispute without a payment intent by its charge, which changes no other sale", async () => {
    const partner = await aPartner();
    await aSale(partner.coupon);
    const res = await deliver(stripeEvent("charge.dispute.created", { ...disputeOf("", 100), payment_intent: null }));
    expect(await res.json()).toEqual({ received: true, outcome: "fulfilled" });
    expect(await states(partner.id)).toEqual(["pending"]);
  });
});
