/**
 * Refunds, full or partial, and refunds that fail. Two kinds of facts are kept:
 * - what `charge.refunded` last said of the charge (`refunds`: its `amount_refunded`, all refunds
 *   so far, and what was charged);
 * - each refund by its id with its last status (`payment_refunds`, from `refund.created`,
 *   `refund.updated`, `refund.failed` and `charge.refund.updated`).
 * What is refunded of a payment is read from both (`refundedAmountOf`); a refund that failed or
 * was cancelled takes nothing. Orders, keys and commissions follow it in the same D1 batch, from
 * whichever event arrives last: a sale refunded in part keeps its licence and its commission
 * shrinks in proportion; refunded in full, the order is refunded, its keys revoked and the
 * commission void (an adjustment once paid out); a refund that fails gives all of it back.
 */
import { type SQL, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod/mini";
import { runBatch, type Statement } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { licences, orders, paymentRefunds, refunds, transactions } from "#worker/db/schema.ts";
import { assign, columnList, excluded } from "#worker/db/sql.ts";
import { paidBy, reconcileAdjustments } from "#worker/services/payouts/commissions.ts";
import { applyRecordedDisputes } from "./dispute";
import { amount, currency, idOrObject, problemOf } from "./event-fields";
import { type FulfilmentOutcome, idOf, recordEvent } from "./events";
import { fullyRefunded, givenBack, refundedOfSale } from "./refunded";

/**
 * The sales matching `which` in line with their payment's refunds: the amount refunded (never
 * more than was paid), and refunded in full or not. The commission is never edited: what the
 * partner keeps is derived from these (payouts/commissions.ts).
 */
export const applyRefundsToSales = (which: SQL) => {
  const full = sql`(${refundedOfSale} > 0 AND ${refundedOfSale} >= ${transactions.amountPaid})`;
  return sql`UPDATE ${transactions} SET
      ${assign(transactions.amountRefunded, sql`min(${refundedOfSale}, ${transactions.amountPaid})`)},
      ${assign(transactions.refunded, sql`${full}`)},
      ${assign(transactions.status, sql`CASE WHEN ${full} THEN 'refunded' ELSE 'paid' END`)}
    WHERE ${which}`;
};

/**
 * The payment's orders, keys and sales in line with its recorded refunds. A key is revoked with
 * `refunded_at` when the payment is refunded in full (one a dispute suspended stays revoked, now
 * for the refund too), and both are cleared when it no longer is (a refund failed); the
 * payment's disputes are then applied again, so a key restored by a failed refund is suspended
 * again while a chargeback is open. Fulfilment runs it too, for a sale recorded after its refund.
 */
export function applyRecordedRefund(paymentIntentId: string, now: number): Statement[] {
  const payment = sql`${paymentIntentId}`;
  const orderFull = fullyRefunded(payment, sql`${orders.amountTotal}`);
  const keyOrder = sql`(SELECT ${orders.amountTotal} FROM ${orders} WHERE ${orders.id} = ${licences.orderId})`;
  const keyFull = fullyRefunded(payment, keyOrder);
  const keysOfPayment = sql`${licences.orderId} IN (SELECT ${orders.id} FROM ${orders}
    WHERE ${orders.stripePaymentIntentId} = ${paymentIntentId})`;
  const { revokedAt, refundedAt, suspendedAt } = licences;
  return [
    sql`UPDATE ${orders} SET ${assign(orders.status, sql`CASE WHEN ${orderFull} THEN 'refunded' ELSE 'paid' END`)}
      WHERE ${orders.stripePaymentIntentId} = ${paymentIntentId}`,
    sql`UPDATE ${licences} SET ${assign(refundedAt, sql`coalesce(${revokedAt}, ${now})`)},
        ${assign(revokedAt, sql`coalesce(${revokedAt}, ${now})`)}
      WHERE ${keysOfPayment} AND ${refundedAt} IS NULL
        AND (${revokedAt} IS NULL OR ${revokedAt} = ${suspendedAt}) AND ${keyFull}`,
    sql`UPDATE ${licences} SET ${assign(refundedAt, null)}, ${assign(revokedAt, null)}, ${assign(suspendedAt, null)}
      WHERE ${keysOfPayment} AND ${refundedAt} IS NOT NULL AND ${revokedAt} = ${refundedAt} AND NOT ${keyFull}`,
    applyRefundsToSales(paidBy(transactions, payment)),
    ...applyRecordedDisputes(paymentIntentId, now),
    reconcileAdjustments(paymentIntentId),
  ];
}

/** The fields of a refunded Charge the rules read; a signed event whose charge lacks them is malformed. */
const chargeFields = z
  .object({
    id: z.string().check(z.minLength(1)),
    object: z.literal("charge"),
    amount,
    amount_refunded: amount,
    currency,
    refunded: z.boolean(),
    payment_intent: z.nullable(idOrObject),
  })
  .check(
    z.refine((charge) => charge.amount_refunded <= charge.amount, {
      error: "amount_refunded is more than the charge's amount",
      path: ["amount_refunded"],
    }),
  );

/** The fields of a Refund the rules read. */
const refundFields = z.object({
  id: z.string().check(z.minLength(1)),
  object: z.literal("refund"),
  amount,
  currency,
  status: z.string().check(z.minLength(1)),
  created: z.int(),
  charge: z.nullable(idOrObject),
  payment_intent: z.nullable(idOrObject),
  failure_reason: z.optional(z.nullable(z.string())),
});

/** What the event's charge lacks of what the rules read (or holds out of range), or undefined. */
export const chargeProblem = (object: unknown) => problemOf(chargeFields, object);
/** What the event's refund lacks of what the rules read, or undefined. */
export const refundProblem = (object: unknown) => problemOf(refundFields, object);

/** The payment a charge or refund belongs to: its payment intent, or the charge itself for a payment without one. */
export const paymentOf = (object: { payment_intent: Stripe.Charge["payment_intent"]; id: string }) =>
  idOf(object.payment_intent) ?? object.id;

/**
 * charge.refunded (every refund, full or partial): what the charge now says is refunded is
 * recorded, unless a later event said otherwise, and applied.
 */
export async function recordRefund(db: Db, event: Stripe.Event, charge: Stripe.Charge): Promise<FulfilmentOutcome> {
  const payment = paymentOf(charge);
  const { paymentIntentId, chargeId, amount, currency, chargeAmount, reportedAt } = refunds;
  const row = sql`(${payment}, ${charge.id}, ${charge.amount_refunded}, ${charge.currency}, ${charge.amount}, ${event.created * 1000})`;
  await runBatch(db, [
    recordEvent(db, event),
    sql`INSERT INTO ${refunds} ${columnList(paymentIntentId, chargeId, amount, currency, chargeAmount, reportedAt)}
      VALUES ${row}
      ON CONFLICT ${columnList(paymentIntentId)} DO UPDATE SET ${assign(amount, excluded(amount))},
        ${assign(chargeId, excluded(chargeId))}, ${assign(chargeAmount, excluded(chargeAmount))},
        ${assign(reportedAt, excluded(reportedAt))}
      WHERE ${excluded(reportedAt)} >= coalesce(${reportedAt}, 0)`,
    ...applyRecordedRefund(payment, Date.now()),
  ]);
  return "fulfilled";
}

/**
 * refund.created, refund.updated, refund.failed, charge.refund.updated: the refund and its status.
 * A refund that failed or was cancelled stays so (Stripe never revives one), and an older event
 * never replaces a newer one's status.
 */
export async function recordRefundStatus(
  db: Db,
  event: Stripe.Event,
  refund: Stripe.Refund,
): Promise<FulfilmentOutcome> {
  const chargeId = idOf(refund.charge) ?? null;
  const payment = idOf(refund.payment_intent) ?? chargeId;
  if (!payment) {
    await recordEvent(db, event);
    return "ignored";
  }
  const r = paymentRefunds;
  const statusAt = event.created * 1000;
  const row = sql`(${refund.id}, ${payment}, ${chargeId}, ${refund.amount}, ${refund.currency}, ${refund.status},
    ${refund.failure_reason ?? null}, ${refund.created * 1000}, ${statusAt})`;
  await runBatch(db, [
    recordEvent(db, event),
    sql`INSERT INTO ${r} ${columnList(r.id, r.paymentId, r.chargeId, r.amount, r.currency, r.status, r.failureReason, r.refundedAt, r.statusAt)}
      VALUES ${row}
      ON CONFLICT ${columnList(r.id)} DO UPDATE SET ${assign(r.status, excluded(r.status))},
        ${assign(r.failureReason, excluded(r.failureReason))}, ${assign(r.statusAt, excluded(r.statusAt))},
        ${assign(r.amount, excluded(r.amount))}
      WHERE ${r.status} NOT IN (${givenBack}) AND ${excluded(r.statusAt)} >= ${r.statusAt}`,
    ...applyRecordedRefund(payment, Date.now()),
  ]);
  return "fulfilled";
}

/** The refunds of a payment, oldest first: what the console lists on its order. */
export function refundsOfPayment(db: Db, paymentId: string) {
  const r = paymentRefunds;
  return db
    .select({
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      failureReason: r.failureReason,
      refundedAt: r.refundedAt,
      statusAt: r.statusAt,
    })
    .from(r)
    .where(sql`${r.paymentId} = ${paymentId}`)
    .orderBy(r.refundedAt, r.id);
}
