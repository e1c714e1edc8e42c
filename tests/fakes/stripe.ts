/**
 * A fake Stripe API for the calls the Worker makes, answering like Stripe (objects, lists and
 * its error bodies): prices by lookup key, promotion codes by code, Checkout Sessions (create,
 * retrieve) and the invoices they create, with their payments. A fetch handler: worker tests
 * call it through a fetch stub, e2e serves it over HTTP.
 *
 * Held to Stripe's contract (./stripe-contract.ts): every request is checked against its
 * operation's schema and Stripe's documented limits first (unknown parameter -> 400
 * `parameter_unknown`, and so on), and every object it answers or event it sends is built on
 * Stripe's base object and checked before it leaves; an includable property (an invoice's
 * `payments`) appears only when `expand[]` asks for it.
 *
 * Promotion codes carry Stripe's restrictions (the coupon's validity, `expires_at`,
 * `max_redemptions`, first-time customers only, a minimum amount): the list still answers such
 * a code as active, and creating a session with it fails as Stripe fails it.
 *
 * Like Stripe it checks what a session asks for: automatic tax needs a Price tax behaviour (or
 * the account's default), required terms need the Dashboard's terms URL, invoice creation is for
 * payment mode, custom texts are at most 1,200 characters. A POST with an `Idempotency-Key`
 * replays the first answer for the same parameters and refuses other parameters. The mode
 * (live or test) follows the API key's prefix, as Stripe's does.
 *
 * Test control (not Stripe's API):
 * - `POST /__fake/sessions/{id}/complete` with JSON `{email, country?, address?, taxId?}`
 *   completes a session as Checkout would (tax, invoice, consent) and, when `webhookUrl` is set,
 *   delivers the signed `checkout.session.completed` event to it. Answers
 *   `{session, event, webhookStatus}`, or 400 with what the form would have refused.
 * - `fake.failNext(status, error, times)` makes the next API calls fail with that Stripe error
 *   (the client retries a 5xx once, so an outage takes two).
 * - `fake.paySubscriptionInvoice(input)` pays a web-plan invoice as Billing does: `invoice.paid`
 *   and `invoice_payment.paid`, and the invoice payment the API lists.
 */

import { LICENCE_CURRENCIES, LICENCE_PRICES } from "#common/prices.ts";
import { licenceTaxBehavior } from "#common/tax.ts";
import { CUSTOM_TEXT_MAX } from "#tests/contracts/stripe/overlay.ts";
import { consoleEndpoints, type FakePromotionCode } from "./stripe-console";
import {
  baseObject,
  ContractViolation,
  checkEvent,
  checkObject,
  errorAnswer,
  listAnswer,
  type ObjectName,
  type Operation,
  refusal,
  type StripeErrorBody,
} from "./stripe-contract";
import {
  type Customer,
  checkoutSession,
  completedSession,
  type FakeCheckoutSession,
  type FakeEvent,
  type InvoiceInput,
  invoiceData,
  invoicePaymentOf,
  paidInvoice,
  randomId,
  sessionInvoice,
  signedDelivery,
  stripeEvent,
  type TaxBehavior,
} from "./stripe-events";

export type { StripeErrorBody };

export interface FakePrice {
  id: string;
  lookup_key: string;
  unit_amount: number;
  currency: string;
  active: boolean;
  type: "one_time" | "recurring";
  tax_behavior: TaxBehavior | "unspecified";
  /** The Price in other currencies (lower-case ISO codes), as the Dashboard's "add a price per currency" makes it. */
  currency_options?: Readonly<Record<string, FakeCurrencyOption>>;
}

export interface FakeCurrencyOption {
  unit_amount: number;
  /** Unspecified: the Price's own. */
  tax_behavior?: TaxBehavior | "unspecified";
}

export interface StripeFakeOptions {
  /** The secret key callers must present (`Authorization: Bearer ...`). */
  readonly apiKey: string;
  readonly webhookSecret: string;
  /** Where completed sessions' events are delivered (the Worker's /stripe/webhook). */
  readonly webhookUrl?: string;
  readonly prices?: readonly FakePrice[];
  readonly promotionCodes?: readonly FakePromotionCode[];
  /** The terms of service URL of the Dashboard's public details; null when none is set. */
  readonly termsOfServiceUrl?: string | null;
  /** The Tax settings' default tax behaviour, for Prices that specify none. */
  readonly defaultTaxBehavior?: TaxBehavior;
}

/**
 * The licence's other currencies as the Stripe setup creates them from the site's configuration:
 * the amounts of common/prices.ts, each with its tax behaviour of common/tax.ts.
 */
