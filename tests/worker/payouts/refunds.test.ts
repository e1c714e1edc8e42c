/**
 * Refunds in every story (issue 42): a partial refund shrinks the commission in proportion and
 * keeps the licence; the rest voids as a full refund does; a refund that fails or is cancelled
 * gives back what it took, before and after payout; each refund is kept by id with its status;
 * a signed refund event the rules cannot read is a 400 that writes nothing.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type FakeRefundStatus, refundedCharge, refundOf, stripeEvent } from "#tests/fakes/stripe-events.ts";
import { counts, deliver, fakeServicesPerTest } from "#tests/worker/checkout/helpers.ts";
import { orderDetail } from "#worker/services/admin/orders.ts";
import { transactionsJsonPage } from "#worker/services/affiliates/affiliates.ts";
import { refundsOfPayment } from "#worker/services/checkout/refund.ts";
import { commissionsOf } from "#worker/services/payouts/commissions.ts";
import { adjustmentsOf, afterWindow, aPartner, aSale, balanceOf, db, keysOf, payOut, states } from "./helpers";

fakeServicesPerTest();

/** The measured sale: 242.10 USD paid with a partner's code, 30 % commission. */
const PAID = 24_210;
const COMMISSION = 7_263;
const HALF = 12_105;

async function delivered(type: string, object: unknown) {
  const res = await deliver(stripeEvent(type, object));
  expect(res.status, `${type} answered ${res.status}: ${await res.clone().text()}`).toBe(200);
}

/** The sale's charge refunded `so far` in all, with the refund of `amount` that made it so. */
async function refunded(
  sale: { paymentIntent: string },
  so: { far: number; amount: number; chargeId?: string; status?: FakeRefundStatus },
) {
  const charge = refundedCharge(sale.paymentIntent, PAID, "usd", so.far, so.chargeId);
  const refund = refundOf(charge, so.amount, so.status ?? "succeeded");
  await delivered("refund.created", refund);
  await delivered("charge.refunded", charge);
  return { charge, refund };
}

async function saleRow(paymentIntent: string) {
  return env.DB.prepare(
    "SELECT amount_refunded AS amountRefunded, refunded, status FROM transactions WHERE stripe_payment_intent_id = ?",
  )
    .bind(paymentIntent)
    .first<{ amountRefunded: number; refunded: number; status: string }>();
}

const orderStatus = async (paymentIntent: string) =>
  (
    await env.DB.prepare("SELECT status FROM orders WHERE stripe_payment_intent_id = ?")
      .bind(paymentIntent)
      .first<{ status: string }>()
  )?.status;

const amounts = async (affiliateId: number) => (await commissionsOf(db, affiliateId)).map((c) => c.kept);

describe("a partial refund", () => {
  it("shrinks the commission in proportion, keeps the licence, and shows on the partner's row", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon, PAID);
    expect(await amounts(partner.id)).toEqual([COMMISSION]);

    const { charge } = await refunded(sale, { far: HALF, amount: HALF });
    // 7,263 × 12,105 / 24,210 = 3,631.5: the partner keeps 3,631.
    expect(await amounts(partner.id)).toEqual([3_631]);
    expect(await states(partner.id)).toEqual(["pending"]);
    expect((await balanceOf(partner.id)).pending).toBe(3_631);
    expect(await keysOf(sale.paymentIntent)).toEqual([{ revokedAt: null, suspendedAt: null }]);
    expect(await orderStatus(sale.paymentIntent)).toBe("paid");
    expect(await saleRow(sale.paymentIntent)).toEqual({ amountRefunded: HALF, refunded: 0, status: "paid" });
    const [row] = await transactionsJsonPage(db, { affiliateId: partner.id, fromSeconds: 0, toSeconds: 4e9 });
    expect(JSON.parse(row?.json ?? "{}")).toMatchObject({
      AmountPaid: 242.1,
      AmountRefunded: 121.05,
      AmountCommission: 36.31,
      Refunded: false,
    });

    // The rest: void and revoked, as a full refund.
    await refunded(sale, { far: PAID, amount: PAID - HALF, chargeId: charge.id });
    expect(await states(partner.id, afterWindow())).toEqual(["void"]);
    expect((await keysOf(sale.paymentIntent))[0]?.revokedAt).not.toBeNull();
    expect(await orderStatus(sale.paymentIntent)).toBe("refunded");
    expect(await saleRow(sale.paymentIntent)).toEqual({ amountRefunded: PAID, refunded: 1, status: "refunded" });
    expect((await refundsOfPayment(db, sale.paymentIntent)).map((r) => [r.amount, r.status])).toEqual([
      [HALF, "succeeded"],
      [PAID - HALF, "succeeded"],
    ]);
  });

  it("after payout: a negative adjustment of the refunded share on the next payout", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon, PAID);
    const [payout] = await payOut(partner.id, afterWindow());
    expect(payout?.amount).toBe(COMMISSION);
    await refunded(sale, { far: HALF, amount: HALF });
    expect(await adjustmentsOf(partner.id)).toEqual([{ amount: -3_632, reason: "refund", payoutId: null }]);
    expect((await balanceOf(partner.id, afterWindow())).adjustments).toBe(-3_632);
  });

  it("taken before the batch: the payout carries what the partner keeps, and a later refund of the rest takes only that", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon, PAID);
    const { charge } = await refunded(sale, { far: HALF, amount: HALF });
    const [payout] = await payOut(partner.id, afterWindow());
    expect(payout?.amount).toBe(3_631);
    await refunded(sale, { far: PAID, amount: PAID - HALF, chargeId: charge.id });
    expect(await adjustmentsOf(partner.id)).toEqual([{ amount: -3_631, reason: "refund", payoutId: null }]);
  });
});

