/**
 * Starting the embedded Checkout for a price lookup key. Once the lookups are cached it is one
 * Stripe call: the Price and the promotion code come from the D1 lookup cache, and the session
 * is created with an idempotency key derived from the request, so a retried request answers
 * the session the first one created instead of opening a second one.
 *
 * The session asks Stripe for what a tax office and an accountant expect: Stripe Tax on the
 * billing address (collected in full), a VAT number for business buyers, a paid invoice, and
 * the terms accepted with the refund rule shown beside the Pay button.
 */
import type Stripe from "stripe";
import type { Locale } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { LICENCE_TAX_BEHAVIOR } from "#common/tax.ts";
import type { Db } from "#worker/db/client.ts";
import { logEvent } from "#worker/log.ts";
import { recordCheckoutStart } from "#worker/services/insights/starts.ts";
import { Refusal } from "#worker/services/refusal.ts";
import {
  createCheckoutSession,
  EMBEDDED_UI_MODE,
  findPrice,
  findPromotionCode,
  isLiveKey,
  type PriceFacts,
  type PromotionFacts,
  StaleReference,
  type StripeEnv,
} from "#worker/services/stripe.ts";
import { cachedLookup, forgetLookups, type LookupName } from "#worker/services/stripe-lookups.ts";
import { Unavailable } from "#worker/services/unavailable.ts";
import { publicCouponCodes, type ShopCoupon, shopCoupon } from "./coupons";
import { type Sale, saleOf } from "./currency";
import { type CheckoutLanguage, checkoutLanguage, customTextOf } from "./locale";

export interface CheckoutStart {
  readonly lookupKey: string;
  /** The buyer's coupon-code cookie, if any. */
  readonly couponCode?: string | null | undefined;
  /** The browser's key for this attempt (its Idempotency-Key header), when it sent one. */
  readonly attemptKey?: string | undefined;
  /** The order page's language: the checkout's and the buyer's e-mails'. English when absent. */
  readonly locale?: Locale | undefined;
  /** The currency the order page showed (a well-formed ISO code); the Price's own when absent or not sold. */
  readonly currency?: string | undefined;
}

export type CheckoutEnv = StripeEnv & Pick<Env, "SITE_URL"> & { readonly PUBLIC_COUPON_CODES?: string | undefined };

interface LookupNames {
  readonly price: LookupName<"price">;
  readonly promotionCode: LookupName<"promotion_code"> | undefined;
}

interface References {
  readonly price: PriceFacts;
  /** What the session charges: the page's currency at the Price's option, or the Price's own. */
  readonly sale: Sale;
  readonly promotionCode: string | undefined;
}

const unavailable = () =>
  new Unavailable(502, "The payment provider could not start the checkout; please try again in a few minutes");

/** What the order page gets back. */
export interface CheckoutOpened {
  readonly clientSecret: string;
  /** What the session charges in (lower case): the page's currency, or the Price's own when it fell back. */
  readonly currency: string;
  /** The buyer's code, when Stripe would not redeem it for this purchase: the session has no discount. */
  readonly unusableCoupon?: string;
}

/** Thrown where the Price is looked up, however deep; startCheckout returns it as its outcome. */
class UnknownPrice extends Error {
  constructor(readonly lookupKey: string) {
    super(`No active price has the lookup key ${JSON.stringify(lookupKey)}`);
  }
}

/**
 * Creates the session and answers its client secret, or refuses (invalid) when no active Price
 * has the lookup key asked for. A code Stripe will not redeem for this purchase
 * (expired, used up, for first-time customers, a minimum amount) never blocks it: the session
 * opens without the discount, and the answer names the code so the page can say so. At most
 * three session creations: the cached references, fresh ones, then without the code.
 */
export async function startCheckout(
  db: Db,
  env: CheckoutEnv,
  request: CheckoutStart,
): Promise<CheckoutOpened | Refusal> {
  try {
    return await openCheckout(db, env, request);
  } catch (error) {
    if (error instanceof UnknownPrice) return new Refusal("invalid", error.message);
    throw error;
  }
}

