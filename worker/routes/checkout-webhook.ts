import type Stripe from "stripe";
import { createRouter } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";
import { noStore } from "#worker/requests.ts";
import {
  acknowledgeEvent,
  fulfilCheckout,
  recordRefund,
  recordSubscriptionInvoice,
  seenEvent,
} from "#worker/services/checkout-fulfilment.ts";
import { sendMailSoon } from "#worker/services/mail.ts";
import { verifyWebhook } from "#worker/services/stripe.ts";
import { boundedText } from "#worker/validation.ts";

/** Stripe's events are small; anything bigger is not from Stripe. */
const MAX_EVENT_BYTES = 256 * 1024;

/**
 * POST /stripe/webhook: Stripe's signed events. Nothing is read or written before the
 * signature is verified; a replayed event id changes nothing.
 */
export const webhook = createRouter().post("/stripe/webhook", async (c) => {
  const secret = c.env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!secret) throw new HttpError(503, "Webhooks are not configured on this server");
  const payload = await boundedText(c, MAX_EVENT_BYTES);
  const event = await verifyWebhook(payload, c.req.header("Stripe-Signature"), secret);
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

function handle(db: Parameters<typeof seenEvent>[0], event: Stripe.Event, mail: Parameters<typeof fulfilCheckout>[3]) {
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
