/**
 * The Stripe calls of the checkout: the client with a pinned API version, the Price behind a
 * lookup key, a promotion code, the embedded Checkout Session, its status, the invoice it
 * produced, and webhook verification. A refusal the caller can act on (an unknown session, a
 * payment already refunded, a code Stripe will not take) is a `Refusal`; Stripe failing or out of
 * reach is `Unavailable` (502).
 */
import Stripe from "stripe";
import type { CheckoutSessionStatus } from "#common/api/checkout.ts";
import { logEvent } from "#worker/log.ts";
import { conflict, notFound, Refusal } from "./refusal";
import { Unavailable } from "./unavailable";

/**
 * Pinned so a Stripe-side default change cannot alter our requests; it is the version this
 * SDK release was built for. From 2026-03-25.dahlia on, an embedded Checkout is `embedded_page`.
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";
export const EMBEDDED_UI_MODE = "embedded_page";
/** Stripe refuses signatures older than this (its default tolerance). */
const SIGNATURE_TOLERANCE_S = 300;

export type StripeEnv = Pick<Env, "STRIPE_API_BASE"> & { readonly STRIPE_SECRET_KEY?: string };

const cryptoProvider = Stripe.createSubtleCryptoProvider();

const secretKeyOf = (env: StripeEnv) => env.STRIPE_SECRET_KEY?.trim() ?? "";

/**
 * Whether the key in use is a live one (secret or restricted). Live and test mode are separate
 * worlds at Stripe: objects, prices and events of one are never valid in the other.
 */
export const isLiveKey = (env: StripeEnv) => /^(sk|rk)_live_/.test(secretKeyOf(env));

