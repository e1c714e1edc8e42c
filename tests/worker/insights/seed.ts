/** Shop rows written straight into D1 at chosen times, for the insights' sums. */
import { env } from "cloudflare:test";
import { createDb } from "#worker/db/client.ts";
import {
  affiliates,
  checkoutStarts,
  disputes,
  insightDays,
  insightRollups,
  licences,
  orders,
  outbox,
  refunds,
} from "#worker/db/schema.ts";

export const db = createDb(env.DB);
export const DAY = 86_400_000;

let serial = 0;
const nextId = () => String(300_000_000_000 + ++serial);

export interface Sale {
  readonly at: number;
  readonly currency?: string;
  readonly total: number;
  readonly tax?: number;
  readonly country?: string | null;
  readonly code?: string | null;
  readonly affiliateId?: number | null;
}

/** A paid order with its licence key, made at `at`; answers its id. */
export async function aSale(sale: Sale): Promise<string> {
  const id = nextId();
  await db.insert(orders).values({
    id,
    stripeSessionId: `cs_test_${id}`,
    stripePaymentIntentId: `pi_test_${id}`,
    customerEmail: `${id}@example.com`,
    customerCountry: sale.country === undefined ? "US" : sale.country,
    currency: sale.currency ?? "usd",
    amountTotal: sale.total,
    amountSubtotal: sale.total - (sale.tax ?? 0),
    amountDiscount: 0,
    amountTax: sale.tax ?? 0,
    lookupKey: "Live_LifetimeLicense",
    couponCode: sale.code ?? null,
    affiliateId: sale.affiliateId ?? null,
    status: "paid",
    createdAt: sale.at,
  });
  await db
    .insert(licences)
    .values({ key: crypto.randomUUID(), orderId: id, seq: 1, email: `${id}@example.com`, createdAt: sale.at });
  return id;
}

export async function aRefund(orderId: string, at: number, amount: number, currency = "usd") {
  await db
    .insert(refunds)
    .values({ paymentIntentId: `pi_test_${orderId}`, chargeId: `ch_${orderId}`, amount, currency, createdAt: at });
}

export async function aDispute(orderId: string, at: number, amount: number, currency = "usd") {
  await db.insert(disputes).values({
    id: `dp_${orderId}`,
    paymentIntentId: `pi_test_${orderId}`,
    chargeId: `ch_${orderId}`,
    amount,
    currency,
    status: "needs_response",
    createdAt: at,
  });
}

export async function aCheckoutStart(at: number, currency = "usd") {
  await db
    .insert(checkoutStarts)
    .values({ sessionId: `cs_test_start_${nextId()}`, createdAt: at, currency, lookupKey: "Live_LifetimeLicense" });
}

/** A mail queued at `queuedAt`: sent at `sentAt` after `attempts`, or failing (`sentAt` null with an error). */
export async function aMail(queuedAt: number, sentAt: number | null, attempts: number) {
  const id = nextId();
  await db.insert(outbox).values({
    dedupeKey: `insights:${id}`,
    kind: "licence",
    toAddress: `${id}@example.com`,
    subject: "Your licence",
    bodyText: "…",
    attempts,
    sentAt,
    lastError: sentAt === null ? "provider refused" : null,
    createdAt: queuedAt,
  });
}

export async function anAffiliateNamed(username: string): Promise<number> {
  const [row] = await db
    .insert(affiliates)
    .values({ username, email: `${username}@example.com`, passwordHash: "unused", commissionPercent: 30 })
    .returning({ id: affiliates.id });
  if (!row) throw new Error("no affiliate inserted");
  return row.id;
}

/** Every table the insights read or write, emptied (owned rows first): the file's tests share one database. */
export async function emptyShop() {
  await db.batch([
    db.delete(licences),
    db.delete(refunds),
    db.delete(disputes),
    db.delete(orders),
    db.delete(checkoutStarts),
    db.delete(outbox),
    db.delete(insightDays),
    db.delete(insightRollups),
    db.delete(affiliates),
  ]);
}
