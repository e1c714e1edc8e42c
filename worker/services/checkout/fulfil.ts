/**
 * What a paid Stripe event turns into. Each handler writes one D1 batch (all or nothing) and
 * is safe to run any number of times, concurrently or out of order:
 * - rows are keyed by Stripe ids (session, invoice, payment intent) and inserted with
 *   ON CONFLICT DO NOTHING, so a second delivery of the same purchase writes nothing;
 * - a refund is recorded by payment intent and applied by both the refund and the purchase
 *   batches, so whichever arrives last still leaves the order refunded and the key revoked.
 * Everything needed is in the signed event (the session's metadata carries the lookup key and
 * the affiliate's coupon), so fulfilment works while the Stripe API is unreachable; only the
 * invoice's links are read from Stripe, and the licence does not wait for them.
 */

import { and, eq, isNull, sql } from "drizzle-orm";
import type Stripe from "stripe";
import { LIFETIME_LOOKUP_KEY } from "#common/api/checkout.ts";
import { normalCouponCode } from "#common/api/coupon-code.ts";
import { runBatch, type Statement } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import {
  affiliateCoupons,
  affiliates,
  invoicePaymentParts,
  licences,
  orders,
  transactions,
} from "#worker/db/schema.ts";
import { assign, columnList } from "#worker/db/sql.ts";
import { logEvent } from "#worker/log.ts";
import { mailLocaleOf } from "#worker/mail/i18n.ts";
import { type LicenceMailSettings, licenceMail } from "#worker/mail/licence.ts";
import { queueMail } from "#worker/mail/queue.ts";
import { newOrderId } from "#worker/services/licences.ts";
import { reconcileAdjustments, recordCommissions } from "#worker/services/payouts/commissions.ts";
import { type InvoiceLinks, type InvoicePaymentFacts, invoicePaymentFactsOf } from "#worker/services/stripe.ts";
import { freeCheckoutAllowed } from "./coupons";
import { acknowledgeEvent, type FulfilmentOutcome, idOf, recordEvent } from "./events";
import { applyRecordedRefund, applyRefundsToSales } from "./refund";
import { fullyRefunded } from "./refunded";

/** What fulfilment needs besides the event: the mail settings, the coupon policy, the invoice's links. */
export interface FulfilmentRules {
  readonly mail: LicenceMailSettings;
  /** PUBLIC_COUPON_CODES, read only when a purchase cost nothing. */
  readonly publicCoupons: () => ReadonlySet<string>;
  readonly invoiceLinks: (invoiceId: string) => Promise<InvoiceLinks | undefined>;
  /** Days a sale can be refunded: its affiliate's commission is due after them (./commissions). */
  readonly refundWindowDays: number;
}

/** What a recurring sale needs besides the event. */
export interface SubscriptionRules extends Pick<FulfilmentRules, "refundWindowDays"> {
  /**
   * The payments of an invoice, asked of Stripe's Invoice Payments API; undefined when Stripe
   * cannot say now (`invoice_payment.paid` then tells each).
   */
  readonly invoicePayments: (invoiceId: string) => Promise<readonly InvoicePaymentFacts[] | undefined>;
}

/** The coupon code a session's or subscription's metadata carries, in its normal form. */
const codeOf = (metadata: Stripe.Metadata | null | undefined) =>
  metadata?.coupon_code ? normalCouponCode(metadata.coupon_code) : undefined;

/** The affiliate whose coupon this is, with their commission rate. */
async function affiliateForCoupon(db: Db, code: string | undefined) {
  if (!code) return undefined;
  const [row] = await db
    .select({ id: affiliates.id, commissionPercent: affiliates.commissionPercent })
    .from(affiliateCoupons)
    .innerJoin(affiliates, eq(affiliates.id, affiliateCoupons.affiliateId))
    .where(eq(affiliateCoupons.code, code));
  return row;
}

const commissionOf = (amountExcludingTax: number, percent: number) => Math.floor((amountExcludingTax * percent) / 100);

