/**
 * Orders and licences in the console: find an order by whatever the customer wrote to support
 * with (e-mail, order ID, licence key, Stripe Checkout Session id), and read one order whole:
 * its keys, device binding, reset history, the mails it caused, whether it can still be refunded.
 */
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type OrderDetailAnswer, type OrderRow, REFUND_WINDOW_DAYS } from "#common/api/admin.ts";
import { DAY_MS } from "#common/time.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliates, licenceResets, licences, orders, outbox } from "#worker/db/schema.ts";
import { mailLocaleOf } from "#worker/mail/i18n.ts";
import { refundsOfPayment } from "#worker/services/checkout/refund.ts";
import { historyOf } from "./audit";
import { type ListRead, olderThan, pageOf, timeCursor } from "./cursor";
import { notFound, type Refusal } from "./refusal";
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

/** Newest first; the cursor is the last row's (createdAt, id). */
export const searchOrders: ListRead<{ query: string }, OrderRow> = async (db, input, limit = ADMIN_PAGE_SIZE) => {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .where(and(matchOf(input.query), olderThan(orders.createdAt, orders.id, input.cursor)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  return pageOf(rows, limit, timeCursor);
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
  const [resets, mails, history, refunds] = await Promise.all([
    keyList.length
      ? db
          .select({ key: licenceResets.licenceKey, at: licenceResets.createdAt, granted: licenceResets.granted })
          .from(licenceResets)
          .where(inArray(licenceResets.licenceKey, keyList))
          .orderBy(desc(licenceResets.createdAt))
      : [],
    db.select().from(outbox).where(eq(outbox.toAddress, order.customerEmail)).orderBy(desc(outbox.id)).limit(50),
    historyOf(db, [`order:${orderId}`, ...keyList.map((k) => `licence:${k}`)]),
    order.stripePaymentIntentId ? refundsOfPayment(db, order.stripePaymentIntentId) : [],
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
    resets: resets.map((r) => ({ key: r.key, at: r.at, source: r.granted ? "customer (operator grant)" : "customer" })),
    mails: mails.map(mailRowOf),
    refunds,
    refund: refundEligibility(order, now),
    secondKeyAvailable: order.status === "paid" && !keys.some((k) => k.seq === 2),
    history,
  };
}
