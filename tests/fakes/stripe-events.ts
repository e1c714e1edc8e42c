/**
 * Stripe webhook events as Stripe sends them: the objects the Worker reads (Checkout Session,
 * Charge, Invoice, InvoicePayment, Dispute), each Stripe's schema-valid base object of the
 * contract (tests/contracts/stripe) overlaid with the sale's facts, and the `Stripe-Signature`
 * header made with a webhook secret by Stripe's scheme (`t=<seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>">`). Every event is checked against the contract when it is made: includable
 * properties (an invoice's `payments`) never appear in one.
 * Used by the Stripe API fake, the worker tests, the load bench and `npm run stripe:simulate`.
 * Runs in workerd and Node alike (WebCrypto only).
 */
import { baseObject, checkEvent } from "./stripe-contract";

export const FAKE_API_VERSION = "2026-10-28.endive";

export const randomId = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface FakeAddress {
  line1: string | null;
  line2: string | null;
  city: string | null;
  postal_code: string | null;
  state: string | null;
  country: string | null;
}

export interface FakeTaxId {
  /** Stripe's tax ID type, e.g. `eu_vat`. */
  type: string;
  value: string;
}

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  client_secret: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  mode: "payment" | "subscription" | "setup";
  ui_mode: string;
  currency: string;
  amount_subtotal: number;
  amount_total: number;
  total_details: { amount_discount: number; amount_shipping: number; amount_tax: number };
  metadata: Record<string, string>;
  /** Absent unless the session returns to a page (embedded Checkout), as Stripe sends it. */
  return_url?: string;
  customer_details: {
    email: string;
    address: FakeAddress | null;
    business_name: string | null;
    individual_name: string | null;
    name: string | null;
    phone: string | null;
    tax_exempt: "none" | "exempt" | "reverse" | null;
    tax_ids: FakeTaxId[] | null;
  } | null;
  customer_email: string | null;
  payment_intent: string | null;
  discounts: { coupon: string | null; promotion_code: string | null }[] | null;
  automatic_tax: {
    enabled: boolean;
    liability: null;
    provider: string | null;
    status: "complete" | "requires_location_inputs" | null;
  };
  billing_address_collection: "auto" | "required" | null;
  /** Absent unless the session collects tax IDs. */
  tax_id_collection?: { enabled: boolean; required: "never" | "if_supported" };
  invoice_creation: { enabled: boolean; invoice_data: FakeInvoiceData } | null;
  /** The ID of the invoice Checkout created after payment (with `invoice_creation`). */
  invoice: string | null;
  consent_collection: {
    payment_method_reuse_agreement: null;
    terms_of_service: "none" | "required" | null;
    promotions: null;
  } | null;
  consent: { terms_of_service: "accepted" | null; promotions: null } | null;
  custom_text: Record<string, { message: string } | null>;
  /** The language Checkout speaks (the request's `locale`); null when the request named none. */
  locale?: string | null;
  adaptive_pricing?: { enabled: boolean } | null;
  created: number;
  expires_at: number;
  livemode: boolean;
}

/** What Checkout puts on the invoice it creates: only the metadata is the shop's here. */
export interface FakeInvoiceData {
  account_tax_ids: null;
  custom_fields: null;
  description: null;
  footer: null;
  issuer: null;
  metadata: Record<string, string>;
  rendering_options: null;
}

export const invoiceData = (metadata: Record<string, string>): FakeInvoiceData => ({
  account_tax_ids: null,
  custom_fields: null,
  description: null,
  footer: null,
  issuer: null,
  metadata,
  rendering_options: null,
});

export interface CheckoutSessionInput {
  amountSubtotal?: number;
  amountDiscount?: number;
  currency?: string;
  metadata?: Record<string, string>;
  returnUrl?: string | null;
  uiMode?: string;
  livemode?: boolean;
}

