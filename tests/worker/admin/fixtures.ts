/** Shop data for the console's tests, made the way customers and Stripe make it. */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import type { StripeFake } from "#tests/fakes/stripe.ts";
import type { Customer } from "#tests/fakes/stripe-events.ts";
import { createCheckout, deliver } from "#tests/worker/checkout/helpers.ts";
import { createDb } from "#worker/db/client.ts";
import { auditLog, licences, orders } from "#worker/db/schema.ts";

export const db = createDb(env.DB);

export const aBuyer = (email = `buyer.${crypto.randomUUID().slice(0, 8)}@example.com`): Customer => ({
  email,
  address: { line1: "1 Main Street", city: "Austin", postal_code: "73301", country: "US" },
});

/** A checkout opened on the site (with a coupon code, if given): the Stripe fake's open session. */
export async function anOpenCheckout(stripe: StripeFake, couponCode?: string) {
  const res = await createCheckout({
    lookup_key: "Live_LifetimeLicense",
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  const session = [...stripe.sessions.values()].find((s) => s.client_secret === clientSecret);
  if (!session) throw new Error("the Stripe fake has no such session");
  return session;
}

/** A paid licence purchase: checkout, payment at Stripe, and (unless dropped) its webhook. */
export async function aPurchase(
  stripe: StripeFake,
  options: { email?: string; couponCode?: string; webhook?: boolean } = {},
) {
  const open = await anOpenCheckout(stripe, options.couponCode);
  const done = await stripe.completeSession(open.id, aBuyer(options.email), { deliver: false });
  if (!done) throw new Error("the session could not be completed");
  if (options.webhook !== false) {
    const res = await deliver(done.event);
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  }
  return { session: done.session, event: done.event };
}

/** The order a purchase made, with its keys in issue order. */
export async function orderOfSession(sessionId: string) {
  const order = await db.query.orders.findFirst({ where: eq(orders.stripeSessionId, sessionId) });
  if (!order) throw new Error(`no order for ${sessionId}`);
  const keys = await db.select().from(licences).where(eq(licences.orderId, order.id)).orderBy(licences.seq);
  return { order, keys };
}

/** A purchase made and found: its order and first key. */
export async function anOrder(stripe: StripeFake, options: { email?: string; couponCode?: string } = {}) {
  const { session, event } = await aPurchase(stripe, options);
  const { order, keys } = await orderOfSession(session.id);
  return { order, key: (keys[0] as (typeof keys)[number]).key, session, event };
}

/** The audit rows about a target, oldest first. */
export async function auditOf(target: string) {
  const rows = await db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(auditLog.id);
  return rows.map((r) => ({ ...r, before: r.before && JSON.parse(r.before), after: r.after && JSON.parse(r.after) }));
}
