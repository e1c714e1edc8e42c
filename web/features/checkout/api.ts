import {
  CHECKOUT_ATTEMPT_HEADER,
  type CheckoutSessionStatus,
  checkoutCalls,
  LIFETIME_LOOKUP_KEY,
} from "#common/api/checkout.ts";
import { isCouponCode } from "#common/api/coupon-code.ts";
import { DEFAULT_LOCALE, isLocale, type SiteLocale } from "#common/locales.ts";
import { callApi } from "#web/lib/api-client.ts";

export type { CheckoutSessionStatus };

/** A new key for one checkout attempt: requests sent again with it answer the same session. */
export const newAttemptKey = () => crypto.randomUUID();

/**
 * Call 3: a new embedded Checkout for the lifetime licence; resolves its client secret, and the
 * coupon code Stripe would not redeem for this purchase (the checkout then has no discount).
 */
export function createCheckout(
  couponCode: string | undefined,
  options: { signal?: AbortSignal; attemptKey?: string; locale?: SiteLocale; currency?: string } = {},
) {
  return callApi(checkoutCalls.create, {
    // A cookie that cannot be a code (anyone can set it with ?coupon=) is left out: no code is
    // no discount, as for any code the shop did not issue, and never a refused checkout.
    body: {
      lookup_key: LIFETIME_LOOKUP_KEY,
      coupon_code: couponCode && isCouponCode(couponCode.trim()) ? couponCode : undefined,
      // The pseudo-locale is English to Stripe and to the buyer's e-mails.
      ...(options.locale ? { locale: isLocale(options.locale) ? options.locale : DEFAULT_LOCALE } : {}),
      // The currency the page showed the price in; the answer says what the session charges.
      ...(options.currency ? { currency: options.currency } : {}),
    },
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.attemptKey ? { headers: { [CHECKOUT_ATTEMPT_HEADER]: options.attemptKey } } : {}),
  });
}

/** Call 2: the status of the Checkout Session the payment returned from. */
export async function checkoutStatus(
  sid: string,
  options: { signal?: AbortSignal } = {},
): Promise<CheckoutSessionStatus> {
  return (await callApi(checkoutCalls.session, { params: { sid }, ...options })).status;
}