async function openCheckout(db: Db, env: CheckoutEnv, request: CheckoutStart): Promise<CheckoutOpened> {
  const livemode = isLiveKey(env);
  const coupon = await shopCoupon(db, publicCouponCodes(env), request.couponCode);
  const names: LookupNames = {
    price: { livemode, kind: "price", key: request.lookupKey },
    promotionCode: coupon ? { livemode, kind: "promotion_code", key: coupon.code } : undefined,
  };
  const open = async (refs: References) => {
    const { sale } = refs;
    const params = sessionParams(env, request.lookupKey, coupon, refs, checkoutLanguage(request.locale));
    const session = await createCheckoutSession(env, params, await idempotencyKeyOf(request.attemptKey, params));
    await recordCheckoutStart(db, {
      sessionId: session.id,
      currency: sale.currency,
      lookupKey: request.lookupKey,
      affiliateId: coupon?.affiliateId ?? null,
      couponCode: appliedCode(coupon, refs.promotionCode) ?? null,
    });
    return { clientSecret: session.clientSecret, currency: sale.currency };
  };
  const withoutCode = async (refs: References, refusal: StaleReference): Promise<CheckoutOpened> => {
    logEvent("warn", {
      event: "checkout.code_unredeemable",
      coupon: coupon?.code,
      promotionCode: refs.promotionCode,
      message: refusal.message,
    });
    const opened = await open({ ...refs, promotionCode: undefined }).catch(failedAgain);
    return { ...opened, ...(coupon ? { unusableCoupon: coupon.code } : {}) };
  };

  const cached = await references(db, env, names, coupon, request.currency);
  try {
    return await open(cached);
  } catch (error) {
    if (!(error instanceof StaleReference)) throw error;
    // The cache may name a Price or promotion code Stripe no longer takes: look that one up again, once.
    const stale = error.reference === "price" ? names.price : names.promotionCode;
    if (stale) await forgetLookups(db, [stale]);
    const fresh = await references(db, env, names, coupon, request.currency);
    // Stripe refused the very code it still lists: it will not redeem it for this purchase.
    if (error.reference === "promotion_code" && fresh.promotionCode === cached.promotionCode) {
      return withoutCode(fresh, error);
    }
    try {
      return await open(fresh);
    } catch (again) {
      if (again instanceof StaleReference && again.reference === "promotion_code") return withoutCode(fresh, again);
      return failedAgain(again);
    }
  }
}

/** A reference Stripe refuses even freshly looked up: nothing the buyer can change, a 502. */
function failedAgain(error: unknown): never {
  if (!(error instanceof StaleReference)) throw error;
  logEvent("error", { event: "stripe.failed", action: "start the checkout", message: error.message });
  throw unavailable();
}

async function references(
  db: Db,
  env: CheckoutEnv,
  names: LookupNames,
  coupon: ShopCoupon | undefined,
  currency: string | undefined,
): Promise<References> {
  const lookupKey = names.price.key;
  const price = await cachedLookup(db, names.price, () => findPrice(env, lookupKey));
  if (!price) throw new UnknownPrice(lookupKey);
  // The site says "plus VAT" or "VAT included" from LICENCE_TAX_BEHAVIOR: a Price that says
  // otherwise would charge what the page did not announce.
  if (price.taxBehavior !== LICENCE_TAX_BEHAVIOR) {
    logEvent("error", {
      event: "config.invalid",
      name: "tax_behavior",
      problem: `Price ${price.id} (${lookupKey}) is tax ${price.taxBehavior}; the site says ${LICENCE_TAX_BEHAVIOR}`,
    });
    throw new Unavailable(503, "Payments are not configured correctly on this server");
  }
  const promotionName = names.promotionCode;
  const sale = saleOf(price, currency);
  if (!promotionName) return { price, sale, promotionCode: undefined };
  const promotion = await cachedLookup(db, promotionName, () => findPromotionCode(env, promotionName.key));
  // A shop code with no active promotion code never blocks the purchase: the buyer pays the full price.
  if (!promotion) return { price, sale, promotionCode: undefined };
  // Only a public code may make the licence free (fulfilment would refuse it): any other code
  // that would gives no discount here, rather than a free checkout that ends without a licence.
  if (makesFree(promotion, sale) && !coupon?.isPublic) {
    logEvent("warn", {
      event: "checkout.free_code_not_public",
      coupon: promotionName.key,
      promotionCode: promotion.id,
    });
    return { price, sale, promotionCode: undefined };
  }
  return { price, sale, promotionCode: promotion.id };
}