/** A new, open session for a one-off payment. */
export function checkoutSession(input: CheckoutSessionInput = {}): FakeCheckoutSession {
  const id = randomId("cs");
  const subtotal = input.amountSubtotal ?? 26_900;
  const discount = input.amountDiscount ?? 0;
  const returnUrl = input.returnUrl?.replace("{CHECKOUT_SESSION_ID}", id);
  const session: FakeCheckoutSession = {
    ...baseObject<FakeCheckoutSession>("checkout.session"),
    id,
    client_secret: `${id}_secret_${crypto.randomUUID().replace(/-/g, "")}`,
    status: "open",
    payment_status: "unpaid",
    mode: "payment",
    ui_mode: input.uiMode ?? "embedded_page",
    currency: input.currency ?? "usd",
    amount_subtotal: subtotal,
    amount_total: subtotal - discount,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    metadata: input.metadata ?? {},
    discounts: [],
    created: nowSeconds(),
    expires_at: nowSeconds() + 24 * 3600,
    livemode: input.livemode ?? false,
  };
  if (returnUrl) session.return_url = returnUrl;
  return session;
}

export interface Customer {
  email: string;
  country?: string | null;
  /** The billing address as the buyer typed it; `country` fills in its country when absent. */
  address?: Partial<FakeAddress>;
  /** A business buyer's tax ID (the VAT number field of Checkout). */
  taxId?: FakeTaxId;
  /** Whether the terms box was ticked; Checkout lets no one pay without it when consent is required. */
  acceptsTerms?: boolean;
}

/**
 * VAT rates of a few countries where the fake shop is registered (Stripe Tax computes them from
 * the registrations in the Dashboard); elsewhere no tax is due.
 */
export const FAKE_TAX_RATES: Readonly<Record<string, number>> = { FR: 0.2, DE: 0.19, NL: 0.21, GB: 0.2 };
const EU_COUNTRIES = new Set([
  "AT",
  "BE",
  "BG",
  "CY",
  "CZ",
  "DE",
  "DK",
  "EE",
  "ES",
  "FI",
  "FR",
  "GR",
  "HR",
  "HU",
  "IE",
  "IT",
  "LT",
  "LU",
  "LV",
  "MT",
  "NL",
  "PL",
  "PT",
  "RO",
  "SE",
  "SI",
  "SK",
]);

/** The tax price behaviour of a session's line (the Price's `tax_behavior`, or the account's default). */
export type TaxBehavior = "inclusive" | "exclusive";

/**
 * The tax Stripe Tax puts on a session once the customer's address is known: the country's rate
 * on the amount after discount, added to it (exclusive) or carved out of it (inclusive); none
 * for an EU business buyer with a VAT number (reverse charge: the buyer accounts for it).
 */
export function taxOf(
  session: Pick<FakeCheckoutSession, "amount_subtotal" | "total_details">,
  country: string,
  behavior: TaxBehavior,
  taxId?: FakeTaxId,
) {
  const net = session.amount_subtotal - session.total_details.amount_discount;
  const reverseCharge = taxId?.type === "eu_vat" && EU_COUNTRIES.has(country);
  const rate = reverseCharge ? 0 : (FAKE_TAX_RATES[country] ?? 0);
  const tax = behavior === "exclusive" ? Math.round(net * rate) : net - Math.round(net / (1 + rate));
  return {
    amountTax: tax,
    amountTotal: behavior === "exclusive" ? net + tax : net,
    taxExempt: reverseCharge ? ("reverse" as const) : ("none" as const),
  };
}

/** The address Checkout collected: `billing_address_collection=required` asks for all of it. */
function addressOf(customer: Customer): FakeAddress {
  return {
    city: null,
    line1: null,
    line2: null,
    postal_code: null,
    state: null,
    country: customer.country ?? null,
    ...customer.address,
  };
}

/**
 * The session after the customer paid (or, for delayed methods, before the money arrived).
 * Refuses what Stripe's form refuses: a missing address where tax or the session needs one,
 * unticked terms where consent is required. With automatic tax the totals get the tax of the
 * address (`taxBehavior` of the Price); with invoice creation the session names its invoice.
 */
