/**
 * Disputes (chargebacks and inquiries) of a payment, from `charge.dispute.created` and
 * `charge.dispute.closed`. While a payment has an open or lost dispute its licence keys are
 * suspended and its affiliate commission is void; a dispute won (or an inquiry closed) restores
 * both. The dispute row is the fact; keys and commissions are brought in line with it in the same
 * D1 batch, so replays and any order of events (closed before created, a refund in between) end
 * in the same state.
 */
import { type SQL, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { Statement } from "#worker/db/batch.ts";
import { reconcileAdjustments, unsettledDispute } from "./commissions";

/**
 * The payment's keys in line with its recorded disputes: suspended while one is open or lost,
 * restored when none is. A suspended key is revoked (`revoked_at`, so every check that refuses a
 * revoked key refuses it) and marked `suspended_at` with the same time: that pair tells a dispute's
 * suspension from a refund's or an operator's revocation, which a won dispute must not undo.
 * Fulfilment runs it too, for a sale recorded after its dispute.
 */
export function applyRecordedDisputes(paymentIntentId: string, now: number): Statement[] {
  const keysOfPayment = sql`order_id IN (SELECT id FROM orders WHERE stripe_payment_intent_id = ${paymentIntentId})`;
  const disputed: SQL = unsettledDispute(sql`${paymentIntentId}`);
  return [
    sql`UPDATE licences SET suspended_at = ${now}, revoked_at = ${now}
      WHERE ${keysOfPayment} AND revoked_at IS NULL AND ${disputed}`,
    sql`UPDATE licences SET suspended_at = NULL, revoked_at = NULL
      WHERE ${keysOfPayment} AND suspended_at IS NOT NULL AND revoked_at = suspended_at AND NOT ${disputed}
      AND NOT EXISTS (SELECT 1 FROM refunds WHERE payment_intent_id = ${paymentIntentId})`,
  ];
}

/**
 * Records the dispute as the event shows it and applies it. A `closed` event's status (won,
 * lost, warning_closed) is final; a late `created` never reopens it.
 */
export function recordDisputeStatements(
  dispute: Stripe.Dispute,
  paymentIntentId: string,
  closed: boolean,
  now: number,
): Statement[] {
  const chargeId = typeof dispute.charge === "string" ? dispute.charge : dispute.charge.id;
  const row = sql`(${dispute.id}, ${paymentIntentId}, ${chargeId}, ${dispute.amount}, ${dispute.currency},
    ${dispute.status}, ${closed ? now : null})`;
  return [
    closed
      ? sql`INSERT INTO disputes (id, payment_intent_id, charge_id, amount, currency, status, closed_at) VALUES ${row}
          ON CONFLICT (id) DO UPDATE SET status = excluded.status, closed_at = coalesce(disputes.closed_at, excluded.closed_at)`
      : sql`INSERT INTO disputes (id, payment_intent_id, charge_id, amount, currency, status, closed_at) VALUES ${row}
          ON CONFLICT (id) DO NOTHING`,
    ...applyRecordedDisputes(paymentIntentId, now),
    // A commission already in a payout gets its adjustment; others' state follows by itself.
    reconcileAdjustments(paymentIntentId),
  ];
}
