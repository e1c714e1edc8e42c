/**
 * Commissions: THE place that decides what state an affiliate's commission is in.
 *
 * A commission is one row per sale (worker/db/schema.ts `commissions`), its amount fixed when the
 * sale is recorded. Its state is derived, never stored, from facts that each carry their date:
 * - `void`: the sale is refunded, or disputed and the dispute not (yet) won;
 * - `paid`: it is in a payout marked paid;
 * - `due`: the refund window (`due_at`) has passed;
 * - `pending`: still inside the refund window.
 * Nothing already paid is ever edited: when a commission in a payout turns void (or back), a
 * signed adjustment row is added and carried into the affiliate's next payout (./payouts). So, per
 * currency, paid + due + pending - (what adjustments take back) = the sum of the non-void
 * commissions. Money is integer cents throughout.
 */
import { type SQL, sql } from "drizzle-orm";
import { alias, type SQLiteColumn } from "drizzle-orm/sqlite-core";
import type Stripe from "stripe";
import { DAY_MS } from "#common/time.ts";
import type { Statement } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import {
  commissionAdjustments,
  commissions,
  disputes,
  invoicePaymentParts,
  payouts,
  transactions,
} from "#worker/db/schema.ts";
import { columnList } from "#worker/db/sql.ts";

export type CommissionState = "pending" | "due" | "paid" | "void";

// ---- the state rule ---------------------------------------------------------------------------

/**
 * What a dispute in each status does to its sale (docs/payouts.md, "Disputes"):
 * - `settled`: the money stays with the shop (won, or an inquiry closed without a chargeback):
 *   the sale stands, keys and commission as if no dispute had been;
 * - `inquiry`: the card issuer asks questions, no money has moved yet, but it may become a
 *   chargeback: the buyer keeps their keys, the commission is held (void until settled);
 * - `chargeback`: the money is withdrawn, lost or given back to the buyer (open, under review,
 *   appealed, lost, or `prevented`: a prevention programme such as Visa RDR refunded the buyer to
 *   stop it): keys suspended, commission void.
 * Every status of the pinned API version is here (the compiler checks it against stripe-node); a
 * status Stripe adds later counts as a chargeback until it is decided here.
 */
export const DISPUTE_EFFECTS = {
  warning_needs_response: "inquiry",
  warning_under_review: "inquiry",
  warning_closed: "settled",
  needs_response: "chargeback",
  under_review: "chargeback",
  appeal_needs_response: "chargeback",
  appeal_under_review: "chargeback",
  won: "settled",
  lost: "chargeback",
  prevented: "chargeback",
} as const satisfies Record<KnownStatus<Stripe.Dispute.Status>, "settled" | "inquiry" | "chargeback">;

/** The named members of one of stripe-node's open string unions (its `OtherString` left out). */
type KnownStatus<T> = T extends string ? (string extends T ? never : T) : never;
export type DisputeEffect = (typeof DISPUTE_EFFECTS)[keyof typeof DISPUTE_EFFECTS];

/** The statuses with these effects, as SQL values. */
export const disputeStatusesOf = (...effects: DisputeEffect[]) =>
  sql.join(
    Object.entries(DISPUTE_EFFECTS)
      .filter(([, effect]) => effects.includes(effect))
      .map(([status]) => sql`${status}`),
    sql`, `,
  );

/** SQL: the payment has a dispute whose status has none of these effects (a status not decided yet counts). */
export const disputeOtherThan = (paymentIntentId: SQL, ...effects: DisputeEffect[]) =>
  sql`EXISTS (SELECT 1 FROM ${disputes} WHERE ${disputes.paymentIntentId} = ${paymentIntentId}
    AND ${disputes.status} NOT IN (${disputeStatusesOf(...effects)}))`;

/** SQL: the payment has a dispute not settled for the shop (an inquiry, a chargeback, or a status not decided yet). */
export const unsettledDispute = (paymentIntentId: SQL) => disputeOtherThan(paymentIntentId, "settled");

/** The columns of `transactions`, or of an alias of it, that name a sale's payments. */
type SaleColumns = { readonly stripePaymentIntentId: SQLiteColumn; readonly stripeObjectId: SQLiteColumn };

/** SQL: the payments of an invoice's sale, other than the one the sale names. */
const otherPaymentsOf = (sale: SaleColumns) => sql`(SELECT ${invoicePaymentParts.paymentId}
  FROM ${invoicePaymentParts} WHERE ${invoicePaymentParts.invoiceId} = ${sale.stripeObjectId})`;

/**
 * SQL: `sale` (transactions or an alias) was paid by `payment`: a licence's by its payment intent,
 * an invoice's by any of its payments (an invoice may be paid by several).
 */
