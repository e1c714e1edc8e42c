/**
 * The dated facts about orders that the console counts and lists: sales, refunds, disputes and
 * licences issued. Each fact is one row (order, moment, amount, currency) read from its own
 * table; the overview's figures and the orders list's filters are built on the same rows, so a
 * figure and the list it links to cannot disagree (decision 072). This module is the one place
 * that knows which tables hold refunds and disputes and how they find their order.
 */
import { and, desc, eq, exists, gte, inArray, lt, not, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type {
  CurrencyAmount,
  OrderDispute,
  OrderFact,
  OrderFigure,
  OrderRefund,
  OrderState,
} from "#common/api/admin.ts";
import type { Db } from "#worker/db/client.ts";
import { disputes, licences, orders, refunds as refundsTable } from "#worker/db/schema.ts";
import { refundsOfPayment } from "#worker/services/checkout/refund.ts";
import { GIVEN_BACK_STATUSES, refundedAmountOf } from "#worker/services/checkout/refunded.ts";

/**
 * The refunds row of a payment, aliased: refundedAmountOf's subqueries read the same table, and an
 * unaliased outer column inside them would name their own row.
 */
const refunds = alias(refundsTable, "refund_row");

/**
 * What stands refunded of the refunds row's payment: partial refunds count what they took, a
 * refund that failed or was cancelled nothing (checkout/refunded.ts, decision 077).
 */
const standingRefund = sql<number>`${refundedAmountOf(sql`${refunds.paymentIntentId}`)}`;

/** The fact's rows as a subquery `f` of (orderId, at, amount, currency). */
export function factRows(db: Db, fact: OrderFact) {
  switch (fact) {
    case "sale":
      // A sale is revenue while it stands: a refunded order's sale no longer counts.
      return db
        .select({ orderId: orders.id, at: orders.createdAt, amount: orders.amountTotal, currency: orders.currency })
        .from(orders)
        .where(eq(orders.status, "paid"))
        .as("f");
    case "refund":
      // Dated on the payment's first refund; a payment whose refunds all failed has none.
      return db
        .select({
          orderId: orders.id,
          at: refunds.createdAt,
          amount: standingRefund.as("amount"),
          currency: refunds.currency,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.stripePaymentIntentId, refunds.paymentIntentId))
        .where(sql`${standingRefund} > 0`)
        .as("f");
    case "dispute":
      return db
        .select({ orderId: orders.id, at: disputes.createdAt, amount: disputes.amount, currency: disputes.currency })
        .from(disputes)
        .innerJoin(orders, eq(orders.stripePaymentIntentId, disputes.paymentIntentId))
        .as("f");
    case "licence":
      // Keys carry no money: counted in the order's currency with no amount.
      return db
        .select({
          orderId: orders.id,
          at: licences.createdAt,
          amount: sql<number>`0`.as("amount"),
          currency: orders.currency,
        })
        .from(licences)
        .innerJoin(orders, eq(orders.id, licences.orderId))
        .as("f");
  }
}

type Facts = ReturnType<typeof factRows>;

/** The facts dated inside [since, until). */
const within = (f: Facts, since: number, until: number) => and(gte(f.at, since), lt(f.at, until));

/** count and sum of a fact's amounts per currency when `at` is from each start on (columns c0.., a0..). */
export function factsPerWindow(db: Db, fact: OrderFact, starts: readonly number[], until: number) {
  const f = factRows(db, fact);
  const cols: Record<string, SQL.Aliased<number>> = {};
  starts.forEach((start, i) => {
    // Named: D1 answers batch rows by column name, and these expressions would share one.
    cols[`c${i}`] = sql<number>`coalesce(sum(case when ${f.at} >= ${start} then 1 else 0 end), 0)`.as(`c${i}`);
    cols[`a${i}`] = sql<number>`coalesce(sum(case when ${f.at} >= ${start} then ${f.amount} else 0 end), 0)`.as(
      `a${i}`,
    );
  });
  return db
    .select({ currency: f.currency, ...cols })
    .from(f)
    .where(within(f, Math.min(...starts), until))
    .groupBy(f.currency);
}

/** A `factsPerWindow` answer's window `i` as amounts per currency (currencies with none left out). */
export const amountsOfWindow = (rows: readonly Record<string, unknown>[], i: number): CurrencyAmount[] =>
  rows
    .map((r) => ({ currency: String(r.currency), count: Number(r[`c${i}`]), amount: Number(r[`a${i}`]) }))
    .filter((r) => r.count > 0);

/** The orders (of `id`) with at least one of the figure's facts in its time span. */
export function ordersOfFigure(db: Db, id: SQLWrapper, figure: OrderFigure): SQL {
  const f = factRows(db, figure.fact);
  return inArray(
    id,
    db
      .select({ orderId: f.orderId })
      .from(f)
      .where(within(f, figure.since, figure.until)),
  );
}

/** Each listed order's part of the figure: how many of its facts, and their sum. */
export async function figureShares(db: Db, orderIds: readonly string[], figure: OrderFigure) {
  if (orderIds.length === 0) return new Map<string, { count: number; amount: number }>();
  const f = factRows(db, figure.fact);
  const rows = await db
    .select({
      orderId: f.orderId,
      count: sql<number>`count(*)`.as("count"),
      amount: sql<number>`coalesce(sum(${f.amount}), 0)`.as("amount"),
    })
    .from(f)
    .where(and(inArray(f.orderId, [...orderIds]), within(f, figure.since, figure.until)))
    .groupBy(f.orderId);
  return new Map(rows.map((r) => [r.orderId, { count: Number(r.count), amount: Number(r.amount) }]));
}

const refundOf = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(refunds)
    .where(and(eq(refunds.paymentIntentId, orders.stripePaymentIntentId), sql`${standingRefund} > 0`));
const disputeOf = (db: Db) =>
  db.select({ one: sql`1` }).from(disputes).where(eq(disputes.paymentIntentId, orders.stripePaymentIntentId));

/** The orders in a state: paid (neither refunded nor disputed), refunded (any refund), disputed (any dispute). */
export function ordersInState(db: Db, state: OrderState): SQL {
  switch (state) {
    case "refunded":
      return exists(refundOf(db));
    case "disputed":
      return exists(disputeOf(db));
    case "paid":
      return and(not(exists(refundOf(db))), not(exists(disputeOf(db)))) as SQL;
  }
}

/** What was refunded of each order and whether it was disputed, for a page of the list. */
export async function refundsAndDisputesOf(db: Db, orderIds: readonly string[]) {
  const marks = new Map<string, { refunded: number; disputed: boolean }>();
  if (orderIds.length === 0) return marks;
  const ids = [...orderIds];
  const [refunded, disputed] = await db.batch([
    db
      .select({ orderId: orders.id, amount: sql<number>`coalesce(sum(${standingRefund}), 0)` })
      .from(refunds)
      .innerJoin(orders, eq(orders.stripePaymentIntentId, refunds.paymentIntentId))
      .where(inArray(orders.id, ids))
      .groupBy(orders.id),
    db
      .selectDistinct({ orderId: orders.id })
      .from(disputes)
      .innerJoin(orders, eq(orders.stripePaymentIntentId, disputes.paymentIntentId))
      .where(inArray(orders.id, ids)),
  ]);
  for (const id of ids) marks.set(id, { refunded: 0, disputed: false });
  for (const r of refunded) marks.set(r.orderId, { refunded: Number(r.amount), disputed: false });
  for (const d of disputed) {
    const mark = marks.get(d.orderId);
    if (mark) mark.disputed = true;
  }
  return marks;
}

/**
 * One order's refunds, oldest first, and disputes, newest first, for its page. The refunds are
 * Stripe's, one per refund id with its last status; while the charge reports more refunded than
 * the refunds known by id (its `charge.refunded` came before their own events), the rest is one
 * row under the charge's id with the status "reported".
 */
export async function orderRefundsAndDisputes(
  db: Db,
  paymentIntentId: string | null,
): Promise<{ refunds: OrderRefund[]; disputes: OrderDispute[] }> {
  if (paymentIntentId === null) return { refunds: [], disputes: [] };
  const [known, reported, disputeRows] = await Promise.all([
    refundsOfPayment(db, paymentIntentId),
    db
      .select({
        chargeId: refunds.chargeId,
        amount: refunds.amount,
        currency: refunds.currency,
        at: refunds.createdAt,
        reportedAt: refunds.reportedAt,
      })
      .from(refunds)
      .where(eq(refunds.paymentIntentId, paymentIntentId))
      .get(),
    db
      .select({
        id: disputes.id,
        at: disputes.createdAt,
        amount: disputes.amount,
        currency: disputes.currency,
        status: disputes.status,
        closedAt: disputes.closedAt,
      })
      .from(disputes)
      .where(eq(disputes.paymentIntentId, paymentIntentId))
      .orderBy(desc(disputes.createdAt)),
  ]);
  // As refundedAmountOf counts: the charge's report less the refunds since given back.
  const sumOf = (rows: typeof known) => rows.reduce((sum, r) => sum + r.amount, 0);
  const back = known.filter((r) => GIVEN_BACK_STATUSES.includes(r.status));
  const unmatched = (reported?.amount ?? 0) - sumOf(back) - sumOf(known.filter((r) => !back.includes(r)));
  const rest: OrderRefund[] =
    reported && unmatched > 0
      ? [
          {
            id: reported.chargeId,
            amount: unmatched,
            currency: reported.currency,
            status: "reported",
            failureReason: null,
            refundedAt: reported.at,
            statusAt: reported.reportedAt ?? reported.at,
          },
        ]
      : [];
  return { refunds: [...known, ...rest], disputes: disputeRows };
}