describe("a refund that fails or is cancelled", () => {
  it("gives back the keys and the commission a full refund took, and is kept with its status", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon, PAID);
    const { refund } = await refunded(sale, { far: PAID, amount: PAID });
    expect(await states(partner.id, afterWindow())).toEqual(["void"]);
    expect((await keysOf(sale.paymentIntent))[0]?.revokedAt).not.toBeNull();

    await delivered("refund.failed", { ...refund, status: "failed", failure_reason: "lost_or_stolen_card" });
    expect(await states(partner.id, afterWindow())).toEqual(["due"]);
    expect(await amounts(partner.id)).toEqual([COMMISSION]);
    expect(await keysOf(sale.paymentIntent)).toEqual([{ revokedAt: null, suspendedAt: null }]);
    expect(await orderStatus(sale.paymentIntent)).toBe("paid");
    expect(await saleRow(sale.paymentIntent)).toEqual({ amountRefunded: 0, refunded: 0, status: "paid" });
    expect(await refundsOfPayment(db, sale.paymentIntent)).toEqual([
      expect.objectContaining({ id: refund.id, amount: PAID, currency: "usd", status: "failed" }),
    ]);
    expect((await refundsOfPayment(db, sale.paymentIntent))[0]?.failureReason).toBe("lost_or_stolen_card");
    // The console's order page reads them with the order.
    const order = await env.DB.prepare("SELECT id FROM orders WHERE stripe_payment_intent_id = ?")
      .bind(sale.paymentIntent)
      .first<{ id: string }>();
    const detail = await orderDetail(db, order?.id ?? "");
    expect("refunds" in detail && detail.refunds).toEqual([
      {
        id: refund.id,
        amount: PAID,
        currency: "usd",
        status: "failed",
        failureReason: "lost_or_stolen_card",
        refundedAt: refund.created * 1000,
        statusAt: expect.any(Number),
      },
    ]);
  });

  it("a cancelled partial refund gives the whole commission back; a late `succeeded` never revives it", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon, PAID);
    const { refund } = await refunded(sale, { far: HALF, amount: HALF, status: "pending" });
    expect(await amounts(partner.id)).toEqual([3_631]);
    await delivered("charge.refund.updated", { ...refund, status: "canceled" });
    expect(await amounts(partner.id)).toEqual([COMMISSION]);
    // Stripe's delivery order is not guaranteed: the refund's earlier `succeeded` arrives last.
    await delivered("refund.updated", { ...refund, status: "succeeded" });
    expect(await amounts(partner.id)).toEqual([COMMISSION]);
  });

  it("after payout: the refund's adjustment, then the opposite one; a failure known first takes nothing", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon, PAID);
    await payOut(partner.id, afterWindow());
    const { refund } = await refunded(sale, { far: PAID, amount: PAID });
    await delivered("refund.failed", { ...refund, status: "failed" });
    expect((await adjustmentsOf(partner.id)).map((a) => [a.amount, a.reason])).toEqual([
      [-COMMISSION, "refund"],
      [COMMISSION, "restored"],
    ]);

    // The failure delivered before the charge's refund: nothing is ever taken.
    const other = await aPartner(30);
    const second = await aSale(other.coupon, PAID);
    const charge = refundedCharge(second.paymentIntent, PAID);
    await delivered("refund.failed", refundOf(charge, PAID, "failed"));
    await delivered("charge.refunded", charge);
    expect(await states(other.id, afterWindow())).toEqual(["due"]);
    expect(await keysOf(second.paymentIntent)).toEqual([{ revokedAt: null, suspendedAt: null }]);
  });
});

describe("a signed refund event the rules cannot read", () => {
  it("is a 400 that writes nothing, whatever field is missing or out of range", async () => {
    const partner = await aPartner(30);
    const sale = await aSale(partner.coupon, PAID);
    const charge = refundedCharge(sale.paymentIntent, PAID);
    const { currency: _c, ...noCurrency } = charge;
    const { amount_refunded: _a, ...noAmountRefunded } = charge;
    const { id: _i, ...noId } = charge;
    const refund = refundOf(charge, PAID);
    const { status: _s, ...noStatus } = refund;
    const broken: [string, unknown][] = [
      ["charge.refunded", noCurrency],
      ["charge.refunded", noAmountRefunded],
      ["charge.refunded", noId],
      ["charge.refunded", { ...charge, amount_refunded: "26900" }],
      ["charge.refunded", { ...charge, amount_refunded: -5 }],
      ["charge.refunded", { ...charge, amount_refunded: 10 ** 20 }],
      ["charge.refunded", { ...charge, amount_refunded: PAID + 1 }],
      ["charge.refunded", { ...charge, refunded: "true" }],
      ["refund.created", noStatus],
      ["refund.failed", { ...refund, amount: 1.5 }],
      ["refund.updated", { ...refund, currency: null }],
    ];
    const before = await counts();
    for (const [type, object] of broken) {
      // Built without the contract's check: these are what a broken sender signs, not what Stripe sends.
      const event = { ...stripeEvent(type, type === "charge.refunded" ? charge : refund), data: { object } };
      const res = await deliver(event);
      expect(res.status, `${type} ${JSON.stringify(object).slice(0, 80)}`).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/^Malformed Stripe event: data\.object/);
    }
    expect(await counts()).toEqual(before);
    expect(await states(partner.id)).toEqual(["pending"]);
  });
});