export function completedSession(
  session: FakeCheckoutSession,
  customer: Customer,
  paymentStatus?: FakeCheckoutSession["payment_status"],
  taxBehavior: TaxBehavior = "exclusive",
): FakeCheckoutSession {
  const address = addressOf(customer);
  if (session.billing_address_collection === "required") {
    for (const field of ["line1", "city", "postal_code", "country"] as const) {
      if (!address[field]) throw new Error(`Checkout requires the billing address: ${field} is missing`);
    }
  }
  if (session.automatic_tax.enabled && !address.country) {
    throw new Error("Checkout requires the country of the billing address to calculate tax");
  }
  if (session.consent_collection?.terms_of_service === "required" && customer.acceptsTerms === false) {
    throw new Error("Checkout requires the terms of service to be accepted");
  }
  const taxId = session.tax_id_collection?.enabled ? customer.taxId : undefined;
  const taxed = session.automatic_tax.enabled
    ? taxOf(session, address.country ?? "", taxBehavior, taxId)
    : { amountTax: session.total_details.amount_tax, amountTotal: session.amount_total, taxExempt: "none" as const };
  const status = paymentStatus ?? (taxed.amountTotal === 0 ? "no_payment_required" : "paid");
  return {
    ...session,
    status: "complete",
    payment_status: status,
    amount_total: taxed.amountTotal,
    total_details: { ...session.total_details, amount_tax: taxed.amountTax },
    automatic_tax: { ...session.automatic_tax, status: session.automatic_tax.enabled ? "complete" : null },
    customer_details: {
      email: customer.email,
      address,
      business_name: null,
      individual_name: null,
      name: null,
      phone: null,
      tax_exempt: taxed.taxExempt,
      tax_ids: taxId ? [taxId] : [],
    },
    // A session that costs nothing has no payment.
    payment_intent: status === "no_payment_required" ? null : (session.payment_intent ?? randomId("pi")),
    invoice: session.invoice_creation?.enabled ? (session.invoice ?? randomId("in")) : null,
    consent:
      session.consent_collection?.terms_of_service === "required"
        ? { terms_of_service: "accepted", promotions: null }
        : null,
  };
}

/**
 * The paid invoice Checkout creates for a completed session with `invoice_creation` (what
 * `GET /v1/invoices/{id}` and the `invoice.paid` event carry): totals, the buyer's tax ID, links.
 * Like Stripe's, it names no payment: that is its InvoicePayment's (`invoicePaymentOf`). Its tax
 * line says whether the tax was added to the price or included in it (`taxBehavior` of the Price).
 */
