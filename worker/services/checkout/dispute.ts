/**
 * Disputes (chargebacks and inquiries) of a payment, from `charge.dispute.created`, `.updated`,
 * `.funds_withdrawn`, `.funds_reinstated` and `.closed`. What each status does to keys and
 * commissions is decided in one table (./commissions `DISPUTE_EFFECTS`): a chargeback suspends the
 * payment's licence keys and voids its affiliate commission, an inquiry holds the commission only,
 * a settled dispute (won, or an inquiry closed) restores both. The dispute row is the fact; keys
 * and commissions are brought in line with it in the same D1 batch, so replays and any order of
 * events (closed before created, a refund in between) end in the same state.
 */
import { type SQL, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod/mini";
import { runBatch, type Statement } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { disputes, licences, orders } from "#worker/db/schema.ts";
import { assign, columnList, excluded } from "#worker/db/sql.ts";
import { logEvent } from "#worker/log.ts";
import {
  DISPUTE_EFFECTS,
  disputeOtherThan,
  disputeStatusesOf,
  reconcileAdjustments,
} from "#worker/services/payouts/commissions.ts";
import { amount, currency, idOrObject, problemOf } from "./event-fields";
import { acknowledgeEvent, type FulfilmentOutcome, idOf, recordEvent } from "./events";
import { fullyRefunded } from "./refunded";

/** The fields of a Dispute the rules read; a signed event whose dispute lacks them is malformed. */
const disputeFields = z.object({
  id: z.string().check(z.minLength(1)),
  object: z.literal("dispute"),
  charge: idOrObject,
  payment_intent: z.nullable(idOrObject),
  amount,
  currency,
  status: z.string().check(z.minLength(1)),
});

/**
 * What the event's dispute lacks of what the rules read, or undefined when it has it all (the
 * event is then read as it is); a status not decided yet is logged.
 */
export function disputeProblem(object: Stripe.Dispute): string | undefined {
  const problem = problemOf(disputeFields, object);
  if (problem) return problem;
  if (!Object.hasOwn(DISPUTE_EFFECTS, object.status)) {
    logEvent("warn", { event: "stripe.dispute_status_unknown", id: object.id, status: object.status });
  }
  return undefined;
}

/** SQL: the payment has a chargeback (or a dispute in a status not decided yet): its keys are suspended. */
const chargeback = (paymentIntentId: SQL) => disputeOtherThan(paymentIntentId, "settled", "inquiry");

/**
 * The payment's keys in line with its recorded disputes: suspended while one is open or lost,
 * restored when none is. A suspended key is revoked (`revoked_at`, so every check that refuses a
 * revoked key refuses it) and marked `suspended_at` with the same time: that pair tells a dispute's
 * suspension from a refund's or an operator's revocation, which a won dispute must not undo.
 * Fulfilment runs it too, for a sale recorded after its dispute.
 */
export function applyRecordedDisputes(paymentIntentId: string, now: number): Statement[] {
  const keysOfPayment = sql`${licences.orderId} IN (SELECT ${orders.id} FROM ${orders}
    WHERE ${orders.stripePaymentIntentId} = ${paymentIntentId})`;
  const disputed: SQL = chargeback(sql`${paymentIntentId}`);
  const keyOrder = sql`(SELECT ${orders.amountTotal} FROM ${orders} WHERE ${orders.id} = ${licences.orderId})`;
  const { suspendedAt, revokedAt } = licences;
  return [
    sql`UPDATE ${licences} SET ${assign(suspendedAt, now)}, ${assign(revokedAt, now)}
      WHERE ${keysOfPayment} AND ${revokedAt} IS NULL AND ${disputed}`,
    sql`UPDATE ${licences} SET ${assign(suspendedAt, null)}, ${assign(revokedAt, null)}
      WHERE ${keysOfPayment} AND ${suspendedAt} IS NOT NULL AND ${revokedAt} = ${suspendedAt} AND NOT ${disputed}
      AND NOT ${fullyRefunded(sql`${paymentIntentId}`, keyOrder)}`,
  ];
}

/**
 * Records the dispute as the event shows it and applies it. The newest event's status is the
 * dispute's (`eventAt`, the event's own time: Stripe retries and replays keep it), so any order of
 * delivery ends in the status Stripe gave last: a loss, its appeal and the appeal won end won
 * even when the loss is delivered last. In the same second a `closed` event wins, and a
 * chargeback never goes back to an inquiry (Stripe escalates an inquiry, never the reverse). A
 * row from before event times were kept (`status_at` null) changes, once closed, only with
 * another `closed` event, as it did then.
 */
export function recordDisputeStatements(
  dispute: Stripe.Dispute,
  paymentIntentId: string,
  closed: boolean,
  eventAt: number,
  now: number,
): Statement[] {
  const chargeId = typeof dispute.charge === "string" ? dispute.charge : dispute.charge.id;
  const row = sql`(${dispute.id}, ${paymentIntentId}, ${chargeId}, ${dispute.amount}, ${dispute.currency},
    ${dispute.status}, ${eventAt}, ${closed ? now : null})`;
  const inquiry = disputeStatusesOf("inquiry");
  const {
    id,
    paymentIntentId: paymentIntent,
    chargeId: charge,
    amount,
    currency,
    status,
    statusAt,
    closedAt,
  } = disputes;
  const newer = closed
    ? sql`${excluded(statusAt)} >= coalesce(${statusAt}, 0)`
    : sql`(${excluded(statusAt)} > ${statusAt} OR (${statusAt} IS NULL AND ${closedAt} IS NULL)
        OR (${excluded(statusAt)} = ${statusAt} AND ${closedAt} IS NULL))`;
  return [
    sql`INSERT INTO ${disputes} ${columnList(id, paymentIntent, charge, amount, currency, status, statusAt, closedAt)}
      VALUES ${row} ON CONFLICT ${columnList(id)} DO UPDATE SET ${assign(status, excluded(status))},
        ${assign(statusAt, excluded(statusAt))}, ${assign(closedAt, sql`coalesce(${closedAt}, ${excluded(closedAt)})`)}
      WHERE ${newer} AND NOT (${excluded(status)} IN (${inquiry}) AND ${status} NOT IN (${inquiry}))`,
    ...applyRecordedDisputes(paymentIntentId, now),
    // A commission already in a payout gets its adjustment; others' state follows by itself.
    reconcileAdjustments(paymentIntentId),
  ];
}

/**
 * charge.dispute.created / charge.dispute.closed: the dispute is recorded; the payment's keys are
 * suspended while it is open or lost and its commission is void (above, and payouts/commissions).
 */
export async function recordDispute(
  db: Db,
  event: Stripe.Event,
  dispute: Stripe.Dispute,
  closed: boolean,
): Promise<FulfilmentOutcome> {
  // A payment without a payment intent (an invoice paid by a charge) is named by its charge.
  const paymentIntentId = idOf(dispute.payment_intent) ?? idOf(dispute.charge);
  if (!paymentIntentId) {
    await acknowledgeEvent(db, event);
    return "ignored";
  }
  await runBatch(db, [
    recordEvent(db, event),
    ...recordDisputeStatements(dispute, paymentIntentId, closed, event.created * 1000, Date.now()),
  ]);
  return "fulfilled";
}