export const licenceCurrencyOptions: Readonly<Record<string, FakeCurrencyOption>> = Object.fromEntries(
  LICENCE_CURRENCIES.slice(1).map((currency) => [
    currency,
    { unit_amount: LICENCE_PRICES[currency], tax_behavior: licenceTaxBehavior(currency) },
  ]),
);

export const defaultPrices: readonly FakePrice[] = [
  {
    id: "price_lifetime",
    lookup_key: "Live_LifetimeLicense",
    unit_amount: 26_900,
    currency: "usd",
    active: true,
    type: "one_time",
    tax_behavior: "exclusive",
    currency_options: licenceCurrencyOptions,
  },
  {
    id: "price_old",
    lookup_key: "Old_LifetimeLicense",
    unit_amount: 19_900,
    currency: "usd",
    active: false,
    type: "one_time",
    tax_behavior: "exclusive",
  },
];

export const defaultPromotionCodes: readonly FakePromotionCode[] = [
  { id: "promo_demo", code: "DEMO10", active: true, percent_off: 10 },
  { id: "promo_expired", code: "EXPIRED", active: false, percent_off: 50 },
  { id: "promo_launch", code: "LAUNCH20", active: true, percent_off: 20 },
  { id: "promo_giveaway", code: "GIVEAWAY100", active: true, percent_off: 100 },
  // A code made in the Dashboard for one partner's own use: live at Stripe, issued for no one on the site.
  { id: "promo_partner_free", code: "PARTNERFREE", active: true, percent_off: 100 },
];

/**
 * What a promotion code takes off a subtotal in a currency, as Stripe applies its coupon: a
 * percentage, or the coupon's amount in that currency (its own or a `currency_options` one; a
 * coupon of another currency does not apply), never more than the subtotal.
 */
function discountOf(promotion: FakePromotionCode, subtotal: number, currency: string): number {
  if (promotion.percent_off !== null) return Math.round((subtotal * promotion.percent_off) / 100);
  const off = promotion.amount_off;
  const amount = off?.currency === currency ? off.amount : off?.currency_options?.[currency];
  return Math.min(amount ?? 0, subtotal);
}

/** The ui_mode the pinned API version accepts for an embedded Checkout. */
const EMBEDDED_UI_MODE = "embedded_page";

/** The `expand[]` of a request that apply to an object at `prefix` (`data.` for a list's items). */
const expandsOf = (query: URLSearchParams, prefix = "") =>
  valuesOf(query, "expand")
    .filter((path) => path.startsWith(prefix))
    .map((path) => path.slice(prefix.length));

/** An object as Stripe answers it, checked against the contract first. */
export function answer(name: ObjectName, object: unknown, expand: readonly string[] = []): Response {
  checkObject(name, object, expand);
  return Response.json(object);
}

/** A list page as Stripe answers it; each item checked against the contract with the request's expansions. */
const list = (name: ObjectName, url: string, data: unknown[], expand: readonly string[]) =>
  listAnswer(url, data, (item) => checkObject(name, item, expand));

/** Method and path -> the contract's operation (its path parameters in braces). */
function operationOf(method: string, path: string): Operation | undefined {
  const template = path
    .replace(/^\/v1\/checkout\/sessions\/[^/]+$/, "/v1/checkout/sessions/{session}")
    .replace(/^\/v1\/invoices\/[^/]+$/, "/v1/invoices/{invoice}")
    .replace(/^\/v1\/coupons\/[^/]+$/, "/v1/coupons/{coupon}");
  const operation = `${method} ${template}`;
  return OPERATIONS.has(operation) ? (operation as Operation) : undefined;
}
const OPERATIONS = new Set<string>([
  "GET /v1/prices",
  "GET /v1/promotion_codes",
  "POST /v1/promotion_codes",
  "POST /v1/coupons",
  "DELETE /v1/coupons/{coupon}",
  "POST /v1/checkout/sessions",
  "GET /v1/checkout/sessions",
  "GET /v1/checkout/sessions/{session}",
  "GET /v1/invoices/{invoice}",
  "GET /v1/invoice_payments",
  "GET /v1/events",
  "POST /v1/refunds",
] satisfies Operation[]);

/** Form values of one bracketed prefix, e.g. `lookup_keys[0]`, `lookup_keys[]`. */
const valuesOf = (params: URLSearchParams, name: string) =>
  [...params.entries()].filter(([key]) => key === name || key.startsWith(`${name}[`)).map(([, value]) => value);

const invalid = (param: string, message: string, code?: string) =>
  errorAnswer(400, { type: "invalid_request_error", param, message, ...(code ? { code } : {}) });

