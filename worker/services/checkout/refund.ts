/**
 * Refunds: a payment refunded in full (`charge.refunded`) is recorded by payment intent and applied
 * by both the refund's batch and the purchase's, so whichever arrives last still leaves the order
 * refunded, its keys revoked and its affiliate commission zeroed (an adjustment once paid out).
 */
import { type SQL, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { runBatch, type Statement } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { licences, orders, refunds, transactions } from "#worker/db/schema.ts";
import { assign } from "#worker/db/sql.ts";
import { reconcileAdjustments } from "#worker/services/payouts/commissions.ts";
import { acknowledgeEvent, type FulfilmentOutcome, idOf, recordEvent } from "./events";

/** The refund of a payment, if one is recorded: orders, keys and commissions follow it. */
export function applyRecordedRefund(paymentIntentId: string, now: number): Statement[] {
  const refunded = sql`exists (select 1 from ${refunds} where ${refunds.paymentIntentId} = ${paymentIntentId})`;
  return [
    sql`update ${orders} set ${assign(orders.status, "refunded")}
          where ${orders.stripePaymentIntentId} = ${paymentIntentId} and ${refunded}`,
    sql`update ${licences} set ${assign(licences.revokedAt, sql`coalesce(${licences.revokedAt}, ${now})`)}
          where ${licences.orderId} in (select ${orders.id} from ${orders} where ${orders.stripePaymentIntentId} = ${paymentIntentId})
          and ${refunded}`,
    voidRefundedSales(sql`${transactions.stripePaymentIntentId} = ${paymentIntentId}`),
  ];
}

/** Sales matching `which` whose payment has a recorded refund: refunded, their commission zeroed. */
export const voidRefundedSales = (which: SQL) =>
  sql`update ${transactions}
        set ${assign(transactions.refunded, sql`1`)}, ${assign(transactions.status, "refunded")}, ${assign(transactions.amountCommission, 0)}
        where ${which} and exists (select 1 from ${refunds} where ${refunds.paymentIntentId} = ${transactions.stripePaymentIntentId})`;

/** charge.refunded in full: the order is refunded, its keys revoked, the commission zeroed (void; an adjustment once paid out). */
export async function recordRefund(db: Db, event: Stripe.Event, charge: Stripe.Charge): Promise<FulfilmentOutcome> {
  const paymentIntentId = idOf(charge.payment_intent);
  if (!paymentIntentId || !charge.refunded) {
    // A partial refund keeps the licence: the customer still owns it.
    await acknowledgeEvent(db, event);
    return "ignored";
  }
  await runBatch(db, [
    recordEvent(db, event),
    db
      .insert(refunds)
      .values({ paymentIntentId, chargeId: charge.id, amount: charge.amount_refunded, currency: charge.currency })
      .onConflictDoNothing(),
    ...applyRecordedRefund(paymentIntentId, Date.now()),
    reconcileAdjustments(paymentIntentId),
  ]);
  return "fulfilled";
}
