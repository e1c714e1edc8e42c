import {
  type CheckoutSessionStatus,
  checkoutSessionAnswer,
  createCheckoutAnswer,
  LIFETIME_LOOKUP_KEY,
} from "#common/api/checkout.ts";
import { getJson, postJson } from "#web/lib/api-client.ts";

export type { CheckoutSessionStatus };

/** Call 3: a new embedded Checkout for the lifetime licence; resolves its client secret. */
export async function createCheckout(couponCode: string | undefined, options: { signal?: AbortSignal } = {}) {
  const answer = await postJson(
    "/stripe/create-checkout-payment",
    { lookup_key: LIFETIME_LOOKUP_KEY, coupon_code: couponCode },
    createCheckoutAnswer,
    options,
  );
  return answer.clientSecret;
}

/** Call 2: the status of the Checkout Session the payment returned from. */
export async function checkoutStatus(
  sid: string,
  options: { signal?: AbortSignal } = {},
): Promise<CheckoutSessionStatus> {
  const answer = await getJson(`/stripe/session/${encodeURIComponent(sid)}`, checkoutSessionAnswer, options);
  return answer.status;
}