/**
 * Whether the promotion code's discount leaves nothing to pay for the sale: its amount off in the
 * sale's currency (the coupon's own, or its `currency_options`), as Stripe applies it.
 */
function makesFree(promotion: PromotionFacts, sale: Sale): boolean {
  if (promotion.percentOff !== null) return promotion.percentOff >= 100;
  const amountOff = promotion.amountOffByCurrency[sale.currency];
  return amountOff !== undefined && sale.unitAmount !== null && amountOff >= sale.unitAmount;
}

/** The buyer's code the session carries: one that gives a discount, or an affiliate's even without one. */
const appliedCode = (coupon: ShopCoupon | undefined, promotionCode: string | undefined) =>
  coupon && (promotionCode || coupon.affiliateId !== null) ? coupon.code : undefined;

function sessionParams(
  env: CheckoutEnv,
  lookupKey: string,
  coupon: ShopCoupon | undefined,
  { price, sale, promotionCode }: References,
  language: CheckoutLanguage,
): Stripe.Checkout.SessionCreateParams {
  const site = env.SITE_URL.replace(/\/+$/, "");
  // Everything fulfilment needs, so it runs from the signed event alone (the buyer's language
  // included: their e-mails are written in it). An affiliate's code is kept even when it gives
  // no discount: the affiliate still referred the buyer.
  const metadata: Record<string, string> = { lookup_key: lookupKey, locale: language.site };
  const code = appliedCode(coupon, promotionCode);
  if (code) metadata.coupon_code = code;
  if (coupon?.affiliateId != null) metadata.affiliate_id = String(coupon.affiliateId);
  if (promotionCode) metadata.promotion_code = promotionCode;
  return {
    mode: "payment",
    ui_mode: EMBEDDED_UI_MODE,
    locale: language.stripe,
    // The Price's amount in the currency the page showed (its currency_options). Adaptive Pricing
    // stays off whatever the Dashboard says: Stripe would convert a fallback currency at its own
    // rate, and the buyer would pay an amount no page announced.
    currency: sale.currency,
    adaptive_pricing: { enabled: false },
    line_items: [{ price: price.id, quantity: 1 }],
    ...(promotionCode ? { discounts: [{ promotion_code: promotionCode }] } : {}),
    return_url: `${site}${pathTo("order-summary")}?sid={CHECKOUT_SESSION_ID}`,
    automatic_tax: { enabled: true },
    // Stripe Tax needs only the country (and a postal code in some countries); an invoice a
    // company can book needs the full address.
    billing_address_collection: "required",
    // A business buyer enters a VAT number; Stripe Tax applies the reverse charge where it is due.
    tax_id_collection: { enabled: true },
    invoice_creation: { enabled: true, invoice_data: { metadata } },
    // Stripe also needs the terms URL in the Dashboard's public details to accept this.
    consent_collection: { terms_of_service: "required" },
    custom_text: customTextOf(language, env.SITE_URL),
    metadata,
    payment_intent_data: { metadata },
  };
}

const toHex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

/**
 * The session's idempotency key: the browser's attempt key with the exact parameters, so the
 * same attempt gets the same session and a changed request (another coupon, a new Price) a new
 * one rather than Stripe's "same key, other parameters" error. A request without an attempt key
 * has nothing to be recognised by; its random key still covers the client's own network retry.
 */
async function idempotencyKeyOf(attemptKey: string | undefined, params: Stripe.Checkout.SessionCreateParams) {
  if (!attemptKey) return `checkout-${crypto.randomUUID()}`;
  const text = `${attemptKey}\n${JSON.stringify(params)}`;
  return `checkout-${toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))}`;
}
