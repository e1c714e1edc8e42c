/**
 * What an operator does to an order's licences: resend the licence mail, issue the free second
 * key, revoke or restore a key, unbind its device, grant one more reset, refund the order. Each
 * returns the target's state after it (the audit row's `after`) or a `Refusal` saying why not. `npm run admin` and the console share these rules.
 */
import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";
import { licences, orders } from "#worker/db/schema.ts";
import type { LicenceMailSettings } from "#worker/mail/licence.ts";
import { grantExtraReset, issueSecondKey, orderLicence, queueLicenceMail } from "#worker/services/licences.ts";
import { conflict, notFound, Refusal } from "#worker/services/refusal.ts";
import { refundPayment, type StripeEnv } from "#worker/services/stripe.ts";
import { refundEligibility } from "./orders";

/** A key as the audit log records it. */
export async function licenceState(db: Db, key: string) {
  const row = await db.query.licences.findFirst({ where: eq(licences.key, key) });
  if (!row) return notFound(`No licence key ${key}`);
  const { key: k, orderId, deviceId, activatedAt, resets, extraResets, revokedAt, suspendedAt } = row;
  return { key: k, orderId, deviceId, activatedAt, resets, extraResets, revokedAt, suspendedAt };
}

/** An order as the audit log records it. */
export async function orderState(db: Db, orderId: string) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return notFound(`No order ${orderId}`);
  const keys = await db
    .select({ key: licences.key, revokedAt: licences.revokedAt })
    .from(licences)
    .where(eq(licences.orderId, orderId));
  return { id: order.id, status: order.status, email: order.customerEmail, keys };
}

/** Queues the licence mail again with every live key of the order. */
export async function resendLicenceMail(db: Db, orderId: string, settings: LicenceMailSettings) {
  const licence = await orderLicence(db, orderId);
  if (licence instanceof Refusal) return licence;
  if (licence.keys.length === 0) return conflict(`Order ${orderId} has no live key (refunded or revoked)`);
  await queueLicenceMail(db, licence, settings, "resend");
  return { to: licence.email, keys: licence.keys.length };
}

/** The order's free second key, then the licence mail with both keys. */
export async function issueSecondKeyWithMail(db: Db, orderId: string, settings: LicenceMailSettings) {
  const issued = await issueSecondKey(db, orderId);
  if (issued instanceof Refusal) return issued;
  const licence = await orderLicence(db, orderId);
  if (licence instanceof Refusal) return { key: issued.key, mailedTo: null };
  await queueLicenceMail(db, licence, settings, "second-key");
  return { key: issued.key, mailedTo: licence.email };
}

/**
 * Writes `set` to a key only while `still` holds, so a concurrent action that got there first
 * makes it a no-op; then the key's state as it is.
 */
async function updateKey(db: Db, key: string, set: Partial<typeof licences.$inferInsert>, still: SQL) {
  await db
    .update(licences)
    .set(set)
    .where(and(eq(licences.key, key), still));
  return licenceState(db, key);
}

/** The key stops working at once (the desktop app's next check says revoked). */
export async function revokeLicence(db: Db, key: string, now = Date.now()) {
  const state = await licenceState(db, key);
  if (state instanceof Refusal) return state;
  if (state.revokedAt !== null) return conflict("This key is already revoked");
  return updateKey(db, state.key, { revokedAt: now }, isNull(licences.revokedAt));
}

/** A revoked key works again, unless its order was refunded (the refund revoked it for good). */
export async function restoreLicence(db: Db, key: string) {
  const state = await licenceState(db, key);
  if (state instanceof Refusal) return state;
  if (state.revokedAt === null) return conflict("This key is not revoked");
  const order = await db.query.orders.findFirst({ where: eq(orders.id, state.orderId) });
  if (order?.status !== "paid") return conflict("The order was refunded: its keys stay revoked");
  return updateKey(db, state.key, { revokedAt: null }, isNotNull(licences.revokedAt));
}

/** Frees the key from its device, like a customer's reset but outside their quota. */
export async function unbindLicence(db: Db, key: string) {
  const state = await licenceState(db, key);
  if (state instanceof Refusal) return state;
  if (state.deviceId === null) return conflict("This key is not bound to a device");
  return updateKey(db, state.key, { deviceId: null, activatedAt: null }, isNotNull(licences.deviceId));
}

/** One more customer reset past the quota. */
export async function grantReset(db: Db, key: string) {
  const outcome = await grantExtraReset(db, key);
  return outcome instanceof Refusal ? outcome : licenceState(db, key);
}

/**
 * A full refund through Stripe, within the terms' window. Nothing changes here yet: Stripe's
 * `charge.refunded` webhook revokes the keys and voids the commission, as for any refund.
 */
export async function refundOrder(db: Db, env: StripeEnv, orderId: string, operator: string, now = Date.now()) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, orderId) });
  if (!order) return notFound(`No order ${orderId}`);
  const eligibility = refundEligibility(order, now);
  if (!eligibility.allowed || !order.stripePaymentIntentId) {
    return conflict(eligibility.reason ?? "This order cannot be refunded");
  }
  const refund = await refundPayment(env, { paymentIntentId: order.stripePaymentIntentId, orderId, operator });
  return refund instanceof Refusal ? refund : { refund };
}
