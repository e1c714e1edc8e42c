/**
 * The fields of each handled event's object that the Worker reads, checked before anything is
 * written: a signed event whose object lacks one, or holds one of another type or out of range,
 * is malformed (a 400 Stripe retries, and the replay reports), never a 500 or a row of nonsense.
 * Only what is read is checked, so a field Stripe adds later changes nothing; the tests hold the
 * fake's objects to Stripe's whole schema (tests/contracts/stripe). Charges and refunds are
 * checked in ./refund, disputes in ./dispute, with the same pieces.
 */
import type Stripe from "stripe";
import { z } from "zod/mini";
import { describeZodError } from "#worker/errors.ts";

const text = z.string().check(z.minLength(1));
/** An expandable reference: the id, or the object when it was expanded. */
export const idOrObject = z.union([text, z.object({ id: text })]);
/** An amount in the currency's minor units: an integer JavaScript holds exactly. */
export const amount = z.int().check(z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER));
/** An invoice total may be negative (a credit note's balance), never fractional. */
const signedAmount = z.int().check(z.gte(-Number.MAX_SAFE_INTEGER), z.lte(Number.MAX_SAFE_INTEGER));
/** Stripe's currency codes: three lower-case letters. */
export const currency = z.string().check(z.regex(/^[a-z]{3}$/));
const metadata = z.nullable(z.record(z.string(), z.string()));
const address = z.nullable(z.object({ country: z.nullable(z.string()) }));

/** A Checkout Session, as fulfilment (./fulfil) and the free-checkout rule (./coupons) read it. */
const sessionFields = z.object({
  id: text,
  object: z.literal("checkout.session"),
  payment_status: text,
  mode: text,
  metadata,
  customer_email: z.nullable(z.string()),
  customer_details: z.nullable(
    z.object({
      email: z.nullable(z.string()),
      address,
      tax_ids: z.nullable(z.array(z.object({ type: text, value: text }))),
    }),
  ),
  payment_intent: z.nullable(idOrObject),
  currency: z.nullable(currency),
  amount_total: z.nullable(amount),
  amount_subtotal: z.nullable(amount),
  total_details: z.nullable(z.object({ amount_tax: amount, amount_discount: amount })),
  invoice: z.nullable(idOrObject),
  consent: z.nullable(z.object({ terms_of_service: z.nullable(z.string()) })),
  discounts: z.nullable(z.array(z.object({ promotion_code: z.nullable(idOrObject) }))),
});

/** An Invoice, as a licence's invoice links and a recurring sale (./fulfil) read it. */
const invoiceFields = z.object({
  id: text,
  object: z.literal("invoice"),
  metadata,
  parent: z.nullable(
    z.object({
      type: text,
      subscription_details: z.optional(z.nullable(z.object({ metadata }))),
    }),
  ),
  hosted_invoice_url: z.optional(z.nullable(z.string())),
  invoice_pdf: z.optional(z.nullable(z.string())),
  currency,
  amount_paid: amount,
  total: signedAmount,
  total_excluding_tax: z.nullable(signedAmount),
  total_discount_amounts: z.nullable(z.array(z.object({ amount }))),
  customer_email: z.nullable(z.string()),
  customer_address: address,
  lines: z.object({
    data: z.array(
      z.object({
        description: z.nullable(z.string()),
        period: z.object({ start: z.int(), end: z.int() }),
      }),
    ),
  }),
});

/** An InvoicePayment, as ../stripe `invoicePaymentFactsOf` reads it. */
const invoicePaymentFields = z.object({
  id: text,
  object: z.literal("invoice_payment"),
  status: text,
  invoice: idOrObject,
  currency,
  amount_paid: z.nullable(amount),
  payment: z.object({
    type: text,
    payment_intent: z.optional(z.nullable(idOrObject)),
    charge: z.optional(z.nullable(idOrObject)),
    payment_record: z.optional(z.nullable(idOrObject)),
  }),
});

/** A Price, promotion code or coupon: only their kind is read (they empty the lookup cache). */
const catalogueFields = (kind: "price" | "promotion_code" | "coupon") =>
  z.object({ id: text, object: z.literal(kind) });

/** What `object` lacks of `schema`, as the webhook's 400 says it, or undefined. */
export const problemOf = (schema: z.ZodMiniType, object: unknown) => {
  const parsed = schema.safeParse(object);
  return parsed.success ? undefined : `Malformed Stripe event: data.object: ${describeZodError(parsed.error)}`;
};

/** The field checks of the event types checked here (charges, refunds and disputes have their own). */
export const FIELD_CHECKS: Partial<Record<Stripe.Event.Type, z.ZodMiniType>> = {
  "checkout.session.completed": sessionFields,
  "checkout.session.async_payment_succeeded": sessionFields,
  "invoice.paid": invoiceFields,
  "invoice_payment.paid": invoicePaymentFields,
  "price.created": catalogueFields("price"),
  "price.updated": catalogueFields("price"),
  "price.deleted": catalogueFields("price"),
  "promotion_code.created": catalogueFields("promotion_code"),
  "promotion_code.updated": catalogueFields("promotion_code"),
  "coupon.updated": catalogueFields("coupon"),
  "coupon.deleted": catalogueFields("coupon"),
};