function clientFor(env: StripeEnv): Stripe {
  const key = secretKeyOf(env);
  if (!key) throw new Unavailable(503, "Payments are not configured on this server");
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

const detailOf = (error: unknown) =>
  error instanceof Stripe.errors.StripeError
    ? { type: error.type, code: error.code, param: error.param, status: error.statusCode, message: error.message }
    : { message: String(error) };

/** Maps a Stripe failure to what our caller should see; the details go to the log. */
function stripeFailure(error: unknown, action: string): Error {
  if (error instanceof Unavailable) return error;
  logEvent("error", { event: "stripe.failed", action, ...detailOf(error) });
  return new Unavailable(502, `The payment provider could not ${action}; please try again in a few minutes`);
}

type TaxBehavior = "inclusive" | "exclusive" | "unspecified";

/** What the checkout needs to know about the Price behind a lookup key. */
export interface PriceFacts {
  readonly id: string;
  readonly currency: string;
  /** Cents; null for a Price without a fixed amount. */
  readonly unitAmount: number | null;
  readonly taxBehavior: TaxBehavior;
  /** The Price in its other currencies (its `currency_options`), by lower-case ISO code. */
  readonly currencyOptions: Readonly<Record<string, CurrencyOptionFacts>>;
}

export interface CurrencyOptionFacts {
  /** Minor units of that currency; null without a fixed amount. */
  readonly unitAmount: number | null;
  readonly taxBehavior: TaxBehavior;
}

const taxBehaviorOf = (value: string | null | undefined): TaxBehavior =>
  (["inclusive", "exclusive"] as const).find((behavior) => behavior === value) ?? "unspecified";

/** The active Price with this lookup key, or null when there is none. */
export async function findPrice(env: StripeEnv, lookupKey: string): Promise<PriceFacts | null> {
  const stripe = clientFor(env);
  try {
    // `currency_options` is includable: Stripe sends it only when asked.
    const { data } = await stripe.prices.list({
      lookup_keys: [lookupKey],
      active: true,
      limit: 1,
      expand: ["data.currency_options"],
    });
    const price = data[0];
    if (!price) return null;
    const options = Object.entries(price.currency_options ?? {}).map(
      ([currency, option]) =>
        [currency, { unitAmount: option.unit_amount, taxBehavior: taxBehaviorOf(option.tax_behavior) }] as const,
    );
    return {
      id: price.id,
      currency: price.currency,
      unitAmount: price.unit_amount,
      taxBehavior: taxBehaviorOf(price.tax_behavior),
      currencyOptions: Object.fromEntries(options),
    };
  } catch (error) {
    throw stripeFailure(error, "start the checkout");
  }
}

/** What the checkout needs to know about a promotion code: its id and the discount of its coupon. */
export interface PromotionFacts {
  readonly id: string;
  readonly percentOff: number | null;
  /**
   * An amount-off coupon's discount in each currency it names, its own included (minor units by
   * lower-case ISO code): Stripe takes the session currency's amount from the coupon's
   * `currency_options`, so a checkout in euros is discounted by the euro amount, not the dollar one.
   */
  readonly amountOffByCurrency: Readonly<Record<string, number>>;
}

/** A coupon's amount off per currency: its own currency's and each of its `currency_options`. */
export function amountsOffOf(coupon: Stripe.Coupon | null): Record<string, number> {
  if (!coupon) return {};
  const options = Object.entries(coupon.currency_options ?? {}).map(
    ([currency, option]) => [currency.toLowerCase(), option.amount_off] as const,
  );
  const own = coupon.amount_off !== null && coupon.currency ? [[coupon.currency.toLowerCase(), coupon.amount_off]] : [];
  return Object.fromEntries([...options, ...own]);
}

/** The active promotion code with this code (its coupon expanded), or null when there is none. */
export async function findPromotionCode(env: StripeEnv, code: string): Promise<PromotionFacts | null> {
  const stripe = clientFor(env);
  try {
    const { data } = await stripe.promotionCodes.list({
      code,
      active: true,
      limit: 1,
      // `currency_options` is includable: without asking, a coupon's local amounts are missing.
      expand: ["data.promotion.coupon.currency_options"],
    });
    const found = data[0];
    if (!found) return null;
    const coupon = typeof found.promotion.coupon === "object" ? found.promotion.coupon : null;
    return {
      id: found.id,
      percentOff: coupon?.percent_off ?? null,
      amountOffByCurrency: amountsOffOf(coupon),
    };
  } catch (error) {
    throw stripeFailure(error, "start the checkout");
  }
}

/**
 * Stripe no longer knows (or no longer accepts) a Price or promotion code the request named:
 * what the lookup cache said is out of date, and the caller should look again. A promotion
 * code Stripe still lists as active may also be one it will not redeem for this purchase
 * (expired coupon, used up, first-time customers only, a minimum amount).
 */
export class StaleReference extends Error {
  constructor(
    message: string,
    readonly reference: "price" | "promotion_code",
  ) {
    super(message);
  }
}

/** Which reference of the session Stripe refused, by the parameter its error names. */
function staleReferenceOf(error: unknown): StaleReference | undefined {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return undefined;
  const param = error.param ?? "";
  // A currency the cached Price no longer carries is the Price being out of date, too.
  if (/^line_items\b/.test(param) || param === "currency") return new StaleReference(error.message, "price");
  if (/^discounts\b/.test(param)) return new StaleReference(error.message, "promotion_code");
  return undefined;
}

/**
 * Creates the embedded Checkout Session and answers its id and client secret. The idempotency key makes
 * a repeated request (same key, same parameters) answer the session the first one created.
 */
export async function createCheckoutSession(
  env: StripeEnv,
  params: Stripe.Checkout.SessionCreateParams,
  idempotencyKey: string,
): Promise<{ readonly id: string; readonly clientSecret: string }> {
  const stripe = clientFor(env);
  try {
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey });
    if (!session.client_secret) throw new Error("the session has no client secret");
    return { id: session.id, clientSecret: session.client_secret };
  } catch (error) {
    const stale = staleReferenceOf(error);
    if (stale) throw stale;
    throw stripeFailure(error, "start the checkout");
  }
}

/** The status of a Checkout Session, or not-found when Stripe has no such session. */
export async function checkoutSessionStatus(env: StripeEnv, sid: string): Promise<CheckoutSessionStatus | Refusal> {
  const stripe = clientFor(env);
  try {
    const session = await stripe.checkout.sessions.retrieve(sid);
    if (session.status === "complete") return "complete";
    return session.status === "expired" ? "expired" : "open";
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
      return notFound("No such checkout session");
    }
    throw stripeFailure(error, "read the checkout session");
  }
}

/** Where a buyer finds their invoice: Stripe's hosted page and the PDF. */
export interface InvoiceLinks {
  readonly hostedUrl: string | null;
  readonly pdfUrl: string | null;
}