export function sessionInvoice(session: FakeCheckoutSession, taxBehavior: TaxBehavior = "exclusive") {
  if (!session.invoice) throw new Error("the session created no invoice");
  const tax = session.total_details.amount_tax;
  const details = session.customer_details;
  const paidAt = nowSeconds();
  return {
    ...baseObject("invoice"),
    id: session.invoice,
    object: "invoice" as const,
    status: "paid",
    billing_reason: "manual",
    currency: session.currency,
    customer_email: details?.email ?? null,
    customer_address: details?.address ?? null,
    customer_tax_exempt: details?.tax_exempt ?? "none",
    customer_tax_ids: (details?.tax_ids ?? []).map((id) => ({ type: id.type, value: id.value })),
    subtotal: session.amount_subtotal,
    total_excluding_tax: session.amount_total - tax,
    total: session.amount_total,
    total_taxes: tax ? [taxLine(tax, session.amount_total - tax, taxBehavior)] : [],
    amount_due: session.amount_total,
    amount_paid: session.amount_total,
    total_discount_amounts: session.total_details.amount_discount
      ? [{ amount: session.total_details.amount_discount, discount: randomId("di") }]
      : [],
    metadata: session.invoice_creation?.invoice_data.metadata ?? {},
    parent: null,
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/${session.invoice}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_fake/${session.invoice}/pdf`,
    status_transitions: { finalized_at: paidAt, marked_uncollectible_at: null, paid_at: paidAt, voided_at: null },
    livemode: session.livemode,
    created: paidAt,
  };
}

/** One tax amount of an invoice, as Stripe Tax reports it. */
const taxLine = (amount: number, taxableAmount: number, taxBehavior: TaxBehavior) => ({
  amount,
  tax_behavior: taxBehavior,
  tax_rate_details: null,
  taxability_reason: "standard_rated" as const,
  taxable_amount: taxableAmount,
  type: "tax_rate_details" as const,
});

/** The three kinds of payment an invoice can be paid by (InvoicePayment `payment.type`). */
export type FakeInvoicePaymentKind = "payment_intent" | "charge" | "payment_record";

/**
 * A payment of a paid invoice (`GET /v1/invoice_payments?invoice=...` and the
 * `invoice_payment.paid` event): which payment intent (or charge, or payment record) paid how
 * much of it. An invoice may have several; `status` open or canceled for one that did not pay.
 */
export function invoicePaymentOf(
  invoice: { id: string; amount_paid: number; currency: string; livemode?: boolean },
  paymentId: string,
  options: { kind?: FakeInvoicePaymentKind; amount?: number; status?: "paid" | "open" | "canceled" } = {},
) {
  const paidAt = nowSeconds();
  const kind = options.kind ?? "payment_intent";
  const amount = options.amount ?? invoice.amount_paid;
  const status = options.status ?? "paid";
  return {
    ...baseObject("invoice_payment"),
    id: randomId("inpay"),
    amount_paid: status === "paid" ? amount : null,
    amount_requested: amount,
    created: paidAt,
    currency: invoice.currency,
    invoice: invoice.id,
    is_default: kind === "payment_intent",
    livemode: invoice.livemode ?? false,
    payment: { type: kind, [kind]: paymentId } as { type: FakeInvoicePaymentKind; payment_intent: string },
    status,
    status_transitions: {
      canceled_at: status === "canceled" ? paidAt : null,
      paid_at: status === "paid" ? paidAt : null,
    },
  };
}

export interface FakeEvent<T = unknown> {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: boolean;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: T; previous_attributes?: Record<string, unknown> };
}

/**
 * An event as Stripe sends it; test mode unless `livemode` says otherwise. An `*.updated` event
 * names the fields that changed with their values before (`previousAttributes`).
 */
export function stripeEvent<T>(
  type: string,
  object: T,
  options: { livemode?: boolean; previousAttributes?: Record<string, unknown> } = {},
): FakeEvent<T> {
  const event: FakeEvent<T> = {
    ...baseObject<FakeEvent<T>>("event"),
    id: randomId("evt"),
    object: "event",
    api_version: FAKE_API_VERSION,
    created: nowSeconds(),
    type,
    livemode: options.livemode ?? false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object, ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}) },
  };
  checkEvent(event);
  return event;
}

/**
 * A session's payment refunded, as `charge.refunded` carries it: in full, or `refunded` of it so
 * far (all its refunds; Stripe sends the event again at each one). `chargeId` names the charge of
 * an earlier event of the same payment.
 */
export function refundedCharge(
  paymentIntent: string,
  amount: number,
  currency = "usd",
  refunded = amount,
  chargeId = randomId("ch"),
) {
  return {
    ...baseObject("charge"),
    id: chargeId,
    object: "charge" as const,
    amount,
    amount_captured: amount,
    amount_refunded: refunded,
    captured: true,
    paid: true,
    currency,
    payment_intent: paymentIntent,
    refunded: refunded >= amount,
    status: "succeeded",
    created: nowSeconds(),
  };
}

export type FakeRefundStatus = "pending" | "requires_action" | "succeeded" | "failed" | "canceled";

/**
 * One refund of a charge, as `refund.created`, `refund.updated`, `refund.failed` and
 * `charge.refund.updated` carry it; a failed one says why.
 */
export function refundOf(
  charge: { id: string; payment_intent: string | null; currency: string },
  amount: number,
  status: FakeRefundStatus = "succeeded",
  id = randomId("re"),
) {
  return {
    ...baseObject("refund"),
    id,
    object: "refund" as const,
    amount,
    charge: charge.id,
    currency: charge.currency,
    payment_intent: charge.payment_intent,
    reason: "requested_by_customer" as const,
    status,
    ...(status === "failed" ? { failure_reason: "expired_or_canceled_card" } : {}),
    created: nowSeconds(),
  };
}

/**
 * A dispute (chargeback or inquiry) of a payment, as `charge.dispute.created` carries it; close it
 * with `closedDispute` for `charge.dispute.closed`.
 */
export function disputeOf(paymentIntent: string, amount: number, currency = "usd") {
  return {
    ...baseObject("dispute"),
    id: randomId("dp"),
    object: "dispute" as const,
    amount,
    currency,
    charge: randomId("ch"),
    payment_intent: paymentIntent,
    reason: "fraudulent",
    status: "needs_response" as string,
    is_charge_refundable: false,
    created: nowSeconds(),
    livemode: false,
  };
}

/** The same dispute once decided: won, lost, or (an inquiry) warning_closed. */
export function closedDispute(dispute: ReturnType<typeof disputeOf>, status: "won" | "lost" | "warning_closed") {
  return { ...dispute, status };
}

export interface InvoiceInput {
  email: string;
  country?: string;
  /** Cents, before discount and tax. */
  subtotal: number;
  discount?: number;
  tax?: number;
  currency?: string;
  /** The billing period in days: about 30 for monthly plans, 365 for yearly ones. */
  periodDays: number;
  /** Copied by Stripe from the subscription onto its invoices (`parent.subscription_details.metadata`). */
  subscriptionMetadata?: Record<string, string>;
  description?: string;
}

/**
 * A paid subscription invoice (`invoice.paid`), in the shape of the pinned API version. Its
 * payment is a separate object: `invoicePaymentOf(invoice, paymentIntent)`, sent by Stripe as
 * `invoice_payment.paid`.
 */
export function paidInvoice(input: InvoiceInput) {
  const discount = input.discount ?? 0;
  const tax = input.tax ?? 0;
  const start = nowSeconds();
  const totalExcludingTax = input.subtotal - discount;
  const currency = input.currency ?? "usd";
  const id = randomId("in");
  return {
    ...baseObject("invoice"),
    id,
    object: "invoice" as const,
    status: "paid",
    billing_reason: "subscription_cycle",
    currency,
    customer_email: input.email,
    customer_address: input.country ? addressOf({ email: input.email, country: input.country }) : null,
    subtotal: input.subtotal,
    total_excluding_tax: totalExcludingTax,
    total: totalExcludingTax + tax,
    total_taxes: tax ? [taxLine(tax, totalExcludingTax, "exclusive")] : [],
    amount_due: totalExcludingTax + tax,
    amount_paid: totalExcludingTax + tax,
    total_discount_amounts: discount ? [{ amount: discount, discount: randomId("di") }] : [],
    parent: {
      type: "subscription_details" as const,
      quote_details: null,
      subscription_details: { subscription: randomId("sub"), metadata: input.subscriptionMetadata ?? {} },
    },
    lines: {
      object: "list" as const,
      data: [
        {
          id: randomId("il"),
          object: "line_item",
          description: input.description ?? "1 × TickSim Web (subscription)",
          amount: input.subtotal,
          currency,
          period: { start, end: start + input.periodDays * 24 * 3600 },
        },
      ],
      has_more: false,
      url: "/v1/invoices/lines",
    },
    hosted_invoice_url: `https://invoice.stripe.com/i/acct_fake/${id}`,
    invoice_pdf: `https://pay.stripe.com/invoice/acct_fake/${id}/pdf`,
    customer_tax_ids: [] as { type: string; value: string }[],
    period_start: start,
    period_end: start,
    created: start,
  };
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

async function hmacOf(payload: string, secret: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return toHex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`)));
}

/**
 * The `Stripe-Signature` header for a payload, as Stripe computes it: one `v1` signature per
 * secret the endpoint has, several while a rolled secret has not expired yet.
 */
export async function signPayload(
  payload: string,
  secrets: string | readonly string[],
  timestamp = nowSeconds(),
): Promise<string> {
  const signatures = await Promise.all(
    (typeof secrets === "string" ? [secrets] : secrets).map((secret) => hmacOf(payload, secret, timestamp)),
  );
  return [`t=${timestamp}`, ...signatures.map((signature) => `v1=${signature}`)].join(",");
}

/** An event ready to POST: its JSON body and signature header. */
export async function signedDelivery(event: FakeEvent, secret: string | readonly string[], timestamp?: number) {
  const body = JSON.stringify(event);
  return { body, signature: await signPayload(body, secret, timestamp) };
}
