import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { checkoutCalls } from "#common/api/checkout.ts";
import { createRouter } from "#worker/app.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliateCoupons } from "#worker/db/schema.ts";
import { HttpError } from "#worker/errors.ts";
import { noStore } from "#worker/requests.ts";
import {
  acknowledgeEvent,
  fulfilCheckout,
  recordRefund,
  recordSubscriptionInvoice,
  seenEvent,
} from "#worker/services/checkout.ts";
import { sendMailSoon } from "#worker/services/mail.ts";
import { checkoutSessionStatus, createCheckoutSession, verifyWebhook } from "#worker/services/stripe.ts";
import { jsonOnly, limitBody, validJson, validParams } from "#worker/validation.ts";

/** Stripe's events are small; anything bigger is not from Stripe. */
const MAX_EVENT_BYTES = 256 * 1024;

const { create, session, webhook } = checkoutCalls;

/** The coupon as the checkout records it: its code, and its affiliate when it is one's. */
async function couponOf(db: Db, raw: string | null | undefined) {
  const code = raw?.trim().toUpperCase();
  if (!code) return undefined;
  const owner = await db.query.affiliateCoupons.findFirst({ where: eq(affiliateCoupons.code, code) });
  return { code, affiliateId: owner?.affiliateId ?? null };
}

/**
 * Calls 2 and 3: the embedded Checkout for the desktop licence (the session returns to
 * /OrderSummary?sid=..., where the page reads its status), and Stripe's webhook, which fulfils
 * the order. Nothing is read or written before a webhook's signature is verified; a replayed
 * event id changes nothing.
 */
export const checkoutRouter = createRouter()
  .post(create.path, jsonOnly, validJson(create.body), async (c) => {
    const input = c.req.valid("json");
    const returnUrl = `${c.env.SITE_URL.replace(/\/+$/, "")}/OrderSummary?sid={CHECKOUT_SESSION_ID}`;
    const clientSecret = await createCheckoutSession(c.env, {
      lookupKey: input.lookup_key,
      returnUrl,
      coupon: await couponOf(c.var.db, input.coupon_code),
    });
    return c.json({ clientSecret }, 200, noStore);
  })
  .get(session.path, validParams(session.params), async (c) => {
    const { sid } = c.req.valid("param");
    return c.json({ status: await checkoutSessionStatus(c.env, sid) }, 200, noStore);
  })
  .post(webhook.path, limitBody(MAX_EVENT_BYTES), async (c) => {
    const secret = c.env.STRIPE_WEBHOOK_SECRET?.trim();
    if (!secret) throw new HttpError(503, "Webhooks are not configured on this server");
    const event = await verifyWebhook(await c.req.text(), c.req.header("Stripe-Signature"), secret);
    if (!event) throw new HttpError(400, "Invalid or missing Stripe-Signature");

    const db = c.var.db;
    if (await seenEvent(db, event.id)) return c.json({ received: true, duplicate: true }, 200, noStore);

    const outcome = await handle(db, event, {
      siteUrl: c.env.SITE_URL,
      downloadUrl: c.env.DESKTOP_DOWNLOAD_URL,
      supportEmail: c.env.SUPPORT_EMAIL,
    });
    if (outcome === "fulfilled") sendMailSoon(c.env, c.executionCtx);
    return c.json({ received: true, outcome }, 200, noStore);
  });

function handle(db: Db, event: Stripe.Event, mail: Parameters<typeof fulfilCheckout>[3]) {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return fulfilCheckout(db, event, event.data.object, mail);
    case "invoice.paid":
      return recordSubscriptionInvoice(db, event, event.data.object);
    case "charge.refunded":
      return recordRefund(db, event, event.data.object);
    default:
      return acknowledgeEvent(db, event).then(() => "ignored" as const);
  }
}