export const paidBy = (sale: SaleColumns, payment: SQL) =>
  sql`(${sale.stripePaymentIntentId} = ${payment} OR ${payment} IN ${otherPaymentsOf(sale)})`;

/** SQL: a payment of the sale has a dispute not settled for the shop. */
const unsettledDisputeOfSale = (sale: SaleColumns) =>
  sql`(${unsettledDispute(sql`${sale.stripePaymentIntentId}`)} OR EXISTS (SELECT 1 FROM ${disputes}
    WHERE ${disputes.paymentIntentId} IN ${otherPaymentsOf(sale)}
    AND ${disputes.status} NOT IN (${disputeStatusesOf("settled")})))`;

/** The commission, its sale and its payout (if any) in `commissionFacts`. */
export const c = alias(commissions, "c");
const t = alias(transactions, "t");
const po = alias(payouts, "po");

/** Every query that needs a state reads commissions through these aliases (`c`, `t`, `po`). */
export const commissionFacts = sql`${commissions} ${c} JOIN ${transactions} ${t} ON ${t.id} = ${c.transactionId}
  LEFT JOIN ${payouts} ${po} ON ${po.id} = ${c.payoutId}`;

/** The sale is undone: refunded in full, or disputed and the dispute not (yet) settled for the shop. */
const saleUndone = sql`(${t.refunded} = 1 OR ${unsettledDisputeOfSale(t)})`;

/** SQL: what is kept of a commission on a sale of which `refunded` of `paid` was refunded (integer minor units). */
export function keptOfCommission(commission: SQLiteColumn, paid: SQLiteColumn, refunded: SQLiteColumn): SQL {
  return sql`(CASE WHEN ${paid} > 0 THEN (${commission} * (${paid} - min(${refunded}, ${paid}))) / ${paid}
    ELSE ${commission} END)`;
}

/**
 * What the partner keeps of a commission (over `commissionFacts`): the whole of it, less the share
 * of the sale refunded so far (a refund of half the price takes half the commission, rounded in
 * the partner's disfavour by at most a minor unit). A sale refunded in full is void instead.
 */
export const retainedAmount = keptOfCommission(c.amount, t.amountPaid, t.amountRefunded);

/** What the commission is worth now: nothing while its sale is undone, else what the partner keeps. */
const currentAmount = sql`(CASE WHEN ${saleUndone} THEN 0 ELSE ${retainedAmount} END)`;

/** THE rule: a commission's state at `now` (over `commissionFacts`). */
export const stateAt = (now: number) => sql`(CASE
  WHEN ${saleUndone} THEN 'void'
  WHEN ${po.paidOn} IS NOT NULL THEN 'paid'
  WHEN ${c.dueAt} <= ${now} THEN 'due'
  ELSE 'pending' END)`;

// ---- writes that follow a sale's life (called from the webhook's batches) ---------------------

/**
 * The commission of the sales matching `sales` (a condition on `transactions`), due when the
 * refund window ends. Put it right after the sale's insert and before any refund is applied to
 * that row: the amount is the sale's commission as earned. A second run writes nothing.
 */
export function recordCommissions(sales: SQL, refundWindowDays: number): Statement {
  const { transactionId, affiliateId, currency, amount, earnedAt, dueAt } = commissions;
  return sql`INSERT INTO ${commissions} ${columnList(transactionId, affiliateId, currency, amount, earnedAt, dueAt)}
    SELECT ${transactions.id}, ${transactions.affiliateId}, lower(${transactions.currency}),
      ${transactions.amountCommission}, ${transactions.created}, ${transactions.created} + ${refundWindowDays * DAY_MS}
    FROM ${transactions} WHERE ${sales}
    ON CONFLICT DO NOTHING`;
}

/**
 * Keeps adjustments in step with the commissions of one payment that are already in a payout:
 * each such commission's adjustments add up to what it is worth now (nothing while its sale is
 * undone, less a refunded share) minus what its payout carried; the difference is a new row
 * (`refund`/`dispute` when negative, `restored` when positive). Run it in the same batch as any
 * change to a refund or dispute: running it again writes nothing, and whatever order the events
 * come in, the sums end right.
 */
export function reconcileAdjustments(paymentIntentId: string): Statement {
  const { commissionId, affiliateId, currency, amount, reason } = commissionAdjustments;
  return sql`INSERT INTO ${commissionAdjustments} ${columnList(commissionId, affiliateId, currency, amount, reason)}
    SELECT commissionId, affiliateId, currency, delta,
      CASE WHEN delta > 0 THEN 'restored' WHEN refunded > 0 THEN 'refund' ELSE 'dispute' END
    FROM (
      SELECT ${c.id} AS commissionId, ${c.affiliateId} AS affiliateId, ${c.currency} AS currency,
        ${t.amountRefunded} AS refunded,
        ${currentAmount} - coalesce(${c.payoutAmount}, ${c.amount})
          - coalesce((SELECT sum(${amount}) FROM ${commissionAdjustments} WHERE ${commissionId} = ${c.id}), 0) AS delta
      FROM ${commissionFacts}
      WHERE ${c.payoutId} IS NOT NULL AND ${paidBy(t, sql`${paymentIntentId}`)}
    )
    WHERE delta <> 0`;
}