/** checkout.session.completed / async_payment_succeeded for the lifetime licence. */
export async function fulfilCheckout(
  db: Db,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  rules: FulfilmentRules,
): Promise<FulfilmentOutcome> {
  const free = session.payment_status === "no_payment_required";
  const paid = session.payment_status === "paid" || free;
  const lookupKey = session.metadata?.lookup_key;
  const email = (session.customer_details?.email ?? session.customer_email ?? "").trim().toLowerCase();
  if (!paid || session.mode !== "payment" || lookupKey !== LIFETIME_LOOKUP_KEY || !email) {
    await acknowledgeEvent(db, event);
    return "ignored";
  }
  // A 100 % code is a free licence: only the codes the shop made public for that may give one.
  if (free && !freeCheckoutAllowed(session, rules.publicCoupons())) {
    logEvent("warn", { event: "checkout.free_refused", session: session.id, coupon: session.metadata?.coupon_code });
    await acknowledgeEvent(db, event);
    return "refused";
  }

  const now = Date.now();
  const orderId = newOrderId();
  const key = crypto.randomUUID();
  const paymentIntentId = idOf(session.payment_intent) ?? null;
  const couponCode = codeOf(session.metadata);
  const affiliate = await affiliateForCoupon(db, couponCode);
  const amountTotal = session.amount_total ?? 0;
  const amountTax = session.total_details?.amount_tax ?? 0;
  const amountDiscount = session.total_details?.amount_discount ?? 0;
  const country = session.customer_details?.address?.country ?? null;
  const taxId = session.customer_details?.tax_ids?.[0];
  const invoiceId = idOf(session.invoice) ?? null;
  const invoice = invoiceId ? await rules.invoiceLinks(invoiceId) : undefined;
  // The site's language at checkout (the session's metadata); a missing or unknown one is English.
  const locale = mailLocaleOf(session.metadata?.locale);
  const letter = licenceMail(
    {
      occasion: "purchase",
      locale,
      orders: [{ orderId, keys: [key], invoiceUrl: invoice?.pdfUrl ?? invoice?.hostedUrl ?? undefined }],
    },
    rules.mail,
  );

  const batch: Statement[] = [
    recordEvent(db, event),
    db
      .insert(orders)
      .values({
        id: orderId,
        stripeSessionId: session.id,
        stripePaymentIntentId: paymentIntentId,
        customerEmail: email,
        customerCountry: country,
        currency: session.currency ?? "usd",
        amountTotal,
        amountSubtotal: session.amount_subtotal ?? amountTotal,
        amountDiscount,
        amountTax,
        lookupKey,
        couponCode: couponCode ?? null,
        stripePromotionCodeId: session.metadata?.promotion_code ?? null,
        affiliateId: affiliate?.id ?? null,
        status: "paid",
        customerTaxId: taxId ? `${taxId.type} ${taxId.value}` : null,
        stripeInvoiceId: invoiceId,
        invoiceUrl: invoice?.hostedUrl ?? null,
        invoicePdfUrl: invoice?.pdfUrl ?? null,
        termsAccepted: session.consent?.terms_of_service === "accepted",
        locale,
      })
      // Only a second delivery is a no-op; an order-ID collision fails the batch and Stripe retries.
      .onConflictDoNothing({ target: orders.stripeSessionId }),
    // The key hangs off whichever order row holds this session: ours, or one a concurrent delivery wrote first.
    sql`insert into ${licences} ${columnList(licences.key, licences.orderId, licences.seq, licences.email)}
          select ${key}, ${orders.id}, 1, ${email} from ${orders} where ${orders.stripeSessionId} = ${session.id}
          on conflict do nothing`,
    // The mail goes out only with the key it names, and never for a payment already refunded in full.
    queueMail(
      letter,
      { kind: "licence", dedupeKey: `licence:${session.id}`, to: email },
      sql`exists (select 1 from ${licences} where ${licences.key} = ${key})
          and not ${fullyRefunded(sql`${paymentIntentId ?? ""}`, sql`${amountTotal}`)}`,
    ),
  ];
  if (affiliate && couponCode) {
    const amountExcludingTax = amountTotal - amountTax;
    batch.push(
      db
        .insert(transactions)
        .values({
          affiliateId: affiliate.id,
          stripeObjectId: session.id,
          stripePaymentIntentId: paymentIntentId,
          customerEmail: email,
          customerCountry: country ?? "",
          created: event.created * 1000,
          status: "paid",
          item: lookupKey,
          couponCode,
          currency: session.currency ?? "usd",
          amountPaid: amountTotal,
          amountSubtotal: amountExcludingTax,
          amountDiscount,
          amountCommission: commissionOf(amountExcludingTax, affiliate.commissionPercent),
          recurring: false,
        })
        .onConflictDoNothing(),
      recordCommissions(eq(transactions.stripeObjectId, session.id), rules.refundWindowDays),
    );
  }
  if (paymentIntentId) {
    batch.push(...applyRecordedRefund(paymentIntentId, now));
  }
  await runBatch(db, batch);
  return "fulfilled";
}

/**
 * invoice.paid of a licence purchase's invoice (Checkout's `invoice_creation`): records its links
 * on the order when fulfilment could not read them from Stripe. Either event may come first; an
 * invoice whose order is not there yet changes nothing (fulfilment then reads the links itself).
 */
