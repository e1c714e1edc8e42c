/**
 * Stripe webhook events as Stripe sends them: the objects the Worker reads (Checkout Session,
 * Charge, Invoice) built with realistic fields, and the `Stripe-Signature` header made with a
 * webhook secret by Stripe's scheme (`t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`).
 * Used by the Stripe API fake, the worker tests, the load bench and `npm run stripe:simulate`.
 * Runs in workerd and Node alike (WebCrypto only).
 */

export const FAKE_API_VERSION = "2026-10-28.endive";

const randomId = (prefix: string) => `${prefix}_test_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

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
  return_url: string | null;
  customer_details: { email: string; address: { country: string | null } | null } | null;
  customer_email: string | null;
  payment_intent: string | null;
  discounts: { promotion_code: string | null }[];
  created: number;
  expires_at: number;
  livemode: false;
}

export interface CheckoutSessionInput {
  amountSubtotal?: number;
  amountDiscount?: number;
  currency?: string;
  metadata?: Record<string, string>;
  returnUrl?: string | null;
  uiMode?: string;
}

/** A new, open session for a one-off payment. */
export function checkoutSession(input: CheckoutSessionInput = {}): FakeCheckoutSession {
  const id = randomId("cs");
  const subtotal = input.amountSubtotal ?? 26_900;
  const discount = input.amountDiscount ?? 0;
  return {
    id,
    object: "checkout.session",
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
    return_url: input.returnUrl?.replace("{CHECKOUT_SESSION_ID}", id) ?? null,
    customer_details: null,
    customer_email: null,
    payment_intent: null,
    discounts: [],
    created: nowSeconds(),
    expires_at: nowSeconds() + 24 * 3600,
    livemode: false,
  };
}

export interface Customer {
  email: string;
  country?: string | null;
}

/** The session after the customer paid (or, for delayed methods, before the money arrived). */
export function completedSession(
  session: FakeCheckoutSession,
  customer: Customer,
  paymentStatus: FakeCheckoutSession["payment_status"] = "paid",
): FakeCheckoutSession {
  return {
    ...session,
    status: "complete",
    payment_status: paymentStatus,
    customer_details: { email: customer.email, address: { country: customer.country ?? null } },
    payment_intent: session.payment_intent ?? randomId("pi"),
  };
}

export interface FakeEvent<T = unknown> {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  data: { object: T };
}

export function stripeEvent<T>(type: string, object: T): FakeEvent<T> {
  return {
    id: randomId("evt"),
    object: "event",
    api_version: FAKE_API_VERSION,
    created: nowSeconds(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A full refund of a session's payment, as `charge.refunded` carries it. */
export function refundedCharge(paymentIntent: string, amount: number, currency = "usd") {
  return {
    id: randomId("ch"),
    object: "charge" as const,
    amount,
    amount_refunded: amount,
    currency,
    payment_intent: paymentIntent,
    refunded: true,
    status: "succeeded",
    created: nowSeconds(),
  };
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

/** A paid subscription invoice (`invoice.paid`), in the shape of the pinned API version. */
export function paidInvoice(input: InvoiceInput) {
  const discount = input.discount ?? 0;
  const tax = input.tax ?? 0;
  const start = nowSeconds();
  const totalExcludingTax = input.subtotal - discount;
  return {
    id: randomId("in"),
    object: "invoice" as const,
    status: "paid",
    currency: input.currency ?? "usd",
    customer_email: input.email,
    customer_address: input.country ? { country: input.country } : null,
    subtotal: input.subtotal,
    total_excluding_tax: totalExcludingTax,
    total: totalExcludingTax + tax,
    amount_paid: totalExcludingTax + tax,
    total_discount_amounts: discount ? [{ amount: discount, discount: randomId("di") }] : [],
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: randomId("sub"), metadata: input.subscriptionMetadata ?? {} },
    },
    payments: { object: "list", data: [{ payment: { payment_intent: randomId("pi"), type: "payment_intent" } }] },
    lines: {
      object: "list",
      data: [
        {
          id: randomId("il"),
          description: input.description ?? "1 × TickSim Web (subscription)",
          amount: input.subtotal,
          currency: input.currency ?? "usd",
          period: { start, end: start + input.periodDays * 24 * 3600 },
        },
      ],
    },
    created: start,
  };
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The `Stripe-Signature` header for a payload, as Stripe computes it. */
export async function signPayload(payload: string, secret: string, timestamp = nowSeconds()): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${timestamp}.${payload}`));
  return `t=${timestamp},v1=${toHex(mac)}`;
}

/** An event ready to POST: its JSON body and signature header. */
export async function signedDelivery(event: FakeEvent, secret: string, timestamp?: number) {
  const body = JSON.stringify(event);
  return { body, signature: await signPayload(body, secret, timestamp) };
}