/**
 * The links of the invoice a Checkout Session produced. Undefined when Stripe cannot say right
 * now: the licence must not wait for its invoice (invoice.paid records the links later).
 */
export async function invoiceLinks(env: StripeEnv, invoiceId: string): Promise<InvoiceLinks | undefined> {
  try {
    const invoice = await clientFor(env).invoices.retrieve(invoiceId);
    return { hostedUrl: invoice.hosted_invoice_url ?? null, pdfUrl: invoice.invoice_pdf ?? null };
  } catch (error) {
    logEvent("warn", { event: "stripe.invoice_unavailable", invoiceId, ...detailOf(error) });
    return undefined;
  }
}

/** One payment of an invoice: which payment intent, charge or payment record paid how much of it. */
export interface InvoicePaymentFacts {
  readonly id: string;
  readonly invoiceId: string;
  readonly kind: "payment_intent" | "charge" | "payment_record";
  readonly paymentId: string;
  readonly amount: number;
  readonly currency: string;
}

const PAYMENT_KINDS = ["payment_intent", "charge", "payment_record"] as const;

/** What an InvoicePayment says of its payment; undefined for one of a kind this version does not name. */
export function invoicePaymentFactsOf(payment: Stripe.InvoicePayment): InvoicePaymentFacts | undefined {
  const kind = PAYMENT_KINDS.find((k) => k === payment.payment.type);
  const paymentId = kind ? idOfExpandable(payment.payment[kind]) : undefined;
  const invoiceId = idOfExpandable(payment.invoice);
  if (!kind || !paymentId || !invoiceId) return undefined;
  return { id: payment.id, invoiceId, kind, paymentId, amount: payment.amount_paid ?? 0, currency: payment.currency };
}

const idOfExpandable = (value: string | { id?: string } | null | undefined) =>
  typeof value === "string" ? value : value?.id;

/**
 * Every paid payment of an invoice, of the three kinds, from Stripe's Invoice Payments API (an
 * invoice event never names them). Undefined when Stripe cannot say right now:
 * `invoice_payment.paid` brings each of them.
 */
export async function paidInvoicePayments(
  env: StripeEnv,
  invoiceId: string,
): Promise<InvoicePaymentFacts[] | undefined> {
  try {
    const payments: InvoicePaymentFacts[] = [];
    for await (const payment of clientFor(env).invoicePayments.list({
      invoice: invoiceId,
      status: "paid",
      limit: 100,
    })) {
      const facts = invoicePaymentFactsOf(payment);
      if (facts) payments.push(facts);
    }
    return payments;
  } catch (error) {
    logEvent("warn", { event: "stripe.invoice_payment_unavailable", invoiceId, ...detailOf(error) });
    return undefined;
  }
}

/**
 * The verified event, or a refusal when the signature is missing, too old, or made with none of
 * `secrets` (the current one and, during a rotation's overlap, the previous one). A header may
 * carry several `v1=` signatures (one per secret while a rolled one expires): one match is enough.
 */
export async function verifyWebhook(
  payload: string,
  signature: string | undefined,
  secrets: readonly string[],
): Promise<Stripe.Event | Refusal> {
  const unsigned = new Refusal("invalid", "Invalid or missing Stripe-Signature");
  if (!signature) return unsigned;
  for (const secret of secrets) {
    try {
      return await Stripe.webhooks.constructEventAsync(
        payload,
        signature,
        secret,
        SIGNATURE_TOLERANCE_S,
        cryptoProvider,
      );
    } catch {
      // Another secret may have signed it.
    }
  }
  return unsigned;
}

// ---- the operator console -------------------------------------------------------------------

export interface RefundFacts {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string | null;
}

/**
 * A full refund of an order's payment. One idempotency key per order: a second click (or a retry
 * after a timeout) refunds nothing more. The `charge.refunded` webhook then revokes the licence.
 */
export async function refundPayment(
  env: StripeEnv,
  input: { readonly paymentIntentId: string; readonly orderId: string; readonly operator: string },
): Promise<RefundFacts | Refusal> {
  const stripe = clientFor(env);
  try {
    const refund = await stripe.refunds.create(
      {
        payment_intent: input.paymentIntentId,
        reason: "requested_by_customer",
        metadata: { order_id: input.orderId, operator: input.operator },
      },
      { idempotencyKey: `refund-order-${input.orderId}` },
    );
    return { id: refund.id, amount: refund.amount, currency: refund.currency, status: refund.status };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "charge_already_refunded") {
      return conflict("Stripe already refunded this payment");
    }
    throw stripeFailure(error, "refund the payment");
  }
}