export async function recordLicenceInvoice(
  db: Db,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<FulfilmentOutcome> {
  if (!invoice.id || invoice.metadata?.lookup_key !== LIFETIME_LOOKUP_KEY) {
    await acknowledgeEvent(db, event);
    return "ignored";
  }
  await runBatch(db, [
    recordEvent(db, event),
    db
      .update(orders)
      .set({ invoiceUrl: invoice.hosted_invoice_url ?? null, invoicePdfUrl: invoice.invoice_pdf ?? null })
      .where(and(eq(orders.stripeInvoiceId, invoice.id), isNull(orders.invoiceUrl))),
  ]);
  return "fulfilled";
}

/** Monthly or Yearly, from the billing period the invoice line covers. */
function billingInterval(line: Stripe.InvoiceLineItem | undefined): "Monthly" | "Yearly" {
  const days = line ? (line.period.end - line.period.start) / 86_400 : 0;
  return days > 62 ? "Yearly" : "Monthly";
}

/** Records a payment of an invoice (a second record of it changes nothing). */
const recordInvoicePaymentPart = (db: Db, payment: InvoicePaymentFacts) =>
  db.insert(invoicePaymentParts).values(payment).onConflictDoNothing();

/**
 * The recurring sale of an invoice names the first payment recorded for it, if one came first
 * (refunds and disputes of any payment find the sale through invoice_payment_parts), and takes
 * the refunds recorded for its payments: whichever event is last leaves the sale complete.
 */
function completeInvoiceTransaction(invoiceId: string): Statement[] {
  const parts = invoicePaymentParts;
  return [
    sql`update ${transactions} set ${assign(
      transactions.stripePaymentIntentId,
      sql`(select ${parts.paymentId} from ${parts} where ${parts.invoiceId} = ${invoiceId}
        order by ${parts.createdAt}, ${parts.id} limit 1)`,
    )}
          where ${transactions.stripeObjectId} = ${invoiceId} and ${transactions.stripePaymentIntentId} is null`,
    applyRefundsToSales(sql`${transactions.stripeObjectId} = ${invoiceId}`),
  ];
}

/**
 * What an invoice's commission is computed on: what was paid of it, without its tax. The amount
 * paid leaves out what the customer's credit balance covered; its tax share is the invoice's
 * (total - total_excluding_tax) in proportion.
 */
export function paidExcludingTax(invoice: Pick<Stripe.Invoice, "amount_paid" | "total" | "total_excluding_tax">) {
  const excludingTax = invoice.total_excluding_tax ?? invoice.total;
  if (invoice.total <= 0) return 0;
  return Math.floor((Math.min(invoice.amount_paid, invoice.total) * excludingTax) / invoice.total);
}

/**
 * invoice.paid of a web-plan subscription bought with an affiliate's coupon: a Recurring transaction.
 * Stripe's invoice events never carry the invoice's payment (`payments` is includable only), so
 * its payment intent comes from the Invoice Payments API, or from `invoice_payment.paid`
 * (recordInvoicePayment) when the API cannot answer: a refund or dispute still finds the sale.
 */
export async function recordSubscriptionInvoice(
  db: Db,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  rules: SubscriptionRules,
): Promise<FulfilmentOutcome> {
  const metadata = invoice.parent?.subscription_details?.metadata ?? invoice.metadata ?? {};
  const couponCode = codeOf(metadata);
  const affiliate = await affiliateForCoupon(db, couponCode);
  if (!invoice.id || !affiliate || !couponCode || invoice.parent?.type !== "subscription_details") {
    await acknowledgeEvent(db, event);
    return "ignored";
  }
  const line = invoice.lines.data[0];
  const interval = billingInterval(line);
  const plan = metadata.lookup_key ?? line?.description ?? "Web subscription";
  const item = /Monthly|Yearly/.test(plan) ? plan : `${plan} (${interval})`;
  const payments = (await rules.invoicePayments(invoice.id)) ?? [];
  const paymentIntentId = payments[0]?.paymentId ?? null;
  const amountExcludingTax = paidExcludingTax(invoice);
  const amountDiscount = (invoice.total_discount_amounts ?? []).reduce((sum, d) => sum + d.amount, 0);

  const batch: Statement[] = [
    recordEvent(db, event),
    ...payments.map((payment) => recordInvoicePaymentPart(db, payment)),
    db
      .insert(transactions)
      .values({
        affiliateId: affiliate.id,
        stripeObjectId: invoice.id,
        stripePaymentIntentId: paymentIntentId,
        customerEmail: (invoice.customer_email ?? "").toLowerCase(),
        customerCountry: invoice.customer_address?.country ?? "",
        created: event.created * 1000,
        status: "paid",
        item,
        couponCode,
        currency: invoice.currency,
        amountPaid: invoice.amount_paid,
        amountSubtotal: amountExcludingTax,
        amountDiscount,
        amountCommission: commissionOf(amountExcludingTax, affiliate.commissionPercent),
        recurring: true,
      })
      .onConflictDoNothing(),
    ...completeInvoiceTransaction(invoice.id),
    recordCommissions(eq(transactions.stripeObjectId, invoice.id), rules.refundWindowDays),
  ];
  await runBatch(db, batch);
  return "fulfilled";
}

/**
 * invoice_payment.paid: a payment of an invoice (a payment intent, a charge or a payment record).
 * Recorded for any invoice (its invoice.paid may come later), and given to the invoice's
 * recurring sale if it is there, with the refund or dispute already recorded for that payment.
 */
export async function recordInvoicePayment(
  db: Db,
  event: Stripe.Event,
  payment: Stripe.InvoicePayment,
): Promise<FulfilmentOutcome> {
  const facts = invoicePaymentFactsOf(payment);
  if (!facts || payment.status !== "paid") {
    await acknowledgeEvent(db, event);
    return "ignored";
  }
  await runBatch(db, [
    recordEvent(db, event),
    recordInvoicePaymentPart(db, facts),
    ...completeInvoiceTransaction(facts.invoiceId),
    reconcileAdjustments(facts.paymentId),
  ]);
  return "fulfilled";
}
