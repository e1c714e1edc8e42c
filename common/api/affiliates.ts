/** Affiliates: the affiliate portal (sign-in, transactions, coupons, password reset; calls 5 to 9). */
import { z } from "zod/mini";
import { defineCalls } from "./call.ts";
import {
  affiliateEmail,
  atMost,
  CAPTCHA_TOKEN_MAX,
  fieldsOf,
  MAX_EMAIL_LENGTH,
  messages,
  newPassword,
  password,
} from "./fields.ts";

/**
 * Call 5: POST /api/tv/affiliate/signin. `CaptchaToken` (beyond the spec) is sent only when the
 * server asked for it: after too many failed sign-ins for the address (reCAPTCHA v3, action 'signin').
 */
export const affiliateSigninRequest = z.object({
  EmailAddress: affiliateEmail,
  Password: password,
  CaptchaToken: z.optional(z.string().check(atMost(CAPTCHA_TOKEN_MAX))),
});
export type AffiliateSigninRequest = z.infer<typeof affiliateSigninRequest>;

export const affiliateSigninAnswer = z.object({
  status: z.int(),
  username: z.string(),
  email: z.string(),
  token: z.string(),
  /** Percentage, e.g. 30 for 30 %. */
  commission: z.number(),
});
export type AffiliateSigninAnswer = z.infer<typeof affiliateSigninAnswer>;

/** The captcha action of the sign-in form. */
export const SIGNIN_CAPTCHA_ACTION = "signin";

/**
 * Beyond the spec: the 401 past the failure limit for the address. The form then runs the
 * invisible captcha and sends the same credentials again with its token.
 */
export const affiliateSigninCaptchaAnswer = z.object({ error: z.string(), captchaRequired: z.literal(true) });

/** Unix seconds in a path segment: digits only, at most 11 of them (year 5138). */
const unixSeconds = z.pipe(
  z.string().check(z.regex(/^\d{1,11}$/, "must be Unix seconds (digits only)")),
  z.transform(Number),
);

/** Call 6: GET /api/tv/affiliate/transactions/{from}/{to}; from must not be after to. */
export const affiliateRangeParams = z
  .object({ from: unixSeconds, to: unixSeconds })
  .check(z.refine((p) => p.from <= p.to, { message: "from is after to", path: ["from"] }));

/**
 * The spec's Affiliate transaction; amounts in currency units (2 decimals), Created in Unix ms.
 * Beyond the spec: `AmountRefunded`, what has been refunded of AmountPaid (a partial refund keeps
 * the sale, and AmountCommission is what the partner keeps of it).
 */
export const affiliateTransaction = z.object({
  ...fieldsOf(z.string(), "CustomerEmail", "CustomerCountry", "Status", "Item", "CouponCode", "Currency"),
  ...fieldsOf(
    z.number(),
    "Created",
    "AmountPaid",
    "AmountSubtotal",
    "AmountDiscount",
    "AmountCommission",
    "AmountRefunded",
  ),
  ...fieldsOf(z.boolean(), "Recurring", "Refunded"),
});
export type AffiliateTransaction = z.infer<typeof affiliateTransaction>;
export const affiliateTransactionsAnswer = z.array(affiliateTransaction);

/** Beyond the spec: GET /api/tv/affiliate/coupons, the signed-in affiliate's coupon codes (referral links). */
export const affiliateCouponsAnswer = z.object({ coupons: z.array(z.string()) });

/** Beyond the spec: the signed-in affiliate's money in one currency, in integer cents. */
export const affiliatePayoutBalance = z.object({
  currency: z.string(),
  /** Commissions still inside the sale's refund window. */
  pending: z.int(),
  /** Owed now: due commissions, including those in a payout on its way. */
  due: z.int(),
  /** Payouts sent, to date. */
  paid: z.int(),
  /** Corrections the next payout carries: negative when a commission already paid was refunded or disputed. */
  adjustments: z.int(),
  /** The smallest payout in this currency (its minor units); null when none is set: the balance waits. */
  minimum: z.nullable(z.int()),
});
export type AffiliatePayoutBalance = z.infer<typeof affiliatePayoutBalance>;