export interface DiscountFacts {
  readonly couponId: string;
  readonly promotionCodeId: string;
}

/**
 * An affiliate's discount at Stripe: a coupon (percent off, once) and the promotion code buyers
 * type. When Stripe refuses the promotion code, the coupon made for it is deleted, so a failed
 * try leaves nothing behind; a try is therefore never replayed: each has its own coupon key,
 * and the promotion code's key is its coupon's.
 */
export async function createPromotionCode(
  env: StripeEnv,
  input: { readonly code: string; readonly percentOff: number; readonly affiliate: string },
): Promise<DiscountFacts | Refusal> {
  const stripe = clientFor(env);
  const metadata = { affiliate: input.affiliate, code: input.code };
  try {
    const coupon = await stripe.coupons.create(
      {
        percent_off: input.percentOff,
        duration: "once",
        name: `${input.code} (${input.affiliate})`.slice(0, 40),
        metadata,
      },
      { idempotencyKey: `affiliate-coupon-${input.code}-${crypto.randomUUID()}` },
    );
    const promotion = await stripe.promotionCodes
      .create(
        { promotion: { type: "coupon", coupon: coupon.id }, code: input.code, metadata },
        { idempotencyKey: `affiliate-promotion-code-${coupon.id}` },
      )
      .catch(async (refused: unknown) => {
        // Only a refusal proves no promotion code was made; after a timeout it may exist on this coupon.
        if (!(refused instanceof Stripe.errors.StripeInvalidRequestError)) throw refused;
        await stripe.coupons.del(coupon.id).catch((error: unknown) => {
          logEvent("error", { event: "stripe.coupon_left", couponId: coupon.id, ...detailOf(error) });
        });
        throw refused;
      });
    return { couponId: coupon.id, promotionCodeId: promotion.id };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === "code") {
      return conflict(`Stripe refused the code ${input.code}: ${error.message}`);
    }
    throw stripeFailure(error, "create the coupon");
  }
}

/** Most sessions one reconciliation reads (three days of a small shop's sales, many times over). */
export const MAX_RECONCILED_SESSIONS = 1000;

/** Checkout Sessions completed since `sinceSeconds` (Unix seconds), newest first, every page. */
export async function completedCheckoutSessions(
  env: StripeEnv,
  sinceSeconds: number,
): Promise<Stripe.Checkout.Session[]> {
  const stripe = clientFor(env);
  const sessions: Stripe.Checkout.Session[] = [];
  try {
    for await (const session of stripe.checkout.sessions.list({
      created: { gte: sinceSeconds },
      status: "complete",
      limit: 100,
    })) {
      sessions.push(session);
      if (sessions.length >= MAX_RECONCILED_SESSIONS) break;
    }
    return sessions;
  } catch (error) {
    throw stripeFailure(error, "list the completed checkouts");
  }
}

/** Most events one replay reads (30 days of a small shop's events, many times over). */
export const MAX_REPLAYED_EVENTS = 5000;
/** Stripe's events list takes at most 20 types per request. */
const TYPES_PER_LIST = 20;

/**
 * The events of these types Stripe made since `sinceSeconds` (Unix seconds; it keeps them 30
 * days), oldest first, every page. Each is rendered in the API version the account had when it
 * was made, not the request's.
 */
export async function eventsSince(
  env: StripeEnv,
  sinceSeconds: number,
  types: readonly string[],
): Promise<Stripe.Event[]> {
  const stripe = clientFor(env);
  const events: Stripe.Event[] = [];
  try {
    for (let i = 0; i < types.length && events.length < MAX_REPLAYED_EVENTS; i += TYPES_PER_LIST) {
      const list = stripe.events.list({
        created: { gte: sinceSeconds },
        types: types.slice(i, i + TYPES_PER_LIST),
        limit: 100,
      });
      for await (const event of list) {
        events.push(event);
        if (events.length >= MAX_REPLAYED_EVENTS) break;
      }
    }
    return events.sort((a, b) => a.created - b.created);
  } catch (error) {
    throw stripeFailure(error, "list the events");
  }
}
