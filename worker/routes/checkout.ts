import type Stripe from "stripe";
import { CHECKOUT_ATTEMPT_HEADER, checkoutAttemptKey, checkoutCalls } from "#common/api/checkout.ts";
import { createRouter } from "#worker/app.ts";
import type { Db } from "#worker/db/client.ts";
import { HttpError } from "#worker/errors.ts";
import { logEvent } from "#worker/log.ts";
import { clientIp, noStore, rateLimited } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import { publicCouponCodes } from "#worker/services/checkout/coupons.ts";
import { disputeProblem, recordDispute } from "#worker/services/checkout/dispute.ts";
import {
  acknowledgeEvent,
  envelopeProblem,
  objectKindProblem,
  otherApiVersion,
  seenEvent,
} from "#worker/services/checkout/events.ts";
import {
  type FulfilmentRules,
  fulfilCheckout,
  recordInvoicePayment,
  recordLicenceInvoice,
  recordSubscriptionInvoice,
  type SubscriptionRules,
} from "#worker/services/checkout/fulfil.ts";
import { chargeProblem, recordRefund, recordRefundStatus, refundProblem } from "#worker/services/checkout/refund.ts";
import { startCheckout } from "#worker/services/checkout/start.ts";
import { sendMailSoon } from "#worker/services/mail.ts";
import { payoutRules } from "#worker/services/payouts/payouts.ts";
import {
  checkoutSessionStatus,
  invoiceLinks,
  isLiveKey,
  paidInvoicePayments,
  STRIPE_API_VERSION,
  verifyWebhook,
} from "#worker/services/stripe.ts";
import { forgetLookupKind } from "#worker/services/stripe-lookups.ts";

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
  if ("unknownPrice" in opened) {
    throw new HttpError(400, `No active price has the lookup key ${JSON.stringify(opened.unknownPrice)}`);
  }
  const { clientSecret, currency, unusableCoupon } = opened;
  return c.json({ clientSecret, currency, ...(unusableCoupon ? { unusableCoupon } : {}) }, 200, noStore);
});

route(checkoutRouter, session, throttled("session"), async (c) => {
  const { sid } = c.req.valid("param");
  const status = await checkoutSessionStatus(c.env, sid);
  if (status === "unknown") throw new HttpError(404, "No such checkout session");
  return c.json({ status }, 200, noStore);
});

route(checkoutRouter, webhook, async (c) => {
  const secret = c.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secret) throw new HttpError(503, "Webhooks are not configured on this server");
  const verified = await verifyWebhook(await c.req.text(), c.req.header("Stripe-Signature"), secret);
  if (!verified) throw new HttpError(400, "Invalid or missing Stripe-Signature");
  const malformed = envelopeProblem(verified);
  if (malformed) throw new HttpError(400, malformed);
  const event = verified;

  const db = c.var.db;
  const other = await otherApiVersion(db, event);
  if (other) {
    throw new HttpError(
      400,
      `Events must be of Stripe API version ${STRIPE_API_VERSION}, not ${other.received || "none"}: recreate the webhook endpoint with version ${STRIPE_API_VERSION}`,
    );
  }
  if (await seenEvent(db, event.id)) return c.json({ received: true, duplicate: true } as const, 200, noStore);

  // A test-mode event never issues a live licence, nor a live event a test one: an endpoint
  // set up in the other mode (or a leaked test signing secret) changes nothing.
  if (event.livemode !== isLiveKey(c.env)) {
    logEvent("warn", { event: "stripe.livemode_mismatch", id: event.id, type: event.type, livemode: event.livemode });
    await acknowledgeEvent(db, event);
    return c.json({ received: true, outcome: "ignored" } as const, 200, noStore);
  }

  const wrongObject = objectKindProblem(event) ?? fieldProblem(event);
  if (wrongObject) throw new HttpError(400, wrongObject);
  const outcome = await handle(db, event, {
    mail: { siteUrl: c.env.SITE_URL, supportEmail: c.env.SUPPORT_EMAIL },
    publicCoupons: () => publicCouponCodes(c.env),
    invoiceLinks: (invoiceId) => invoiceLinks(c.env, invoiceId),
    invoicePayments: (invoiceId) => paidInvoicePayments(c.env, invoiceId),
    refundWindowDays: payoutRules(c.env).refundWindowDays,
  });
  if (outcome === "fulfilled") sendMailSoon(c.env, c.executionCtx);
  return c.json({ received: true as const, outcome }, 200, noStore);
});

/** What the event's object lacks of the fields its handler reads (its kind was checked before), or undefined. */
function fieldProblem(event: Stripe.Event): string | undefined {
  switch (event.type) {
    case "charge.refunded":
      return chargeProblem(event.data.object);
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated":
      return refundProblem(event.data.object);
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.funds_withdrawn":
    case "charge.dispute.funds_reinstated":
    case "charge.dispute.closed":
      return disputeProblem(event.data.object);
    default:
      return undefined;
  }
}

/**
 * Every event type the Worker acts on (docs/checkout.md lists them for the endpoint). The object
 * was checked to be of its type's kind before (a signed event of another shape is a 400).
 */
async function handle(db: Db, event: Stripe.Event, rules: FulfilmentRules & SubscriptionRules) {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilCheckout(db, event, event.data.object, rules);
    case "invoice.paid": {
      const invoice = event.data.object;
      return invoice.parent?.type === "subscription_details"
        ? recordSubscriptionInvoice(db, event, invoice, rules)
        : recordLicenceInvoice(db, event, invoice);
    }
    case "invoice_payment.paid":
      return recordInvoicePayment(db, event, event.data.object);
    case "charge.refunded":
      return recordRefund(db, event, event.data.object);
    case "refund.created":
    case "refund.updated":
    case "refund.failed":
    case "charge.refund.updated":
      return recordRefundStatus(db, event, event.data.object);
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.funds_withdrawn":
    case "charge.dispute.funds_reinstated":
    case "charge.dispute.closed":
      return recordDispute(db, event, event.data.object, event.type === "charge.dispute.closed");
    case "price.created":
    case "price.updated":
    case "price.deleted":
      return ignored(db, event, "price");
    case "promotion_code.created":
    case "promotion_code.updated":
    case "coupon.updated":
    case "coupon.deleted":
      return ignored(db, event, "promotion_code");
    default:
      return ignored(db, event);
  }
}

/**
 * An event with nothing to fulfil, acknowledged. One about prices or codes also empties that kind
 * of the lookup cache, since it may name what changed: the next checkout asks Stripe again.
 */
async function ignored(db: Db, event: Stripe.Event, stale?: Parameters<typeof forgetLookupKind>[2]) {
  if (stale) await forgetLookupKind(db, event.livemode, stale);
  await acknowledgeEvent(db, event);
  return "ignored" as const;
}
