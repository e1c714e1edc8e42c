/**
 * Resend's `POST /emails` as the mail fake holds the Worker to it. Resend's OpenAPI file cannot
 * be had here, so the contract is derived from Resend's own SDK (the `resend` devDependency,
 * pinned): `EmailApiOptions` is the REST body the SDK sends (snake_case: `reply_to`, `topic_id`,
 * `scheduled_at`), `CreateEmailResponseSuccess` the 200 answer, `ErrorResponse` the error body.
 * The type checks at the end stop the typecheck when the schemas and the SDK's types diverge
 * (after a version bump of `resend`). Limits come from the SDK's documentation comments (at
 * most 50 recipients; tag names and values) and Resend's docs (idempotency keys of 1 to 256
 * characters); decision 036 lists each source.
 */
import type { CreateEmailResponseSuccess, EmailApiOptions, ErrorResponse } from "resend";
import { z } from "zod/mini";

/** `email@example.com` or `Name <email@example.com>`, the two forms Resend's docs allow. */
const ADDRESS = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
/** "To" takes at most 50 addresses (SDK: CreateEmailBaseOptions.to, "Max 50"). */
export const MAX_RECIPIENTS = 50;
/** Resend's docs: "Idempotency keys can be up to 256 characters"; the errors page: 1-256. */
export const MAX_IDEMPOTENCY_KEY = 256;
/** SDK: Tag.name and Tag.value, "ASCII letters, numbers, underscores, or dashes", at most 256. */
const TAG_TEXT = /^[A-Za-z0-9_-]{1,256}$/;

const address = z.string().check(z.regex(ADDRESS, "must be `email@example.com` or `Name <email@example.com>`"));
const addresses = z.union([address, z.array(address).check(z.minLength(1), z.maxLength(MAX_RECIPIENTS))]);

const attachment = z.strictObject({
  content: z.optional(z.string()),
  filename: z.optional(z.string()),
  path: z.optional(z.string()),
  content_type: z.optional(z.string()),
  content_id: z.optional(z.string()),
});

/** The body of `POST /emails` (EmailApiOptions); every field the SDK can send, nothing else. */
export const sendEmailRequest = z.strictObject({
  from: z.optional(address),
  to: addresses,
  subject: z.optional(z.string().check(z.minLength(1))),
  region: z.optional(z.string()),
  headers: z.optional(z.record(z.string(), z.string())),
  html: z.optional(z.string()),
  text: z.optional(z.string()),
  bcc: z.optional(addresses),
  cc: z.optional(addresses),
  reply_to: z.optional(addresses),
  topic_id: z.optional(z.nullable(z.string())),
  scheduled_at: z.optional(z.string()),
  tags: z.optional(
    z.array(z.strictObject({ name: z.string().check(z.regex(TAG_TEXT)), value: z.string().check(z.regex(TAG_TEXT)) })),
  ),
  attachments: z.optional(z.array(attachment)),
  template: z.optional(
    z.strictObject({
      id: z.string(),
      variables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
    }),
  ),
});
export type SendEmailRequest = z.infer<typeof sendEmailRequest>;

/** The fields Resend reports missing with `missing_required_field`: without a template, from/to/subject. */
export function missingFields(body: Record<string, unknown>): string[] {
  const required = body.template === undefined ? ["from", "to", "subject"] : ["to"];
  return required.filter((field) => body[field] === undefined || body[field] === null);
}

/** The 200 answer: the new email's id. */
export const sendEmailAnswer = z.strictObject({ id: z.string() });

/** Every error name the SDK knows (RESEND_ERROR_CODE_KEY). */
export const errorNames = [
  "invalid_idempotency_key",
  "validation_error",
  "missing_api_key",
  "restricted_api_key",
  "invalid_api_key",
  "not_found",
  "method_not_allowed",
  "invalid_idempotent_request",
  "concurrent_idempotent_requests",
  "invalid_attachment",
  "invalid_from_address",
  "invalid_access",
  "invalid_parameter",
  "invalid_region",
  "missing_required_field",
  "monthly_quota_exceeded",
  "daily_quota_exceeded",
  "rate_limit_exceeded",
  "security_error",
  "application_error",
  "internal_server_error",
] as const;
export type ErrorName = (typeof errorNames)[number];

/** An error answer's body: the SDK hands it to its caller as is (`{statusCode, name, message}`). */
export const errorAnswer = z.strictObject({
  statusCode: z.nullable(z.number()),
  name: z.enum(errorNames),
  message: z.string(),
});
export type ErrorAnswer = z.infer<typeof errorAnswer>;

// ---- the schemas against the SDK's types: a divergence fails `npm run typecheck` -------------

type Assert<T extends true> = T;
type Extends<A, B> = [A] extends [B] ? true : false;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export type ResendContractChecks = [
  // Whatever the fake accepts, the SDK's REST body type allows...
  Assert<Extends<SendEmailRequest, EmailApiOptions>>,
  // ...and the fake knows every field the SDK may send.
  Assert<Same<keyof EmailApiOptions, keyof SendEmailRequest>>,
  Assert<Same<z.infer<typeof sendEmailAnswer>, CreateEmailResponseSuccess>>,
  Assert<Same<ErrorAnswer, ErrorResponse>>,
  Assert<Same<ErrorName, ErrorResponse["name"]>>,
];
