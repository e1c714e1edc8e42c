import { CHECKOUT_ATTEMPT_HEADER, checkoutAttemptKey, checkoutCalls } from "#common/api/checkout.ts";
import { createRouter } from "#worker/app.ts";
import { rateLimited } from "#worker/middleware/rate-limit.ts";
import { clientIp, noStore } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import { startCheckout } from "#worker/services/checkout/start.ts";
import { applyStripeEvent } from "#worker/services/checkout/webhook.ts";
import { verifiedDelivery } from "#worker/services/checkout/webhook-secrets.ts";
import { sendMailSoon } from "#worker/services/mail.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { checkoutSessionStatus } from "#worker/services/stripe.ts";

const { create, session, webhook } = checkoutCalls;

/** Each call reaches Stripe: a script must not spend the account's rate limit that real buyers need. */
const throttled = (call: string) =>
  rateLimited(
    (env) => env.CHECKOUT_LIMITER,
    (c) => `${call}:${clientIp(c)}`,
    "Too many checkout requests from this address; try again in a minute",
  );

/**
 * Calls 2 and 3: the embedded Checkout for the desktop licence (the session returns to
 * /OrderSummary?sid=..., where the page reads its status), and Stripe's webhook, which fulfils
 * the order. Nothing is read or written before a webhook's signature is verified; a replayed
 * event id changes nothing.
 */
export const checkoutRouter = createRouter();

route(checkoutRouter, create, throttled("create"), async (c) => {
  const input = c.req.valid("json");
  const opened = await startCheckout(c.var.db, c.env, {
    lookupKey: input.lookup_key,
    couponCode: input.coupon_code,
    locale: input.locale,
    currency: input.currency,
    attemptKey: checkoutAttemptKey.parse(c.req.header(CHECKOUT_ATTEMPT_HEADER)),
  });
  if (opened instanceof Refusal) return opened;
  const { clientSecret, currency, unusableCoupon } = opened;
  return c.json({ clientSecret, currency, ...(unusableCoupon ? { unusableCoupon } : {}) }, 200, noStore);
});

route(checkoutRouter, session, throttled("session"), async (c) => {
  const { sid } = c.req.valid("param");
  const status = await checkoutSessionStatus(c.env, sid);
  return status instanceof Refusal ? status : c.json({ status }, 200, noStore);
});

route(checkoutRouter, webhook, async (c) => {
  const event = await verifiedDelivery(c.env, () => c.req.text(), c.req.header("Stripe-Signature"));
  if (event instanceof Refusal) return event;
  const verdict = await applyStripeEvent(c.var.db, c.env, event, "webhook");
  if (verdict instanceof Refusal) return verdict;
  if ("duplicate" in verdict) return c.json({ received: true, duplicate: true } as const, 200, noStore);
  if (verdict.outcome === "fulfilled") sendMailSoon(c.env, c.executionCtx);
  return c.json({ received: true as const, outcome: verdict.outcome }, 200, noStore);
});
