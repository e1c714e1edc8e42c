/**
 * What a verified Stripe event does, whichever way it came: the signed webhook, or the replay of
 * the events the webhook missed (./replay). The envelope, the API version, the mode and the
 * object's fields are checked before anything is written; a refusal is an outcome the webhook
 * answers with a 400 and the replay reports as failing. Every event type handled is in
 * HANDLED_EVENT_TYPES, which docs/checkout.md lists for the endpoint.
 */
import type Stripe from "stripe";
import type { Db } from "#worker/db/client.ts";
import { logEvent } from "#worker/log.ts";
import { payoutRules } from "#worker/services/payouts/payouts.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { invoiceLinks, isLiveKey, paidInvoicePayments, STRIPE_API_VERSION } from "#worker/services/stripe.ts";
import { forgetLookupKind } from "#worker/services/stripe-lookups.ts";
import { publicCouponCodes } from "./coupons";
import { disputeProblem, recordDispute } from "./dispute";
import { FIELD_CHECKS, problemOf } from "./event-fields";
import {
  acknowledgeEvent,
  envelopeProblem,
  type FulfilmentOutcome,
  objectKindProblem,
  otherApiVersion,
  seenEvent,
} from "./events";
import {
  type FulfilmentRules,
  fulfilCheckout,
  recordInvoicePayment,
  recordLicenceInvoice,
  recordSubscriptionInvoice,
  type SubscriptionRules,
} from "./fulfil";
import { chargeProblem, recordRefund, recordRefundStatus, refundProblem } from "./refund";

/** Every event type the Worker acts on; any other is acknowledged and changes nothing. */
export const HANDLED_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "invoice.paid",
  "invoice_payment.paid",
  "charge.refunded",
  "refund.created",
  "refund.updated",
  "refund.failed",
  "charge.refund.updated",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.funds_withdrawn",
  "charge.dispute.funds_reinstated",
  "charge.dispute.closed",
  "price.created",
  "price.updated",
  "price.deleted",
  "promotion_code.created",
  "promotion_code.updated",
  "coupon.updated",
  "coupon.deleted",
] as const satisfies readonly Stripe.Event.Type[];

export type EventRules = FulfilmentRules & SubscriptionRules;

/** The rules of fulfilment from the Worker's environment. */
export function eventRulesOf(env: Env): EventRules {
  return {
    mail: { siteUrl: env.SITE_URL, supportEmail: env.SUPPORT_EMAIL },
    publicCoupons: () => publicCouponCodes(env),
    invoiceLinks: (invoiceId) => invoiceLinks(env, invoiceId),
    invoicePayments: (invoiceId) => paidInvoicePayments(env, invoiceId),
    refundWindowDays: payoutRules(env).refundWindowDays,
  };
}

/** What became of an event: a duplicate, handled, or refused (malformed, another API version). */
export type EventVerdict = { readonly duplicate: true } | { readonly outcome: FulfilmentOutcome } | Refusal;

/**
 * Checks and applies one verified event. `source` says where it came from: an event of another
 * API version is recorded for the console's health card only when the webhook endpoint sent it
 * (the Events API renders an event in the version the account had when it was made).
 */
export async function applyStripeEvent(
  db: Db,
  env: Env,
  event: Stripe.Event,
  source: "webhook" | "replay",
): Promise<EventVerdict> {
  const malformed = envelopeProblem(event);
  if (malformed) return new Refusal("invalid", malformed);
  if (event.api_version !== STRIPE_API_VERSION) {
    const received = source === "webhook" ? (await otherApiVersion(db, event))?.received : (event.api_version ?? "");
    const version = received || "none";
    return new Refusal(
      "invalid",
      `Events must be of Stripe API version ${STRIPE_API_VERSION}, not ${version}: recreate the webhook endpoint with version ${STRIPE_API_VERSION}`,
    );
  }
  if (await seenEvent(db, event.id)) return { duplicate: true };

  // A test-mode event never issues a live licence, nor a live event a test one: an endpoint
  // set up in the other mode (or a leaked test signing secret) changes nothing.
  if (event.livemode !== isLiveKey(env)) {
    logEvent("warn", { event: "stripe.livemode_mismatch", id: event.id, type: event.type, livemode: event.livemode });
    await acknowledgeEvent(db, event);
    return { outcome: "ignored" };
  }
  const wrongObject = objectKindProblem(event) ?? fieldProblem(event);
  if (wrongObject) return new Refusal("invalid", wrongObject);
  return { outcome: await handle(db, event, eventRulesOf(env)) };
}

/**
 * What the event's object lacks of the fields its handler reads, or holds of another type (its kind
 * was checked before), or undefined: every handled type is checked, so a malformed one is a 400.
 */
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
    default: {
      const fields = FIELD_CHECKS[event.type];
      return fields && problemOf(fields, event.data.object);
    }
  }
}

/**
 * Every event type the Worker acts on (docs/checkout.md lists them for the endpoint). The object
 * was checked to be of its type's kind before (a signed event of another shape is a 400).
 */
async function handle(db: Db, event: Stripe.Event, rules: EventRules) {
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
