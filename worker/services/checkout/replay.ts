/**
 * Nothing lost for good: the events of the last 30 days (what Stripe keeps) of every type the
 * Worker handles, read from Stripe's Events API, and each one the webhook never recorded applied
 * through the webhook's own code (./webhook). An event the webhook refused (a mis-set endpoint's
 * API version, a bug) is retried by Stripe for three days only; this picks it up afterwards. One
 * the Worker still cannot apply is reported as failing, with why.
 */
import { eq } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";
import { stripeEvents } from "#worker/db/schema.ts";
import { logEvent } from "#worker/log.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { eventsSince } from "#worker/services/stripe.ts";
import { applyStripeEvent, HANDLED_EVENT_TYPES } from "./webhook";

/** How long Stripe keeps events: how far back a replay can look. */
export const EVENT_RETENTION_DAYS = 30;

export interface FailingEvent {
  readonly eventId: string;
  readonly type: string;
  readonly reason: string;
}

export interface ReplayResult {
  /** Events read from Stripe. */
  readonly listed: number;
  /** Events applied now (never recorded before). */
  readonly replayed: number;
  readonly failing: readonly FailingEvent[];
}

/** Applies every handled event made since `sinceSeconds` that the Worker has not recorded, oldest first. */
export async function replayMissedEvents(db: Db, env: Env, sinceSeconds: number): Promise<ReplayResult> {
  const events = await eventsSince(env, sinceSeconds, HANDLED_EVENT_TYPES);
  let replayed = 0;
  const failing: FailingEvent[] = [];
  for (const event of events) {
    try {
      const verdict = await applyStripeEvent(db, env, event, "replay");
      if (verdict instanceof Refusal) failing.push({ eventId: event.id, type: event.type, reason: verdict.message });
      else if ("outcome" in verdict) {
        replayed++;
        // Applied, not delivered: the console's "last Stripe webhook" must not count it.
        await db.update(stripeEvents).set({ replayed: true }).where(eq(stripeEvents.id, event.id));
      }
    } catch (error) {
      failing.push({
        eventId: event.id,
        type: event.type,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  if (replayed || failing.length) {
    logEvent(failing.length ? "error" : "warn", { event: "stripe.events_replayed", replayed, failing: failing.length });
  }
  return { listed: events.length, replayed, failing };
}
