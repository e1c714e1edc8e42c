/**
 * The Stripe calls of the checkout: the client with a pinned API version, the embedded
 * Checkout Session for a price found by lookup key, its status, and webhook verification.
 * Stripe's errors become HttpErrors the client can read (4xx for what the caller sent wrong,
 * 502 when Stripe fails or cannot be reached).
 */
import Stripe from "stripe";
import type { CheckoutSessionStatus } from "#common/api/checkout.ts";
import { HttpError } from "#worker/errors.ts";

/**
 * Pinned so a Stripe-side default change cannot alter our requests; it is the version this
 * SDK release was built for. From 2026-03-25.dahlia on, an embedded Checkout is `embedded_page`.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";
const EMBEDDED_UI_MODE = "embedded_page";
/** Stripe refuses signatures older than this (its default tolerance). */
const SIGNATURE_TOLERANCE_S = 300;

type StripeEnv = Pick<Env, "STRIPE_API_BASE"> & { readonly STRIPE_SECRET_KEY?: string };

const cryptoProvider = Stripe.createSubtleCryptoProvider();

function clientFor(env: StripeEnv): Stripe {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) throw new HttpError(503, "Payments are not configured on this server");
  const base = new URL(env.STRIPE_API_BASE);
  return new Stripe(key, {
    apiVersion: STRIPE_API_VERSION,
    httpClient: Stripe.createFetchHttpClient(),
    host: base.hostname,
    port: base.port || (base.protocol === "http:" ? 80 : 443),
    protocol: base.protocol === "http:" ? "http" : "https",
    maxNetworkRetries: 1,
    timeout: 15_000,
  });
}

/** Maps a Stripe failure to what our caller should see; the details go to the log. */
function stripeFailure(error: unknown, action: string): HttpError {
  if (error instanceof HttpError) return error;
  const detail =
    error instanceof Stripe.errors.StripeError
      ? { type: error.type, code: error.code, status: error.statusCode, message: error.message }
      : { message: String(error) };
  console.error(JSON.stringify({ level: "error", event: "stripe.failed", action, ...detail }));
  return new HttpError(502, `The payment provider could not ${action}; please try again in a few minutes`);
}

/** Session metadata: everything fulfilment needs, so it runs from the signed event alone. */
export interface CheckoutMetadata {
  lookup_key: string;
  coupon_code?: string;
  affiliate_id?: string;
}

export interface CheckoutRequest {
  readonly lookupKey: string;
  readonly returnUrl: string;
  /** A coupon code that belongs to an affiliate (known from D1), if the buyer came with one. */
  readonly coupon?: { readonly code: string; readonly affiliateId: number | null };
}

async function activePromotionCode(stripe: Stripe, code: string): Promise<string | undefined> {
  const found = await stripe.promotionCodes.list({ code, active: true, limit: 1 });
  return found.data[0]?.id;
}

/** Creates the embedded Checkout Session and answers its client secret. */
export async function createCheckoutSession(env: StripeEnv, request: CheckoutRequest): Promise<string> {
  const stripe = clientFor(env);
  try {
    const prices = await stripe.prices.list({ lookup_keys: [request.lookupKey], active: true, limit: 1 });
    const price = prices.data[0];
    if (!price) throw new HttpError(400, `No active price has the lookup key ${JSON.stringify(request.lookupKey)}`);

    const metadata: CheckoutMetadata = { lookup_key: request.lookupKey };
    let promotionCode: string | undefined;
    if (request.coupon) {
      // An unknown or expired code never blocks the purchase: the buyer pays the full price.
      promotionCode = await activePromotionCode(stripe, request.coupon.code);
      if (promotionCode || request.coupon.affiliateId !== null) metadata.coupon_code = request.coupon.code;
      if (request.coupon.affiliateId !== null) metadata.affiliate_id = String(request.coupon.affiliateId);
    }

    const session = await stripe.checkout.sessions.create({
      mode: "payment",
      ui_mode: EMBEDDED_UI_MODE,
      currency: "usd",
      line_items: [{ price: price.id, quantity: 1 }],
      ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
      return_url: request.returnUrl,
      metadata: { ...metadata },
      payment_intent_data: { metadata: { ...metadata } },
    });
    if (!session.client_secret) throw new Error("the session has no client secret");
    return session.client_secret;
  } catch (error) {
    throw stripeFailure(error, "start the checkout");
  }
}

/** The status of a Checkout Session; an unknown id is a 404. */
export async function checkoutSessionStatus(env: StripeEnv, sid: string): Promise<CheckoutSessionStatus> {
  const stripe = clientFor(env);
  try {
    const session = await stripe.checkout.sessions.retrieve(sid);
    if (session.status === "complete") return "complete";
    return session.status === "expired" ? "expired" : "open";
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      throw new HttpError(404, "No such checkout session");
    }
    throw stripeFailure(error, "read the checkout session");
  }
}

/** The verified event, or undefined when the signature is missing, wrong or too old. */
export async function verifyWebhook(
  payload: string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event | undefined> {
  if (!signature) return undefined;
  try {
    return await Stripe.webhooks.constructEventAsync(payload, signature, secret, SIGNATURE_TOLERANCE_S, cryptoProvider);
  } catch {
    return undefined;
  }
}
