/** Sales, refunds and disputes as Stripe delivers them, and reads of what became of the commissions. */
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { LICENCE_CURRENCIES } from "#common/prices.ts";
import {
  checkoutSession,
  closedDispute,
  completedSession,
  disputeOf,
  invoicePaymentOf,
  paidInvoice,
  refundedCharge,
  stripeEvent,
} from "#tests/fakes/stripe-events.ts";
import { aTransaction } from "#tests/fixtures/affiliates.ts";
import { anAffiliate, db, deliver } from "#tests/worker/checkout/helpers.ts";
import { runBatch } from "#worker/db/batch.ts";
import { balancesOf, commissionsOf, recordCommissions } from "#worker/services/payouts/commissions.ts";
import { createPayoutBatch, markPayoutPaid, type PayoutRules } from "#worker/services/payouts/payouts.ts";

export { db };

export const DAY = 86_400_000;
/** As configured in wrangler.toml, except a minimum of one minor unit in every currency, so small test sales are paid. */
export const rules: PayoutRules = {
  refundWindowDays: 14,
  minimums: Object.fromEntries(LICENCE_CURRENCIES.map((currency) => [currency, 1])),
  payoutDay: 15,
};
/** A moment after every test sale's refund window. */
export const afterWindow = () => Date.now() + 15 * DAY;

/** A fresh affiliate with a 30 % commission and one coupon of its own. */
export async function aPartner(commissionPercent = 30) {
  const coupon = `P${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`.toUpperCase();
  return { id: await anAffiliate(commissionPercent, [coupon]), coupon };
}

async function delivered(type: string, object: unknown) {
  const event = stripeEvent(type, object);
  const res = await deliver(event);
  expect(res.status, `${type} answered ${res.status}`).toBe(200);
  return event;
}

/** A payment intent id of Stripe's shape, to give a sale whose refund or dispute came first. */
export const aPaymentIntent = () => `pi_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;

/**
 * A lifetime licence bought with the partner's coupon; `amount` in cents, tax free; paid with
 * `paymentIntent` when given (one a refund or dispute already named), else a new one.
 */
export async function aSale(coupon: string, amount = 26_900, currency = "usd", paymentIntent?: string) {
  const open = checkoutSession({
    amountSubtotal: amount,
    currency,
    metadata: { lookup_key: "Live_LifetimeLicense", coupon_code: coupon },
  });
  const completed = completedSession(open, { email: `buyer.${crypto.randomUUID().slice(0, 8)}@example.com` });
  const session = paymentIntent ? { ...completed, payment_intent: paymentIntent } : completed;
  const event = await delivered("checkout.session.completed", session);
  return { paymentIntent: session.payment_intent ?? "", amount, currency, event };
}

/** A web-plan invoice paid with the partner's coupon (a Recurring sale). */
export async function aSubscriptionInvoice(coupon: string, subtotal = 2_599) {
  const invoice = paidInvoice({
    email: `sub.${crypto.randomUUID().slice(0, 8)}@example.com`,
    subtotal,
    periodDays: 30,
    subscriptionMetadata: { coupon_code: coupon },
  });
  // Stripe names the invoice's payment in its own event, never on the invoice.
  const payment = invoicePaymentOf(invoice, aPaymentIntent());
  await delivered("invoice.paid", invoice);
  await delivered("invoice_payment.paid", payment);
  return { paymentIntent: payment.payment.payment_intent, amount: subtotal };
}

export const refund = (sale: { paymentIntent: string; amount: number }) =>
  delivered("charge.refunded", refundedCharge(sale.paymentIntent, sale.amount));

/** Opens a dispute of the sale; returns it so it can be closed. */
export async function dispute(sale: { paymentIntent: string; amount: number }) {
  const opened = disputeOf(sale.paymentIntent, sale.amount);
  await delivered("charge.dispute.created", opened);
  return opened;
}

export const closeDispute = (opened: ReturnType<typeof disputeOf>, status: "won" | "lost" | "warning_closed") =>
  delivered("charge.dispute.closed", closedDispute(opened, status));

/** The partner's commissions' states, oldest first. */
export async function states(affiliateId: number, now = Date.now()) {
  return (await commissionsOf(db, affiliateId, now)).map((c) => c.state);
}

/** The partner's balance in one currency (zeros when there is none). */
export async function balanceOf(affiliateId: number, now = Date.now(), currency = "usd") {
  const row = (await balancesOf(db, now, affiliateId)).find((b) => b.currency === currency);
  return {
    pending: row?.pending ?? 0,
    available: row?.available ?? 0,
    inPayment: row?.inPayment ?? 0,
    paid: row?.paid ?? 0,
    adjustments: row?.adjustments ?? 0,
  };
}

/** The partner's adjustments, oldest first. */
export async function adjustmentsOf(affiliateId: number) {
  return (
    await env.DB.prepare(
      "SELECT amount, reason, payout_id AS payoutId FROM commission_adjustments WHERE affiliate_id = ? ORDER BY id",
    )
      .bind(affiliateId)
      .all<{ amount: number; reason: string; payoutId: number | null }>()
  ).results;
}

/** The partner's payouts, oldest first. */
export async function payoutsOf(affiliateId: number) {
  return (
    await env.DB.prepare(
      "SELECT id, amount, currency, paid_on AS paidOn, reference FROM payouts WHERE affiliate_id = ? ORDER BY id",
    )
      .bind(affiliateId)
      .all<{ id: number; amount: number; currency: string; paidOn: string | null; reference: string | null }>()
  ).results;
}

/** The licence keys of a payment: whether each is revoked and suspended. */
export async function keysOf(paymentIntent: string) {
  return (
    await env.DB.prepare(
      `SELECT revoked_at AS revokedAt, suspended_at AS suspendedAt FROM licences
       WHERE order_id IN (SELECT id FROM orders WHERE stripe_payment_intent_id = ?)`,
    )
      .bind(paymentIntent)
      .all<{ revokedAt: number | null; suspendedAt: number | null }>()
  ).results;
}

const brand = { siteUrl: "https://ticksim.test", supportEmail: "support@ticksim.test" };

/** Creates a batch at `now` and marks every unpaid payout of the partner paid; returns those. */
export async function payOut(affiliateId: number, now: number) {
  // A batch the test made earlier may already carry the partner's commissions.
  await createPayoutBatch(db, rules, "owner@ticksim.test", now);
  const paid = [];
  for (const payout of await payoutsOf(affiliateId)) {
    if (payout.paidOn !== null) continue;
    const reference = `TR-${payout.id}`;
    const day = new Date(now).toISOString().slice(0, 10);
    expect(
      await markPayoutPaid(db, { payoutId: payout.id, reference, paidOn: day }, "owner@ticksim.test", brand, now),
    ).toEqual({ status: "marked" });
    paid.push({ ...payout, reference, paidOn: day });
  }
  return paid;
}

/** A sale written straight to D1 (no webhook) with its commission; `created` in Unix ms. */
export async function aRecordedSale(
  affiliateId: number,
  options: { created?: number; commission?: number; currency?: string; refunded?: boolean } = {},
) {
  await aTransaction(db, affiliateId, {
    created: options.created ?? Date.UTC(2026, 0, 15),
    amountCommission: options.commission ?? 8_070,
    currency: options.currency ?? "usd",
    refunded: options.refunded ?? false,
  });
  await runBatch(db, [recordCommissions(sql`affiliate_id = ${affiliateId}`, rules.refundWindowDays)]);
}
