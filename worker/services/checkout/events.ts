/**
 * What the webhook checks of a verified event before it reads or writes anything else: the
 * envelope (a signature proves who sent the bytes, not that they are an event), the API version
 * Stripe rendered it in, and the kind of its object. The route answers each failure with a 400: Stripe retries a 4xx
 * for days, so an event refused for its version is handled once the endpoint is fixed. And the
 * record of the events handled, so a replay changes nothing.
 */
import { and, desc, eq, gt, max, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod/mini";
import type { Db } from "#worker/db/client.ts";
import { stripeEvents, stripeVersionMismatches } from "#worker/db/schema.ts";
import { describeZodError } from "#worker/errors.ts";
import { logEvent } from "#worker/log.ts";
import { STRIPE_API_VERSION } from "#worker/services/stripe.ts";

/** The fields every event has in every API version; the object is checked by its handler. */
const eventEnvelope = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(255)),
  object: z.literal("event"),
  type: z.string().check(z.minLength(1), z.maxLength(255)),
  api_version: z.nullable(z.string()),
  created: z.number(),
  livemode: z.boolean(),
  data: z.object({ object: z.object({ object: z.string() }) }),
});

/** What is wrong with a verified event's envelope, or undefined when it holds. */
export function envelopeProblem(event: Stripe.Event): string | undefined {
  const parsed = eventEnvelope.safeParse(event);
  return parsed.success ? undefined : `Malformed Stripe event: ${describeZodError(parsed.error)}`;
}

/** The kind of object each handled event type carries (its fields read are checked next: ./webhook `fieldProblem`). */
const OBJECT_KINDS: Partial<Record<Stripe.Event.Type, string>> = {
  "checkout.session.completed": "checkout.session",
  "checkout.session.async_payment_succeeded": "checkout.session",
  "invoice.paid": "invoice",
  "invoice_payment.paid": "invoice_payment",
  "charge.refunded": "charge",
  "refund.created": "refund",
  "refund.updated": "refund",
  "refund.failed": "refund",
  "charge.refund.updated": "refund",
  "charge.dispute.created": "dispute",
  "charge.dispute.updated": "dispute",
  "charge.dispute.funds_withdrawn": "dispute",
  "charge.dispute.funds_reinstated": "dispute",
  "charge.dispute.closed": "dispute",
  "price.created": "price",
  "price.updated": "price",
  "price.deleted": "price",
  "promotion_code.created": "promotion_code",
  "promotion_code.updated": "promotion_code",
  "coupon.updated": "coupon",
  "coupon.deleted": "coupon",
};

/** What is wrong with the event's object for its type (not the kind it carries), or undefined. */
export function objectKindProblem(event: Stripe.Event): string | undefined {
  const kind = OBJECT_KINDS[event.type];
  return kind === undefined || event.data.object.object === kind
    ? undefined
    : `Malformed Stripe event: data.object is not a ${kind}`;
}

/**
 * An event rendered in another API version than the one this Worker is written for, which it
 * refuses: an endpoint created with an older version sends objects of another shape (an invoice
 * without `parent`), which would be misread silently. The refusal is logged and recorded for the
 * console's health card; `received` is the event's version ("" for none). Undefined for ours.
 */
export async function otherApiVersion(db: Db, event: Stripe.Event): Promise<{ received: string } | undefined> {
  if (event.api_version === STRIPE_API_VERSION) return undefined;
  const received = event.api_version ?? "";
  logEvent("error", {
    event: "stripe.api_version_mismatch",
    id: event.id,
    type: event.type,
    received,
    expected: STRIPE_API_VERSION,
  });
  // D1's clock, as stripe_events.received_at: the two are compared.
  const now = sql`(unixepoch('subsec') * 1000)`;
  await db
    .insert(stripeVersionMismatches)
    .values({ apiVersion: received, lastEventId: event.id, lastAt: now })
    .onConflictDoUpdate({ target: stripeVersionMismatches.apiVersion, set: { lastEventId: event.id, lastAt: now } });
  return { received };
}

export interface VersionMismatch {
  readonly received: string;
  readonly expected: string;
  /** Unix ms of the last event refused for it. */
  readonly lastAt: number;
}

/**
 * The newest version refused, while no event was accepted after it (a refused event is never
 * recorded in stripe_events, so an accepted one after it means the endpoint sends the pinned
 * version again). The pseudo events of the reconciliation are not deliveries and do not count.
 */
export function currentVersionMismatch(db: Db, reconciliationType: string) {
  const lastAccepted = db
    .select({ at: max(stripeEvents.receivedAt) })
    .from(stripeEvents)
    .where(and(ne(stripeEvents.type, reconciliationType), eq(stripeEvents.replayed, false)));
  return db
    .select({ received: stripeVersionMismatches.apiVersion, lastAt: stripeVersionMismatches.lastAt })
    .from(stripeVersionMismatches)
    .where(gt(stripeVersionMismatches.lastAt, sql`coalesce((${lastAccepted}), 0)`))
    .orderBy(desc(stripeVersionMismatches.lastAt))
    .limit(1);
}

/** A row of `currentVersionMismatch` as the console shows it. */
export const versionMismatchOf = (row: { received: string; lastAt: number } | undefined): VersionMismatch | null =>
  row ? { received: row.received, expected: STRIPE_API_VERSION, lastAt: row.lastAt } : null;

/** `refused`: a purchase the shop does not honour (a free checkout no public code made free). */
/** The pseudo event type fulfilment records for sessions the reconciliation fixed (not a webhook). */
export const RECONCILIATION_EVENT_TYPE = "reconciliation.fulfilled";

export type FulfilmentOutcome = "fulfilled" | "ignored" | "refused";

/** Marks the event as seen; part of every batch, so a replay is recognised even mid-flight. */
export const recordEvent = (db: Db, event: Stripe.Event) =>
  db.insert(stripeEvents).values({ id: event.id, type: event.type }).onConflictDoNothing();

/** Whether this event id was already processed. */
export async function seenEvent(db: Db, eventId: string): Promise<boolean> {
  const row = await db.query.stripeEvents.findFirst({ where: eq(stripeEvents.id, eventId) });
  return row !== undefined;
}

/** Acknowledges an event that needs no work, so its replays are recognised too. */
export async function acknowledgeEvent(db: Db, event: Stripe.Event): Promise<void> {
  await recordEvent(db, event);
}

/** The id of an expandable Stripe field. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : value?.id;
