/** Checkout: the OrderSummary page (calls 2 and 3). */
import { z } from "zod/mini";
import { locales } from "#common/locales.ts";
import { defineCalls } from "./call.ts";
import { optionalCouponCode } from "./coupon-code.ts";

/** The Stripe Price lookup key the order page buys: the lifetime desktop licence. */
export const LIFETIME_LOOKUP_KEY = "Live_LifetimeLicense";

/**
 * Call 3's optional header: the browser's key for one checkout attempt, so that a retried request
 * answers the session the first one created (the Worker derives Stripe's idempotency key from it).
 */
export const CHECKOUT_ATTEMPT_HEADER = "Idempotency-Key";
export const checkoutAttemptKey = z.optional(
  z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, "Idempotency-Key must be 16-64 letters, digits, - or _")),
);

const CURRENCY_FORMAT = "currency must be a three-letter ISO 4217 code such as eur";

/**
 * Call 3: POST /stripe/create-checkout-payment. Only the licence is sold: any other lookup key
 * (another active Price of the account) is refused before Stripe is asked, and the message never
 * repeats what was sent, so the call cannot be used to list the account's keys. The coupon comes
 * from the coupon-code cookie and may be absent.
 */
export const createCheckoutRequest = z.object({
  lookup_key: z.literal(LIFETIME_LOOKUP_KEY, { error: "only the lifetime licence is sold here" }),
  coupon_code: optionalCouponCode,
  /**
   * The page's language (one of the site's, not the pseudo-locale): Stripe's Checkout speaks it,
   * and fulfilment writes the buyer's e-mails in it. English when absent.
   */
  locale: z.optional(z.enum(locales, { error: `locale must be one of ${locales.join(", ")}` })),
  /**
   * The currency the page showed the licence in (ISO 4217, either case). One the Price does not
   * carry at the page's amount is charged in the Price's own currency (US dollars) instead, and
   * the answer says which: a page cannot ask for a price the shop never set.
   */
  currency: z.optional(z.string({ error: CURRENCY_FORMAT }).check(z.regex(/^[A-Za-z]{3}$/, CURRENCY_FORMAT))),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequest>;
export const createCheckoutAnswer = z.object({
  clientSecret: z.string().check(z.minLength(1)),
  /**
   * What the session charges in (lower case): the page's currency, or the Price's own when it fell
   * back. The Worker always sends it; optional so the order page reads an answer without it as before.
   */
  currency: z.optional(z.string().check(z.regex(/^[a-z]{3}$/))),
  /** The buyer's coupon code when Stripe would not redeem it for this purchase: the session has no discount. */
  unusableCoupon: z.optional(z.string()),
});

/** Call 2: GET /stripe/session/{sid}. */
export const checkoutSessionParams = z.object({
  sid: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{1,250}$/, "sid must be a Checkout Session id (cs_...)")),
});
export const checkoutSessionStatuses = ["open", "complete", "expired"] as const;
export const checkoutSessionAnswer = z.object({ status: z.enum(checkoutSessionStatuses) });
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];

/** What the webhook answers Stripe: received, and what came of it (or that the event was a replay). */
export const webhookAnswer = z.object({
  received: z.literal(true),
  duplicate: z.optional(z.literal(true)),
  outcome: z.optional(z.string()),
});

export const checkoutCalls = defineCalls({
  /** Call 3: an embedded Checkout Session for the lifetime licence. */
  create: {
    method: "POST",
    path: "/stripe/create-checkout-payment",
    body: createCheckoutRequest,
    answer: createCheckoutAnswer,
  },
  /** Call 2: where a Checkout Session stands. */
  session: {
    method: "GET",
    path: "/stripe/session/:sid",
    params: checkoutSessionParams,
    answer: checkoutSessionAnswer,
  },
  /** Stripe's webhook: a signed event, verified on its exact bytes (no JSON schema of ours). */
  webhook: {
    method: "POST",
    path: "/stripe/webhook",
    /** Stripe's events are small; anything bigger is not from Stripe. */
    bodyLimit: 256 * 1024,
    answer: webhookAnswer,
    auth: "stripe-signature",
  },
});
