/**
 * The API contract: field rules and the zod schema of every request and answer.
 * The Worker validates with these objects and the web forms validate with the same ones,
 * so a rule and its message live in exactly one place.
 */
import { z } from "zod";

export const messages = {
  required: "Field is required",
  email: "Incorrect email address",
  passwordMin: "Min 8 characters",
  licenceKey: "Invalid license format",
  orderId: "Must be a digit",
} as const;

/** Letters, digits, dot, underscore and hyphen before the at sign; a domain; a 1-4 letter top-level part. */
const contactEmailPattern = /^[A-Za-z0-9._-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{1,4}$/;
/** The affiliate forms also allow a plus sign before the at sign. */
const affiliateEmailPattern = /^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{1,4}$/;

export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;

const requiredText = (max: number) =>
  z.string({ error: messages.required }).trim().min(1, messages.required).max(max, `At most ${max} characters`);

export const contactEmail = requiredText(MAX_EMAIL_LENGTH).regex(contactEmailPattern, messages.email);
export const affiliateEmail = requiredText(MAX_EMAIL_LENGTH).regex(affiliateEmailPattern, messages.email);

export const licenceKey = requiredText(36).regex(
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  messages.licenceKey,
);
export const orderId = requiredText(32).regex(/^\d+$/, messages.orderId);

export const newPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .min(MIN_PASSWORD_LENGTH, messages.passwordMin)
  .max(200, "At most 200 characters");

/** Plain-text answers of the spec's calls. */
export const plainAnswers = {
  ok: "OK",
  ko: "KO",
  captchaRejected: "KO1",
  noSuchLink: "KO1",
  linkExpired: "KO2",
  passwordMismatch: "KO3",
} as const;

/** The body of every 4xx/5xx JSON answer. */
export const errorAnswer = z.object({ error: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

// ---------------------------------------------------------------------------------------------
// Symbols (asset catalogue and symbol search, GET /tv/search/{limit}/{query}/{exchange}/{type})
// ---------------------------------------------------------------------------------------------

export const SYMBOL_SEARCH_MAX_LIMIT = 50;

/** Path parameters of the search; the query is literal text, 'ALL' means no filter. */
export const symbolSearchParams = z.object({
  limit: z
    .string()
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${SYMBOL_SEARCH_MAX_LIMIT}`)
    .transform(Number)
    .pipe(z.number().int().min(1).max(SYMBOL_SEARCH_MAX_LIMIT)),
  query: z.string(),
  exchange: z.string().max(64),
  type: z.string().max(64),
});

/** One search result, with the spec's field names. */
export const symbolResult = z.object({
  symbol: z.string(),
  full_name: z.string(),
  exchange: z.string(),
  description: z.string(),
  type: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  precision: z.number().int(),
});
export type SymbolResult = z.infer<typeof symbolResult>;
export const symbolSearchAnswer = z.array(symbolResult);

/** The catalogue's categories (the `type` field). */
export const symbolTypes = ["stock", "index", "forex", "crypto", "futures"] as const;

/** A catalogue row as the import reads it (one CSV line): every field checked before anything is loaded. */
const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD")
  .refine((d) => !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().startsWith(d), "must be a real date");
export const catalogueRow = z
  .object({
    symbol: z.string().trim().min(1, messages.required).max(64),
    full_name: z.string().trim().min(1, messages.required).max(128),
    exchange: z.string().trim().min(1, messages.required).max(64),
    description: z.string().trim().min(1, messages.required).max(256),
    type: z.enum(symbolTypes),
    start_date: isoDate,
    end_date: isoDate,
    precision: z
      .string()
      .trim()
      .regex(/^\d{1,2}$/, "must be a whole number from 0 to 12")
      .transform(Number)
      .pipe(z.number().int().min(0).max(12)),
  })
  .refine((row) => row.start_date <= row.end_date, { message: "start_date is after end_date", path: ["end_date"] });
export type CatalogueRow = z.infer<typeof catalogueRow>;

// ---------------------------------------------------------------------------------------------
// Contact (the contact form, POST /api/tv/contact)
// ---------------------------------------------------------------------------------------------

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_CONTENT_MAX = 5000;
/** reCAPTCHA v3 tokens are about 2 KB; anything far larger is not a token. */
export const CAPTCHA_TOKEN_MAX = 4096;

/** The form's fields, as the web form validates them (the sender's email travels as `Name`). */
export const contactForm = z.object({
  Name: contactEmail,
  Subject: requiredText(CONTACT_SUBJECT_MAX),
  Content: requiredText(CONTACT_CONTENT_MAX),
});
export type ContactForm = z.infer<typeof contactForm>;

/** The spec's contact message payload: the form's fields and the captcha token. */
export const contactRequest = contactForm.extend({
  CaptchaToken: z
    .string({ error: "CaptchaToken is required" })
    .trim()
    .min(1, "CaptchaToken is required")
    .max(CAPTCHA_TOKEN_MAX, `At most ${CAPTCHA_TOKEN_MAX} characters`),
});
export type ContactRequest = z.infer<typeof contactRequest>;

/** Plain-text answers of the contact call: 'OK', 'KO1' (captcha rejection), 'KO' (any other failure). */
export const contactAnswers = [plainAnswers.ok, plainAnswers.captchaRejected, plainAnswers.ko] as const;
export type ContactAnswer = (typeof contactAnswers)[number];

// ---------------------------------------------------------------------------------------------
// Affiliates (the affiliate portal: sign-in, transactions, password reset; calls 5 to 9)
// ---------------------------------------------------------------------------------------------

/** Call 5: POST /api/tv/affiliate/signin. */
export const affiliateSigninRequest = z.object({
  EmailAddress: affiliateEmail,
  Password: z.string({ error: messages.required }).min(1, messages.required).max(200, "At most 200 characters"),
});
export type AffiliateSigninRequest = z.infer<typeof affiliateSigninRequest>;

export const affiliateSigninAnswer = z.object({
  status: z.number().int(),
  username: z.string(),
  email: z.string(),
  token: z.string(),
  /** Percentage, e.g. 30 for 30 %. */
  commission: z.number(),
});
export type AffiliateSigninAnswer = z.infer<typeof affiliateSigninAnswer>;

/** Unix seconds in a path segment: digits only, at most 11 of them (year 5138). */
const unixSeconds = z
  .string()
  .regex(/^\d{1,11}$/, "must be Unix seconds (digits only)")
  .transform(Number);

/** Call 6: GET /api/tv/affiliate/transactions/{from}/{to}; from must not be after to. */
export const affiliateRangeParams = z
  .object({ from: unixSeconds, to: unixSeconds })
  .refine((p) => p.from <= p.to, { message: "from is after to", path: ["from"] });

/** The spec's Affiliate transaction; amounts in currency units (2 decimals), Created in Unix ms. */
export const affiliateTransaction = z.object({
  CustomerEmail: z.string(),
  CustomerCountry: z.string(),
  Created: z.number(),
  Status: z.string(),
  Item: z.string(),
  CouponCode: z.string(),
  Currency: z.string(),
  AmountPaid: z.number(),
  AmountSubtotal: z.number(),
  AmountDiscount: z.number(),
  AmountCommission: z.number(),
  Recurring: z.boolean(),
  Refunded: z.boolean(),
});
export type AffiliateTransaction = z.infer<typeof affiliateTransaction>;
export const affiliateTransactionsAnswer = z.array(affiliateTransaction);

/** Beyond the spec: GET /api/tv/affiliate/coupons, the signed-in affiliate's coupon codes (referral links). */
export const affiliateCouponsAnswer = z.object({ coupons: z.array(z.string()) });

/** Call 7's path: any text is accepted (the answer never depends on it). */
export const resetRequestParams = z.object({ email: z.string().max(MAX_EMAIL_LENGTH * 3) });

/** Reset tokens are 43 base64url characters (32 random bytes). */
const resetToken = z.string().min(1, messages.required).max(128, "At most 128 characters");
export const resetInfoParams = z.object({ token: resetToken });

/** Call 9: POST /api/tv/affiliate/resetpassword/confirm. */
export const resetConfirmRequest = z.object({
  Token: resetToken,
  Password: newPassword,
  PasswordConfirm: z.string({ error: messages.required }).min(1, messages.required).max(200),
});
export type ResetConfirmRequest = z.infer<typeof resetConfirmRequest>;

/** The web's forgot-password and reset forms. */
export const forgotPasswordForm = z.object({ email: affiliateEmail });
export const resetPasswordForm = z.object({ Password: newPassword, PasswordConfirm: newPassword });

// ---------------------------------------------------------------------------------------------
// Checkout and licences (OrderSummary, calls 2, 3 and 10; the desktop app's activation calls)
// ---------------------------------------------------------------------------------------------

/** The Stripe Price lookup key the order page buys: the lifetime desktop licence. */
export const LIFETIME_LOOKUP_KEY = "Live_LifetimeLicense";

/** Call 3: POST /stripe/create-checkout-payment. The coupon comes from the coupon-code cookie and may be absent. */
export const createCheckoutRequest = z.object({
  lookup_key: z
    .string({ error: "lookup_key is required" })
    .trim()
    .min(1, "lookup_key is required")
    .max(200, "At most 200 characters"),
  coupon_code: z.string().trim().max(64, "At most 64 characters").nullish(),
});
export type CreateCheckoutRequest = z.infer<typeof createCheckoutRequest>;
export const createCheckoutAnswer = z.object({ clientSecret: z.string().min(1) });

/** Call 2: GET /stripe/session/{sid}. */
export const checkoutSessionParams = z.object({
  sid: z.string().regex(/^cs_[A-Za-z0-9_]{1,250}$/, "sid must be a Checkout Session id (cs_...)"),
});
export const checkoutSessionStatuses = ["open", "complete", "expired"] as const;
export const checkoutSessionAnswer = z.object({ status: z.enum(checkoutSessionStatuses) });
export type CheckoutSessionStatus = (typeof checkoutSessionStatuses)[number];

/** The /resetlicense form; customers' addresses may carry a plus sign, as Stripe records them. */
export const licenceResetForm = z.object({
  email: affiliateEmail,
  licenseKey: licenceKey,
  orderId,
});
export type LicenceResetForm = z.infer<typeof licenceResetForm>;

/** Call 10: GET /ResetLicenseKey/{email}/{licenseKey}/{orderId}, answered 'OK' or 'KO' in plain text. */
export const licenceResetParams = licenceResetForm;

/** The desktop app's device id: an opaque string the app derives from the machine. */
const deviceId = z
  .string({ error: "deviceId is required" })
  .trim()
  .min(8, "deviceId must have at least 8 characters")
  .max(128, "At most 128 characters");

/** POST /api/licenses/activate and /api/licenses/validate. */
export const licenceDeviceRequest = z.object({ key: licenceKey, deviceId });
export type LicenceDeviceRequest = z.infer<typeof licenceDeviceRequest>;

/** Activation: 'activated' on first use, 'active' when this device already holds the key. */
export const licenceActivateAnswer = z.object({
  status: z.enum(["activated", "active"]),
  orderId: z.string(),
});
export const licenceValidateAnswer = z.object({
  valid: z.boolean(),
  /** Why a key is not valid on this device. */
  reason: z.enum(["unknown", "revoked", "not_activated", "other_device"]).optional(),
});
