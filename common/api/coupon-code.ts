/**
 * The one alphabet of coupon codes. Every code the shop issues is also a Stripe promotion code,
 * and Stripe accepts only letters, digits and `-` there (no `_`, no spaces): a code outside this
 * rule could never be redeemed, so the console, PUBLIC_COUPON_CODES and the checkout all refuse it.
 */
import { z } from "zod/mini";
import { requiredText } from "./fields.ts";

export const COUPON_CODE_MAX = 40;
const couponCodePattern = new RegExp(`^[A-Za-z0-9-]{2,${COUPON_CODE_MAX}}$`);

/** What a refused code is told: the rule, and the character people try most. */
export const COUPON_CODE_RULE = `2-${COUPON_CODE_MAX} letters, digits or - (Stripe refuses _ and spaces)`;

/** Whether the text is a code Stripe could hold. */
export const isCouponCode = (text: string) => couponCodePattern.test(text);

/**
 * A code's one normal form, upper case: Stripe compares promotion codes without case, and the shop
 * stores and compares them upper-cased. The schemas below apply it; the Worker applies it only to
 * codes that reach it from elsewhere (PUBLIC_COUPON_CODES, a Checkout Session's metadata).
 */
export const normalCouponCode = (text: string) => text.trim().toUpperCase();

/** A code as the console types it: required, in the alphabet, in its normal form. */
export const couponCode = requiredText(COUPON_CODE_MAX).check(
  z.regex(couponCodePattern, COUPON_CODE_RULE),
  z.overwrite(normalCouponCode),
);

/** The checkout's optional code (the coupon-code cookie): absent, empty, or in the alphabet, in its normal form. */
export const optionalCouponCode = z.nullish(
  z.string().check(
    z.trim(),
    z.refine((code) => code === "" || isCouponCode(code), `coupon_code must be ${COUPON_CODE_RULE}`),
    z.overwrite(normalCouponCode),
  ),
);
