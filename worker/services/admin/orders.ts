/**
 * Orders and licences in the console: find an order by whatever the customer wrote to support
 * with (e-mail, order ID, licence key, Stripe Checkout Session id), narrowed to a state or to the
 * orders behind an overview figure, and read one order whole: its keys, device binding, refunds
 * and disputes, reset history, the mails it caused, whether it can still be refunded.
 */
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import {
  ADMIN_PAGE_SIZE,
  type OrderDetailAnswer,
  type OrderFigure,
  type OrderRow,
  type OrderSearchAnswer,
  type OrderState,
  REFUND_WINDOW_DAYS,
} from "#common/api/admin.ts";
import { DAY_MS } from "#common/time.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliates, licenceResets, licences, orders, outbox } from "#worker/db/schema.ts";
import { mailLocaleOf } from "#worker/mail/i18n.ts";
import { notFound, type Refusal } from "#worker/services/refusal.ts";
import { historyOf } from "./audit-log";
import { type ListRead, olderThan, pageOf, timeCursor } from "./cursor";
import {
  amountsOfWindow,
  factsPerWindow,
  figureShares,
  orderRefundsAndDisputes,
  ordersInState,
  ordersOfFigure,
  refundsAndDisputesOf,
} from "./order-facts";
import { mailRowOf } from "./rows";

const LICENCE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const orderColumns = {
  id: orders.id,
  email: orders.customerEmail,
  createdAt: orders.createdAt,
  currency: orders.currency,
  amountTotal: orders.amountTotal,
  status: orders.status,
  couponCode: orders.couponCode,
  stripeSessionId: orders.stripeSessionId,
};

/** What the search text is, decided by its shape: one exact match, or an e-mail prefix. */
function matchOf(query: string): SQL | undefined {
  const q = query.trim();
  if (!q) return undefined;
  if (LICENCE_KEY.test(q)) {
    return inArray(
      orders.id,
      sql`(select ${licences.orderId} from ${licences} where ${licences.key} = ${q.toLowerCase()})`,
    );
  }
  if (/^\d+$/.test(q)) return eq(orders.id, q);
  if (/^cs_\w+$/.test(q)) return eq(orders.stripeSessionId, q);
  // E-mails are stored lower-cased: a range on the index finds every address starting with the text.
  const prefix = q.toLowerCase();
  return and(gte(orders.customerEmail, prefix), lt(orders.customerEmail, `${prefix}\uffff`));
}

/** The list's filters; the state and the figure may be left out (every order). */
type OrderSearch = { query: string; status?: "all" | OrderState; figure?: OrderFigure | undefined };

/**
 * Newest first; the cursor is the last row's (createdAt, id). The text, the state and an overview
 * figure narrow the list together; with a figure, each row carries its share of it and the first
 * page the figure itself, counted by the same rows the overview counts (./order-facts).
 */
export const searchOrders: ListRead<OrderSearch, OrderRow, Pick<OrderSearchAnswer, "totals">> = async (
  db,
  input,
  limit = ADMIN_PAGE_SIZE,
) => {
  const { figure } = input;
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        matchOf(input.query),
        !input.status || input.status === "all" ? undefined : ordersInState(db, input.status),
        figure ? ordersOfFigure(db, orders.id, figure) : undefined,
        olderThan(orders.createdAt, orders.id, input.cursor),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const { items, next } = pageOf(rows, limit, timeCursor);
  const ids = items.map((o) => o.id);
  const [marks, shares, totals] = await Promise.all([
    refundsAndDisputesOf(db, ids),
    figure ? figureShares(db, ids, figure) : undefined,
    figure && !input.cursor ? factsPerWindow(db, figure.fact, [figure.since], figure.until) : undefined,
  ]);
  return {
    items: items.map((o) => ({
      ...o,
      refunded: marks.get(o.id)?.refunded ?? 0,
      disputed: marks.get(o.id)?.disputed ?? false,
      share: shares?.get(o.id) ?? null,
    })),
    next,
    totals: totals ? amountsOfWindow(totals, 0) : null,
  };
};

/** Whether a full refund can still be asked of Stripe, and until when the terms allow it. */
export function refundEligibility(
  order: { status: string; stripePaymentIntentId: string | null; amountTotal: number; createdAt: number },
  now: number,
): OrderDetailAnswer["refund"] {
  const until = order.createdAt + REFUND_WINDOW_DAYS * DAY_MS;
  const reason =
    order.status === "refunded"
      ? "The order is already refunded"
      : !order.stripePaymentIntentId || order.amountTotal === 0
        ? "Nothing was paid for this order"
        : now > until
          ? `The ${REFUND_WINDOW_DAYS}-day refund window of the terms has passed`
          : null;
  return { allowed: reason === null, reason, until };
}

/** One order with everything support needs; a refusal for an unknown order. */
export async function orderDetail(db: Db, orderId: string, now = Date.now()): Promise<OrderDetailAnswer | Refusal> {
  const [found] = await db
    .select({ order: orders, affiliate: { id: affiliates.id, username: affiliates.username } })
    .from(orders)
    .leftJoin(affiliates, eq(affiliates.id, orders.affiliateId))
    .where(eq(orders.id, orderId));
  if (!found) return notFound(`No order ${orderId}`);
  const { order } = found;

  const keys = await db.select().from(licences).where(eq(licences.orderId, orderId)).orderBy(asc(licences.seq));
  const keyList = keys.map((k) => k.key);
  const [resets, mails, history, payments] = await Promise.all([
    keyList.length
      ? db
          .select({
            key: licenceResets.licenceKey,
            at: licenceResets.createdAt,
            granted: licenceResets.granted,
            released: licenceResets.released,
          })
          .from(licenceResets)
          .where(inArray(licenceResets.licenceKey, keyList))
          .orderBy(desc(licenceResets.createdAt))
      : [],
    db.select().from(outbox).where(eq(outbox.toAddress, order.customerEmail)).orderBy(desc(outbox.id)).limit(50),
    historyOf(db, [`order:${orderId}`, ...keyList.map((k) => `licence:${k}`)]),
    orderRefundsAndDisputes(db, order.stripePaymentIntentId),
  ]);

  return {
    order: {
      id: order.id,
      email: order.customerEmail,
      createdAt: order.createdAt,
      currency: order.currency,
      amountTotal: order.amountTotal,
      status: order.status,
      couponCode: order.couponCode,
      stripeSessionId: order.stripeSessionId,
      paymentIntentId: order.stripePaymentIntentId,
      country: order.customerCountry,
      amountSubtotal: order.amountSubtotal,
      amountDiscount: order.amountDiscount,
      affiliate: found.affiliate?.id ? found.affiliate : null,
      locale: mailLocaleOf(order.locale),
    },
    licences: keys.map((k) => ({
      key: k.key,
      seq: k.seq,
      email: k.email,
      deviceId: k.deviceId,
      activatedAt: k.activatedAt,
      resets: k.resets,
      extraResets: k.extraResets,
      revokedAt: k.revokedAt,
      suspendedAt: k.suspendedAt,
      createdAt: k.createdAt,
    })),
    refunds: payments.refunds,
    disputes: payments.disputes,
    resets: resets.map((r) => ({
      key: r.key,
      at: r.at,
      source: r.granted ? "customer (operator grant)" : "customer",
      released: r.released,
    })),
    mails: mails.map(mailRowOf),
    refund: refundEligibility(order, now),
    secondKeyAvailable: order.status === "paid" && !keys.some((k) => k.seq === 2),
    history,
  };
}