export const affiliatePayout = z.object({
  /** YYYY-MM-DD, the day the money was sent. */
  paidOn: z.string(),
  /** The bank or PayPal transaction id. */
  reference: z.string(),
  currency: z.string(),
  amount: z.int(),
});
export type AffiliatePayout = z.infer<typeof affiliatePayout>;

/** Beyond the spec: GET /api/tv/affiliate/payouts. */
export const affiliatePayoutsAnswer = z.object({
  balances: z.array(affiliatePayoutBalance),
  /** YYYY-MM-DD: the next day payouts go out. */
  nextPayoutOn: z.string(),
  /**
   * The smallest payout in US dollars (cents). Each balance carries its own currency's `minimum`;
   * this one stays while the portal's note reads it.
   */
  minimum: z.int(),
  /** Days after a sale its commission stays pending (the refund window). */
  refundWindowDays: z.int(),
  /** Payouts sent, newest first. */
  payouts: z.array(affiliatePayout),
});
export type AffiliatePayoutsAnswer = z.infer<typeof affiliatePayoutsAnswer>;

/** Call 7's path: any text is accepted (the answer never depends on it). */
export const resetRequestParams = z.object({ email: z.string().check(atMost(MAX_EMAIL_LENGTH * 3)) });

/** Reset tokens are 43 base64url characters (32 random bytes). */
const resetToken = z.string().check(z.minLength(1, messages.required), atMost(128));
export const resetInfoParams = z.object({ token: resetToken });

/** Call 9: POST /api/tv/affiliate/resetpassword/confirm. */
export const resetConfirmRequest = z.object({
  Token: resetToken,
  Password: newPassword,
  PasswordConfirm: password,
});
export type ResetConfirmRequest = z.infer<typeof resetConfirmRequest>;

/** The web's forgot-password and reset forms. */
export const forgotPasswordForm = z.object({ email: affiliateEmail });
export const resetPasswordForm = z.object({ Password: newPassword, PasswordConfirm: newPassword });

export const affiliateCalls = defineCalls({
  /** Call 5. */
  signin: {
    method: "POST",
    path: "/api/tv/affiliate/signin",
    body: affiliateSigninRequest,
    answer: affiliateSigninAnswer,
  },
  /** Call 6: the signed-in affiliate's sales with Created in [from, to] (Unix seconds). */
  transactions: {
    method: "GET",
    path: "/api/tv/affiliate/transactions/:from/:to",
    params: affiliateRangeParams,
    answer: affiliateTransactionsAnswer,
    auth: "bearer",
  },
  /** Beyond the spec: ends the session of the bearer token on the server ('OK'); a copy of the token stops working. */
  signout: { method: "POST", path: "/api/tv/affiliate/signout", answer: "text", auth: "bearer" },
  /** Beyond the spec: the signed-in affiliate's coupon codes (referral links). */
  coupons: { method: "GET", path: "/api/tv/affiliate/coupons", answer: affiliateCouponsAnswer, auth: "bearer" },
  /** Beyond the spec: the signed-in affiliate's balances (pending, due, paid) and payouts sent. */
  payouts: { method: "GET", path: "/api/tv/affiliate/payouts", answer: affiliatePayoutsAnswer, auth: "bearer" },
  /** Call 7: always 'OK'; a link is mailed when the address has an account. */
  resetRequest: {
    method: "GET",
    path: "/api/tv/affiliate/resetpassword/request/:email",
    params: resetRequestParams,
    answer: "text",
  },
  /** Call 8: 'KO1' no such link, 'KO2' expired, anything else valid. */
  resetInfo: {
    method: "GET",
    path: "/api/tv/affiliate/resetpassword/info/:token",
    params: resetInfoParams,
    answer: "text",
  },
  /** Call 9: 'KO3' when the passwords differ. */
  resetConfirm: {
    method: "POST",
    path: "/api/tv/affiliate/resetpassword/confirm",
    body: resetConfirmRequest,
    answer: "text",
  },
});