/** Form values under a bracketed prefix as an object: `metadata[a]=1` -> `{a: "1"}`. */
const mapOf = (form: URLSearchParams, prefix: string) =>
  Object.fromEntries(
    [...form.entries()]
      .filter(([key]) => key.startsWith(prefix) && /^\[[^[\]]+\]$/.test(key.slice(prefix.length)))
      .map(([key, value]) => [key.slice(prefix.length + 1, -1), value]),
  );

const CUSTOM_TEXTS = ["after_submit", "shipping_address", "submit", "terms_of_service_acceptance"] as const;

export function createStripeFake(options: StripeFakeOptions) {
  const prices = [...(options.prices ?? defaultPrices)];
  const promotionCodes = [...(options.promotionCodes ?? defaultPromotionCodes)];
  const termsOfServiceUrl =
    options.termsOfServiceUrl === undefined ? "https://ticksim.test/terms" : options.termsOfServiceUrl;
  const livemode = options.apiKey.startsWith("sk_live_") || options.apiKey.startsWith("rk_live_");
  const sessions = new Map<string, FakeCheckoutSession>();
  /** The Price each session sells, for its tax behaviour at completion. */
  const sessionPrices = new Map<string, FakePrice>();
  const invoices = new Map<string, ReturnType<typeof sessionInvoice> | ReturnType<typeof paidInvoice>>();
  /** The payments of paid invoices, as `GET /v1/invoice_payments` lists them. */
  const invoicePayments: ReturnType<typeof invoicePaymentOf>[] = [];
  /** Every Checkout Session creation's form parameters, for assertions. */
  const createdWith: URLSearchParams[] = [];
  /** Every API request (method and path), for counting calls. */
  const requests: { method: string; path: string; query: string; idempotencyKey: string | null }[] = [];
  /** First answer per idempotency key, with the parameters it was made with. */
  const idempotent = new Map<string, { body: string; status: number; json: unknown }>();
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /**
   * Why Stripe would refuse to apply this (active) promotion code to a session, or undefined.
   * The restrictions are Stripe's; the messages and the moment of the first-time check are our
   * reading, unconfirmed against Stripe (the Worker relies only on the param being the discount's).
   */
  function unredeemableReason(promotion: FakePromotionCode, subtotal: number, currency: string) {
    if (promotion.coupon_valid === false) {
      return {
        message: "This promotion code cannot be redeemed because the associated coupon is no longer valid.",
        code: "coupon_expired",
      };
    }
    if (promotion.expires_at != null && promotion.expires_at <= nowSeconds()) {
      return { message: "This promotion code has expired.", code: undefined };
    }
    if (promotion.max_redemptions != null && (promotion.times_redeemed ?? 0) >= promotion.max_redemptions) {
      return { message: "This promotion code has been redeemed the maximum number of times.", code: undefined };
    }
    if (promotion.first_time_transaction) {
      return {
        message:
          "This promotion code can only be redeemed by first-time customers; this session has no customer to check.",
        code: undefined,
      };
    }
    const minimum = promotion.minimum_amount;
    if (minimum != null && (promotion.minimum_amount_currency ?? currency) === currency && subtotal < minimum) {
      return {
        message: `This promotion code requires a minimum purchase of ${minimum} (${currency}).`,
        code: undefined,
      };
    }
    return undefined;
  }
  const events: FakeEvent[] = [];
  /** What the fake answered or sent against Stripe's contract (a bug in the fake). */
  const violations: string[] = [];
  let pendingFailure: { status: number; error: StripeErrorBody; times: number } | undefined;

  /** The Price's tax behaviour in a currency: its option's, else its own, else the Tax settings' default. */
  const taxBehaviorOf = (price: FakePrice, currency = price.currency): TaxBehavior | undefined => {
    const option = price.currency_options?.[currency]?.tax_behavior;
    if (option && option !== "unspecified") return option;
    return price.tax_behavior === "unspecified" ? options.defaultTaxBehavior : price.tax_behavior;
  };

  /**
   * The Price's amount in the session's currency: its own, or its currency option's. Stripe's
   * wording for a currency the Price lacks is the one its API answers (seen in public reports);
   * the param it names is our reading.
   */
  function amountIn(price: FakePrice, currency: string): number | { refused: Response } {
    if (currency === price.currency) return price.unit_amount;
    const option = price.currency_options?.[currency];
    if (option) return option.unit_amount;
    const carried = [price.currency, ...Object.keys(price.currency_options ?? {})].join(", ");
    return {
      refused: invalid(
        "currency",
        `The price specified supports currencies of \`${carried}\` which doesn't include the expected currency of \`${currency}\`.`,
      ),
    };
  }

  async function createSession(form: URLSearchParams): Promise<Response> {
    createdWith.push(form);
    const priceId = form.get("line_items[0][price]");
    const price = prices.find((p) => p.id === priceId);
    if (!price) return invalid("line_items[0][price]", `No such price: '${priceId}'`, "resource_missing");
    if (!price.active) {
      return invalid("line_items[0][price]", "The price specified is inactive. This field only accepts active prices.");
    }
    // Enumerated values (ui_mode, billing_address_collection...) were checked against the contract.
    const uiMode = form.get("ui_mode") ?? "hosted_page";
    const returnUrl = form.get("return_url");
    if (uiMode === EMBEDDED_UI_MODE && !returnUrl) {
      return invalid("return_url", "return_url is required when ui_mode is embedded_page");
    }
    const mode = (form.get("mode") ?? "payment") as FakeCheckoutSession["mode"];
    const quantity = Number(form.get("line_items[0][quantity]") ?? "1");
    // Stripe takes either case and answers lower case.
    const currency = (form.get("currency") ?? price.currency).toLowerCase();
    const unitAmount = amountIn(price, currency);
    if (typeof unitAmount !== "number") return unitAmount.refused;
    const subtotal = unitAmount * quantity;
    const promotionId = form.get("discounts[0][promotion_code]");
    const promotion = promotionCodes.find((p) => p.id === promotionId);
    if (promotionId && !promotion?.active) {
      return invalid(
        "discounts[0][promotion_code]",
        promotion ? "This promotion code is not active" : `No such promotion code: '${promotionId}'`,
        promotion ? undefined : "resource_missing",
      );
    }
    const unredeemable = promotion && unredeemableReason(promotion, subtotal, currency);
    if (unredeemable) return invalid("discounts[0][promotion_code]", unredeemable.message, unredeemable.code);
    const automaticTax = form.get("automatic_tax[enabled]") === "true";
    if (automaticTax && !taxBehaviorOf(price, currency)) {
      return invalid(
        "line_items[0][price]",
        "To use automatic tax, the price must have a tax_behavior, or set a default tax behavior in your Tax settings.",
      );
    }
    const billing = form.get("billing_address_collection");
    const termsOfService = form.get("consent_collection[terms_of_service]");
    if (termsOfService === "required" && !termsOfServiceUrl) {
      return invalid(
        "consent_collection[terms_of_service]",
        "You cannot collect consent to your terms of service unless a URL is set in the Stripe Dashboard.",
      );
    }
    const invoiceCreation = form.get("invoice_creation[enabled]") === "true";
    if (invoiceCreation && mode !== "payment") {
      return invalid("invoice_creation", "invoice_creation can only be used in payment mode.");
    }
    const customText = Object.fromEntries(
      CUSTOM_TEXTS.map((name) => {
        const message = form.get(`custom_text[${name}][message]`);
        return [name, message === null ? null : { message }];
      }),
    );
    const tooLong = CUSTOM_TEXTS.find((name) => (customText[name]?.message.length ?? 0) > CUSTOM_TEXT_MAX);
    if (tooLong) {
      return invalid(`custom_text[${tooLong}][message]`, `Custom text must be at most ${CUSTOM_TEXT_MAX} characters.`);
    }
    const open = checkoutSession({
      amountSubtotal: subtotal,
      amountDiscount: promotion ? discountOf(promotion, subtotal, currency) : 0,
      currency,
      metadata: mapOf(form, "metadata"),
      returnUrl,
      uiMode,
      livemode,
    });
    const collectsTaxIds = form.get("tax_id_collection[enabled]") === "true";
    const adaptivePricing = form.get("adaptive_pricing[enabled]");
    const session: FakeCheckoutSession = {
      ...open,
      mode,
      locale: form.get("locale"),
      adaptive_pricing: adaptivePricing === null ? null : { enabled: adaptivePricing === "true" },
      customer_email: form.get("customer_email"),
      discounts: promotion ? [{ coupon: null, promotion_code: promotion.id }] : [],
      automatic_tax: {
        enabled: automaticTax,
        liability: null,
        provider: automaticTax ? "stripe" : null,
        status: automaticTax ? "requires_location_inputs" : null,
      },
      billing_address_collection: billing === "required" ? "required" : "auto",
      ...(collectsTaxIds
        ? {
            tax_id_collection: {
              enabled: true,
              required: form.get("tax_id_collection[required]") === "if_supported" ? "if_supported" : "never",
            },
          }
        : {}),
      invoice_creation: invoiceCreation
        ? { enabled: true, invoice_data: invoiceData(mapOf(form, "invoice_creation[invoice_data][metadata]")) }
        : null,
      consent_collection: termsOfService
        ? {
            payment_method_reuse_agreement: null,
            terms_of_service: termsOfService === "required" ? "required" : "none",
            promotions: null,
          }
        : null,
      custom_text: customText,
    };
    sessions.set(session.id, session);
    sessionPrices.set(session.id, price);
    return answer("checkout.session", session, valuesOf(form, "expand"));
  }

  function missingSession(id: string) {
    return errorAnswer(404, {
      type: "invalid_request_error",
      code: "resource_missing",
      param: "session",
      message: `No such checkout.session: '${id}'`,
    });
  }

  /**
   * Completes a session as Checkout does when the customer pays (tax, invoice, consent), and
   * delivers its signed event to the webhook URL. Throws what the form would refuse.
   */
  async function completeSession(id: string, customer: Customer, { deliver = true } = {}) {
    const session = sessions.get(id);
    if (!session) return undefined;
    const price = sessionPrices.get(id);
    const taxBehavior = price ? taxBehaviorOf(price, session.currency) : undefined;
    const done = completedSession(session, customer, undefined, taxBehavior);
    sessions.set(id, done);
    for (const discount of done.discounts ?? []) {
      const promotion = promotionCodes.find((p) => p.id === discount.promotion_code);
      if (promotion) promotion.times_redeemed = (promotion.times_redeemed ?? 0) + 1;
    }
    const event = stripeEvent("checkout.session.completed", done, { livemode });
    // Then, as Stripe does, the invoice Checkout created is paid by the session's payment.
    const later: FakeEvent[] = [];
    if (done.invoice) {
      const invoice = sessionInvoice(done, taxBehavior);
      invoices.set(done.invoice, invoice);
      later.push(stripeEvent("invoice.paid", invoice, { livemode }));
      if (done.payment_intent) {
        const payment = invoicePaymentOf(invoice, done.payment_intent);
        invoicePayments.push(payment);
        later.push(stripeEvent("invoice_payment.paid", payment, { livemode }));
      }
    }
    events.push(event, ...later);
    const webhookStatus = deliver ? await deliverEvent(event) : null;
    if (deliver) for (const next of later) await deliverEvent(next);
    return { session: done, event, webhookStatus };
  }

  /**
   * A web-plan invoice paid as Billing pays it: the invoice and its payment are kept for the API,
   * and `invoice.paid` and `invoice_payment.paid` are sent (in `order`; Stripe promises none).
   */
  async function paySubscriptionInvoice(
    input: InvoiceInput,
    { order = "invoice-first" as "invoice-first" | "payment-first", deliver = true } = {},
  ) {
    const invoice = { ...paidInvoice(input), livemode };
    const paymentIntent = randomId("pi");
    const payment = invoicePaymentOf(invoice, paymentIntent);
    invoices.set(invoice.id, invoice);
    invoicePayments.push(payment);
    const paid = [
      stripeEvent("invoice.paid", invoice, { livemode }),
      stripeEvent("invoice_payment.paid", payment, { livemode }),
    ];
    const sent = order === "invoice-first" ? paid : paid.reverse();
    events.push(...sent);
    const statuses = [];
    if (deliver) for (const event of sent) statuses.push(await deliverEvent(event));
    return { invoice, payment, paymentIntent, events: sent, webhookStatuses: statuses };
  }

  /**
   * `GET /v1/events`: the account's events newest first, as Stripe lists them (`created[gte]`,
   * `types[]`, `limit`, `starting_after` for the next page).
   */
  function eventPage(query: URLSearchParams): Response {
    const since = Number(query.get("created[gte]") ?? 0);
    const types = valuesOf(query, "types");
    const limit = Number(query.get("limit") ?? 10);
    const matching = [...events]
      .filter((e) => e.created >= since && (types.length === 0 || types.includes(e.type)))
      .sort((a, b) => b.created - a.created);
    const after = query.get("starting_after");
    const from = after ? matching.findIndex((e) => e.id === after) + 1 : 0;
    const page = matching.slice(from, from + limit);
    return listAnswer("/v1/events", page, (event) => checkEvent(event as FakeEvent), from + limit < matching.length);
  }

  /**
   * The endpoint's signing secrets: the current one first, then each rolled one until it expires
   * (the Dashboard's "Roll secret" lets the old one live up to 24 hours).
   */
  let webhookSecrets: { secret: string; expiresAt: number | null }[] = [
    { secret: options.webhookSecret, expiresAt: null },
  ];
  const activeWebhookSecrets = () =>
    webhookSecrets.filter((s) => s.expiresAt === null || s.expiresAt > nowSeconds()).map((s) => s.secret);

  /** Signs (once per active secret) and posts an event to the webhook URL, when the fake has one; answers its status. */
  async function deliverEvent(event: FakeEvent): Promise<number | null> {
    if (!options.webhookUrl) return null;
    const delivery = await signedDelivery(event, activeWebhookSecrets());
    const res = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": delivery.signature },
      body: delivery.body,
    });
    return res.status;
  }

  /** A paying customer with the full billing address Checkout collects. */
  const payingCustomer = (body: Partial<Customer>): Customer => ({
    email: body.email ?? "buyer@example.com",
    country: body.country ?? "US",
    address: body.address ?? { line1: "1 Market Street", city: "Springfield", postal_code: "12345" },
    ...(body.taxId ? { taxId: body.taxId } : {}),
  });

  /** The operator console's calls: refunds, coupons, promotion codes, the session list. */
  const consoleApi = consoleEndpoints({
    sessions,
    promotionCodes,
    events,
    livemode,
    deliver: deliverEvent,
    complete: (id, email, deliver) => completeSession(id, payingCustomer({ email }), { deliver }),
  });

  async function control(request: Request, path: string): Promise<Response> {
    const match = /^\/__fake\/sessions\/([^/]+)\/complete$/.exec(path);
    if (!match || request.method !== "POST") {
      return (await consoleApi.control(request, path)) ?? new Response("Not found", { status: 404 });
    }
    const body = (await request.json().catch(() => ({}))) as Partial<Customer>;
    try {
      const done = await completeSession(decodeURIComponent(match[1] ?? ""), payingCustomer(body));
      return done ? Response.json(done) : new Response("No such session", { status: 404 });
    } catch (error) {
      return new Response((error as Error).message, { status: 400 });
    }
  }

  /** A Price as the API answers it; its `currency_options` (includable) only when expanded. */
  const priceObject = (p: FakePrice, expand: readonly string[]) => ({
    ...baseObject("price"),
    id: p.id,
    active: p.active,
    currency: p.currency,
    livemode,
    lookup_key: p.lookup_key,
    product: `prod_${p.id.replace(/^price_/, "")}`,
    recurring:
      p.type === "recurring"
        ? { interval: "month", interval_count: 1, meter: null, trial_period_days: null, usage_type: "licensed" }
        : null,
    tax_behavior: p.tax_behavior,
    type: p.type,
    unit_amount: p.unit_amount,
    unit_amount_decimal: String(p.unit_amount),
    ...(expand.includes("currency_options") ? { currency_options: currencyOptionsOf(p) } : {}),
  });

  /** Stripe lists the Price's own currency among its options too, with the Price's amount and tax behaviour. */
  const currencyOptionsOf = (p: FakePrice) =>
    Object.fromEntries(
      [
        [p.currency, { unit_amount: p.unit_amount, tax_behavior: p.tax_behavior }] as const,
        ...Object.entries(p.currency_options ?? {}),
      ].map(([currency, option]) => [
        currency,
        {
          custom_unit_amount: null,
          tax_behavior: option.tax_behavior ?? "unspecified",
          unit_amount: option.unit_amount,
          unit_amount_decimal: String(option.unit_amount),
        },
      ]),
    );

  /**
   * A promotion code as the API answers it; its coupon an id unless expanded, and the coupon's
   * `currency_options` (includable) only when that is expanded too.
   */
  const promotionObject = (p: FakePromotionCode, expand: readonly string[]) => {
    const expandCoupon = expand.some((path) => path === "promotion.coupon" || path.startsWith("promotion.coupon."));
    const amountOff = p.amount_off;
    const coupon = {
      ...baseObject("coupon"),
      id: `coupon_${p.id.replace(/^promo_/, "")}`,
      duration: "once",
      livemode,
      percent_off: p.percent_off,
      amount_off: amountOff?.amount ?? null,
      currency: amountOff?.currency ?? null,
      ...(amountOff && expand.includes("promotion.coupon.currency_options")
        ? {
            currency_options: Object.fromEntries(
              Object.entries(amountOff.currency_options ?? {}).map(([currency, amount]) => [
                currency,
                { amount_off: amount },
              ]),
            ),
          }
        : {}),
      valid: p.coupon_valid ?? true,
    };
    return {
      ...baseObject("promotion_code"),
      id: p.id,
      code: p.code,
      active: p.active,
      livemode,
      expires_at: p.expires_at ?? null,
      max_redemptions: p.max_redemptions ?? null,
      times_redeemed: p.times_redeemed ?? 0,
      metadata: {},
      promotion: { type: "coupon", coupon: expandCoupon ? coupon : coupon.id },
      restrictions: {
        first_time_transaction: p.first_time_transaction ?? false,
        minimum_amount: p.minimum_amount ?? null,
        minimum_amount_currency: p.minimum_amount_currency ?? null,
      },
    };
  };

  const promotionCalled = (code: string) => {
    const promotion = promotionCodes.find((p) => p.code === code);
    if (!promotion) throw new Error(`the fake has no promotion code ${code}`);
    return promotion;
  };

  const missing = (param: string, kind: string, id: string) =>
    errorAnswer(404, {
      type: "invalid_request_error",
      code: "resource_missing",
      param,
      message: `No such ${kind}: '${id}'`,
    });

  async function api(request: Request, url: URL, body: string): Promise<Response> {
    const query = url.searchParams;
    if (request.method === "GET" && url.pathname === "/v1/prices") {
      const keys = valuesOf(query, "lookup_keys");
      const active = query.get("active");
      const found = prices.filter(
        (p) => keys.includes(p.lookup_key) && (active === null || String(p.active) === active),
      );
      const expand = expandsOf(query, "data.");
      return list(
        "price",
        "/v1/prices",
        found.map((p) => priceObject(p, expand)),
        expand,
      );
    }
    if (request.method === "GET" && url.pathname === "/v1/promotion_codes") {
      const code = query.get("code")?.toUpperCase();
      const active = query.get("active");
      const found = promotionCodes.filter((p) => p.code === code && (active === null || String(p.active) === active));
      // The promotion's coupon is an id unless expanded, as in the pinned API version.
      const expand = expandsOf(query, "data.");
      return list(
        "promotion_code",
        "/v1/promotion_codes",
        found.map((p) => promotionObject(p, expand)),
        expand,
      );
    }
    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      return createSession(new URLSearchParams(body));
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && sessionMatch) {
      const id = decodeURIComponent(sessionMatch[1] ?? "");
      const session = sessions.get(id);
      return session ? answer("checkout.session", session, expandsOf(query)) : missingSession(id);
    }
    const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    if (request.method === "GET" && invoiceMatch) {
      const id = decodeURIComponent(invoiceMatch[1] ?? "");
      const invoice = invoices.get(id);
      if (!invoice) return missing("invoice", "invoice", id);
      const expand = expandsOf(query);
      // `payments` is includable: Stripe sends it only when asked.
      const payments = invoicePayments.filter((p) => p.invoice === id);
      const answered = expand.includes("payments")
        ? { ...invoice, payments: { object: "list", data: payments, has_more: false, url: "/v1/invoice_payments" } }
        : invoice;
      return answer("invoice", answered, expand);
    }
    if (request.method === "GET" && url.pathname === "/v1/invoice_payments") {
      const invoice = query.get("invoice");
      const status = query.get("status");
      const found = invoicePayments.filter(
        (p) => (invoice === null || p.invoice === invoice) && (status === null || p.status === status),
      );
      return list("invoice_payment", "/v1/invoice_payments", found, expandsOf(query, "data."));
    }
    if (request.method === "GET" && url.pathname === "/v1/events") {
      return eventPage(query);
    }
    const forConsole = await consoleApi.handle(request, url, body);
    if (forConsole) return forConsole;
    return errorAnswer(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${request.method}: ${url.pathname})`,
    });
  }

  /**
   * Stripe's idempotency: "Stripe saves the status code and body of the first request made with a
   * given idempotency key after endpoint execution begins. Retries with the same key return the
   * saved response", errors included (a 400 of the endpoint: already refunded, an inactive price);
   * a request refused before it ran (its parameters failed validation: `refusal` above) is not
   * saved. Other parameters with a used key are refused.
   */
  async function idempotently(request: Request, url: URL, body: string, key: string): Promise<Response> {
    const seen = idempotent.get(key);
    if (seen && seen.body !== body) {
      return errorAnswer(400, {
        type: "idempotency_error",
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
      });
    }
    if (seen) return Response.json(seen.json, { status: seen.status, headers: { "Idempotent-Replayed": "true" } });
    const res = await api(request, url, body);
    idempotent.set(key, { body, status: res.status, json: await res.clone().json() });
    return res;
  }

  /**
   * Answers as Stripe would. An answer or event of the fake that breaks Stripe's contract is a
   * bug in the fake: it is kept in `violations` (tests check it is empty) and thrown.
   */
  async function handler(request: Request): Promise<Response> {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof ContractViolation) {
        violations.push(error.message);
        console.error(`Stripe fake: ${error.message}`);
      }
      throw error;
    }
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/__fake/")) return control(request, url.pathname);

    const idempotencyKey = request.headers.get("idempotency-key");
    requests.push({
      method: request.method,
      path: url.pathname,
      query: decodeURIComponent(url.search),
      idempotencyKey,
    });
    if (request.headers.get("authorization") !== `Bearer ${options.apiKey}`) {
      return errorAnswer(401, { type: "authentication_error", message: "Invalid API Key provided" });
    }
    if (pendingFailure) {
      const { status, error, times } = pendingFailure;
      pendingFailure = times > 1 ? { status, error, times: times - 1 } : undefined;
      return errorAnswer(status, error);
    }
    const body = request.method === "POST" ? await request.text() : "";
    // Stripe's contract first: a parameter it does not know, lacks or refuses is a 400.
    const operation = operationOf(request.method, url.pathname);
    const refused =
      operation && refusal(operation, request.method === "POST" ? new URLSearchParams(body) : url.searchParams);
    if (refused) return errorAnswer(400, refused);
    return request.method === "POST" && idempotencyKey
      ? idempotently(request, url, body, idempotencyKey)
      : api(request, url, body);
  }

  return {
    handler,
    sessions,
    invoices,
    createdWith,
    requests,
    events,
    violations,
    completeSession,
    paySubscriptionInvoice,
    /** Refunds made through the API (the console's refund button). */
    refunds: consoleApi.refunds,
    /** Coupons made through the API (the console's affiliate codes), by id. */
    coupons: consoleApi.coupons,
    /** The next `times` API calls answer this Stripe error. */
    failNext(status: number, error: StripeErrorBody, times = 1) {
      pendingFailure = { status, error, times };
    },
    /** Marks a session expired, as Stripe does after 24 hours. */
    expireSession(id: string) {
      const session = sessions.get(id);
      if (session) sessions.set(id, { ...session, status: "expired" });
    },
    /** Archives a Price and gives its lookup key to a new one, as the Dashboard's "transfer lookup key" does. */
    replacePrice(lookupKey: string, next: Omit<FakePrice, "lookup_key" | "active">) {
      // New objects: the defaults are shared by every fake.
      prices.forEach((price, i) => {
        if (price.lookup_key === lookupKey) prices[i] = { ...price, active: false };
      });
      prices.push({ ...next, lookup_key: lookupKey, active: true });
    },
    /** An event Stripe made whose delivery never reached the Worker: only the Events API lists it. */
    logEvent(event: FakeEvent) {
      events.push(event);
    },
    /** Adds a payment to an invoice the fake knows (another payment method, a payment record). */
    addInvoicePayment(payment: ReturnType<typeof invoicePaymentOf>) {
      invoicePayments.push(payment);
    },
    /**
     * Rolls the endpoint's signing secret as the Dashboard does: `next` signs from now on, and the
     * current one too until it expires, `expiresInSeconds` from now (0: at once; Stripe allows up
     * to 24 hours).
     */
    rollWebhookSecret(next: string, expiresInSeconds: number) {
      if (!(expiresInSeconds >= 0 && expiresInSeconds <= 24 * 3600)) {
        throw new Error("Stripe expires a rolled secret at once or within 24 hours");
      }
      const expiresAt = nowSeconds() + expiresInSeconds;
      webhookSecrets = [
        { secret: next, expiresAt: null },
        ...webhookSecrets.map((s) => ({ ...s, expiresAt: Math.min(s.expiresAt ?? expiresAt, expiresAt) })),
      ];
    },
    /** The secrets each delivery is signed with now. */
    webhookSecrets: activeWebhookSecrets,
    /** Delivers an event the fake made (signed as Stripe signs it now). */
    deliverEvent,
    /** A `price.*` event about one of the account's Prices, its object as the API answers it unexpanded. */
    priceEvent(type: "price.created" | "price.updated" | "price.deleted", lookupKey: string) {
      const price = prices.find((p) => p.lookup_key === lookupKey && p.active);
      if (!price) throw new Error(`the fake has no active Price ${lookupKey}`);
      return stripeEvent(type, priceObject(price, []), { livemode });
    },
    /** A `promotion_code.*` event about one of the account's codes, its coupon an id as in every event. */
    promotionCodeEvent(type: "promotion_code.created" | "promotion_code.updated", code: string) {
      return stripeEvent(type, promotionObject(promotionCalled(code), []), { livemode });
    },
    /** A `coupon.*` event about the coupon of one of the account's codes. */
    couponEvent(type: "coupon.updated" | "coupon.deleted", code: string) {
      const { coupon } = promotionObject(promotionCalled(code), ["promotion.coupon"]).promotion;
      if (typeof coupon === "string") throw new Error("the promotion code's coupon was not expanded");
      return stripeEvent(type, coupon, { livemode });
    },
    /** Adds a promotion code (with Stripe's restrictions), as the Dashboard would. */
    addPromotionCode(promotion: FakePromotionCode) {
      promotionCodes.push(promotion);
    },
  };
}

export type StripeFake = ReturnType<typeof createStripeFake>;
