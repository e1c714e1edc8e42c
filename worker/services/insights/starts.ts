/** The funnel's first step: each Checkout Session the Worker created, recorded once Stripe has answered. */
import type { Db } from "#worker/db/client.ts";
import { checkoutStarts } from "#worker/db/schema.ts";
import { logEvent } from "#worker/log.ts";

export interface CheckoutStartRecord {
  readonly sessionId: string;
  readonly currency: string;
  readonly lookupKey: string;
  readonly affiliateId: number | null;
  readonly couponCode: string | null;
}

/**
 * Records a created session; a retried request that Stripe answered with the same session adds
 * nothing. The buyer is waiting for the session, which exists already: a failed write costs the
 * funnel one count, and is logged rather than failing the checkout.
 */
export async function recordCheckoutStart(db: Db, start: CheckoutStartRecord, now = Date.now()): Promise<void> {
  try {
    await db
      .insert(checkoutStarts)
      .values({ ...start, createdAt: now })
      .onConflictDoNothing();
  } catch (error) {
    logEvent("error", { event: "insights.start_not_recorded", sessionId: start.sessionId, reason: String(error) });
  }
}
