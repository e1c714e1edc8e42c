/**
 * Field rules shared by every feature's contract: messages, e-mail patterns, licence key, order id,
 * password. The Worker validates with these objects and the web forms validate with the same ones,
 * so a rule and its message live in exactly one place.
 */
import { z } from "zod/mini";
import { DEFAULT_LOCALE, locales } from "#common/locales.ts";
import { oneLine } from "#common/one-line.ts";

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
/**
 * Any address a purchase can carry: the checkout accepts every deliverable address, so the
 * licence forms must too (the spec's 1-4 letter rule would lock out `.studio` or `.online`
 * buyers). A dot-atom local part (RFC 5322's characters, no leading, trailing or double dot),
 * then domain labels and a top-level part of 2-63 letters or an IDN's `xn--` form.
 */
const purchaseEmailPattern =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export const MAX_EMAIL_LENGTH = 254;
export const MIN_PASSWORD_LENGTH = 8;
/** reCAPTCHA v3 tokens are about 2 KB; anything far larger is not a token. */
export const CAPTCHA_TOKEN_MAX = 4096;

/** "At most N characters": the one message of every length cap (the forms translate it by this text). */
export const atMostMessage = (max: number) => `At most ${max} characters`;
export const atMost = (max: number) => z.maxLength(max, atMostMessage(max));

/** A text the user must fill in: trimmed, then at least one character and at most `max`. */
export const requiredText = (max: number) =>
  z.string({ error: messages.required }).check(z.trim(), z.minLength(1, messages.required), atMost(max));

/**
 * `requiredText(max)` kept on one line: each control character (a pasted tab, a CR or LF sent by
 * hand) becomes a space, since the text goes into a mail header (the contact form's subject).
 */
export const requiredLine = (max: number) =>
  z
    .string({ error: messages.required })
    .check(z.overwrite(oneLine), z.trim(), z.minLength(1, messages.required), atMost(max));

/** `requiredText(max)` that must also match `pattern`, else `message`. */
const requiredMatch = (max: number, pattern: RegExp, message: string) =>
  requiredText(max).check(z.regex(pattern, message));

export const contactEmail = requiredMatch(MAX_EMAIL_LENGTH, contactEmailPattern, messages.email);
export const affiliateEmail = requiredMatch(MAX_EMAIL_LENGTH, affiliateEmailPattern, messages.email);
/** The licence reset and the licence resend: whatever address the purchase was made with. */
export const purchaseEmail = requiredMatch(MAX_EMAIL_LENGTH, purchaseEmailPattern, messages.email);

/**
 * A request that takes only an address and answers the same whatever the address (the licence
 * sent again, the download link): nothing can be learnt about the address from it.
 */
export const emailRequestForm = z.object({ email: purchaseEmail });
export type EmailRequestFields = z.infer<typeof emailRequestForm>;
export const emailRequestAnswer = z.object({ status: z.literal("accepted") });

/**
 * The language a mail is written in (decision 055): one of the site's; anything else (the
 * pseudo-locale, an unknown or malformed tag) reads as English, since a language is never a
 * reason to refuse a request or a purchase.
 */
export const mailLanguage = z.catch(z.enum(locales), DEFAULT_LOCALE);

/** A licence key, read in its one normal form (trimmed, lower case, as issued): the Worker compares it as stored. */
export const licenceKey = requiredMatch(
  36,
  /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  messages.licenceKey,
).check(z.toLowerCase());
export const orderId = requiredMatch(32, /^\d+$/, messages.orderId);

/** A password as typed (never trimmed): required, at most 200 characters. */
export const password = z.string({ error: messages.required }).check(z.minLength(1, messages.required), atMost(200));

export const newPassword = password.check(z.minLength(MIN_PASSWORD_LENGTH, messages.passwordMin));

/** Plain-text answers of the spec's calls. */
export const plainAnswers = {
  ok: "OK",
  ko: "KO",
  captchaRejected: "KO1",
  noSuchLink: "KO1",
  linkExpired: "KO2",
  passwordMismatch: "KO3",
} as const;

/** Several fields of one rule, e.g. `fieldsOf(z.string(), "symbol", "exchange")`: for answers whose fields are plain values. */
export const fieldsOf = <S extends z.ZodMiniType, K extends string>(schema: S, ...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, schema])) as Record<K, S>;

/** The body of every 4xx/5xx JSON answer. */
export const errorAnswer = z.object({ error: z.string() });
export type ErrorAnswer = z.infer<typeof errorAnswer>;