// ---- balances ---------------------------------------------------------------------------------

/** One affiliate's money in one currency, in cents. */
export interface Balance {
  readonly affiliateId: number;
  readonly currency: string;
  /** Inside the refund window. */
  readonly pending: number;
  /** Due and not yet in a payout batch. */
  readonly available: number;
  /** In a batch not yet marked paid. */
  readonly inPayment: number;
  /** Payouts marked paid, to date. */
  readonly paid: number;
  /** Adjustments not yet carried into a payout; negative takes money back. */
  readonly adjustments: number;
}

/** What the next batch would pay: due commissions plus the adjustments waiting for it. */
export const payableOf = (b: Balance) => b.available + b.adjustments;

/** Each affiliate's balances per currency (only `affiliateId`'s when given), as rows of `Balance`; all-zero rows left out. */
export function balancesSql(now: number, affiliateId?: number) {
  const only = (column: SQL | SQLiteColumn) =>
    affiliateId === undefined ? sql`` : sql`AND ${column} = ${affiliateId}`;
  const ca = commissionAdjustments;
  return sql`SELECT affiliateId, currency,
      sum(pending) AS pending, sum(available) AS available, sum(inPayment) AS inPayment,
      sum(paid) AS paid, sum(adjustments) AS adjustments
    FROM (
      SELECT affiliateId, currency,
        CASE WHEN state = 'pending' THEN amount ELSE 0 END AS pending,
        CASE WHEN state = 'due' THEN amount ELSE 0 END AS available,
        0 AS inPayment, 0 AS paid, 0 AS adjustments
      FROM (SELECT ${c.affiliateId} AS affiliateId, ${c.currency} AS currency, ${retainedAmount} AS amount, ${stateAt(now)} AS state
            FROM ${commissionFacts} WHERE ${c.payoutId} IS NULL ${only(c.affiliateId)})
      UNION ALL
      SELECT ${payouts.affiliateId}, ${payouts.currency}, 0, 0,
        CASE WHEN ${payouts.paidOn} IS NULL THEN ${payouts.amount} ELSE 0 END,
        CASE WHEN ${payouts.paidOn} IS NULL THEN 0 ELSE ${payouts.amount} END, 0
      FROM ${payouts} WHERE 1 ${only(payouts.affiliateId)}
      UNION ALL
      SELECT ${ca.affiliateId}, ${ca.currency}, 0, 0, 0, 0, ${ca.amount}
      FROM ${ca} WHERE ${ca.payoutId} IS NULL ${only(ca.affiliateId)}
    )
    GROUP BY affiliateId, currency
    HAVING sum(pending) <> 0 OR sum(available) <> 0 OR sum(inPayment) <> 0 OR sum(paid) <> 0 OR sum(adjustments) <> 0`;
}

/** Balances per affiliate and currency at `now`: everyone's, or one affiliate's. */
export function balancesOf(db: Db, now: number, affiliateId?: number): Promise<Balance[]> {
  return db.all<Balance>(sql`${balancesSql(now, affiliateId)} ORDER BY affiliateId, currency`);
}

// ---- commissions, one by one ------------------------------------------------------------------

export interface CommissionRow {
  readonly id: number;
  readonly affiliateId: number;
  readonly currency: string;
  /** As earned. */
  readonly amount: number;
  /** What the partner keeps of it after partial refunds (the whole of it without one). */
  readonly kept: number;
  readonly earnedAt: number;
  readonly dueAt: number;
  readonly payoutId: number | null;
  readonly state: CommissionState;
}

/** The affiliate's commissions with their state at `now`, oldest first. */
export function commissionsOf(db: Db, affiliateId: number, now = Date.now()): Promise<CommissionRow[]> {
  return db.all<CommissionRow>(sql`SELECT ${c.id} AS id, ${c.affiliateId} AS affiliateId, ${c.currency} AS currency,
      ${c.amount} AS amount, ${retainedAmount} AS kept, ${c.earnedAt} AS earnedAt, ${c.dueAt} AS dueAt, ${c.payoutId} AS payoutId,
      ${stateAt(now)} AS state
    FROM ${commissionFacts} WHERE ${c.affiliateId} = ${affiliateId} ORDER BY ${c.earnedAt}, ${c.id}`);
}
