/**
 * What is refunded of a payment, as SQL every rule that depends on it reads (refunds, disputes,
 * fulfilment): from what `charge.refunded` last said of the charge (`refunds`) and from each
 * refund's own status (`payment_refunds`). A refund that failed or was cancelled takes nothing.
 */
import { type SQL, sql } from "drizzle-orm";
import { invoicePaymentParts, paymentRefunds, refunds, transactions } from "#worker/db/schema.ts";

/** Refund statuses that give the money back to the shop. */
export const GIVEN_BACK_STATUSES: readonly string[] = ["failed", "canceled"];

/** GIVEN_BACK_STATUSES as SQL values. */
export const givenBack = sql.join(
  GIVEN_BACK_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/**
 * SQL: what has been refunded of a payment, in its minor units: the refunds known by id that
 * still stand, or what the charge last reported less the refunds since given back, whichever is
 * more (a `charge.refunded` may come before its refund's own event, or alone).
 */
export const refundedAmountOf = (payment: SQL) => sql`max(
  coalesce((SELECT sum(${paymentRefunds.amount}) FROM ${paymentRefunds}
    WHERE ${paymentRefunds.paymentId} = ${payment} AND ${paymentRefunds.status} NOT IN (${givenBack})), 0),
  coalesce((SELECT ${refunds.amount} FROM ${refunds} WHERE ${refunds.paymentIntentId} = ${payment}), 0)
    - coalesce((SELECT sum(${paymentRefunds.amount}) FROM ${paymentRefunds}
      WHERE ${paymentRefunds.paymentId} = ${payment} AND ${paymentRefunds.status} IN (${givenBack})), 0))`;

/**
 * SQL: the payment is refunded in full: what is refunded reaches what was charged (the charge's
 * amount when a `charge.refunded` said it; `paid`, the sale's amount, otherwise).
 */
export const fullyRefunded = (payment: SQL, paid: SQL) => sql`(${refundedAmountOf(payment)} > 0
  AND ${refundedAmountOf(payment)} >= coalesce((SELECT coalesce(${refunds.chargeAmount}, ${refunds.amount})
    FROM ${refunds} WHERE ${refunds.paymentIntentId} = ${payment}), ${paid}))`;

/**
 * SQL: what has been refunded of a sale (`transactions`): of its payment intent, and of every other
 * payment of its invoice.
 */
export const refundedOfSale = sql`(${refundedAmountOf(sql`${transactions.stripePaymentIntentId}`)}
  + coalesce((SELECT sum(${refundedAmountOf(sql`${invoicePaymentParts.paymentId}`)}) FROM ${invoicePaymentParts}
    WHERE ${invoicePaymentParts.invoiceId} = ${transactions.stripeObjectId}
    AND ${invoicePaymentParts.paymentId} IS NOT ${transactions.stripePaymentIntentId}), 0))`;
