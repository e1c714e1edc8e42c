/**
 * Licences: the /resetlicense form (call 10), "send me my licence again" (/licence) and the
 * desktop app's activation calls.
 */
import { z } from "zod/mini";
import { defineCalls } from "./call.ts";
import {
  atMost,
  type EmailRequestFields,
  emailRequestAnswer,
  emailRequestForm,
  licenceKey,
  orderId,
  purchaseEmail,
} from "./fields.ts";
/** The /resetlicense form: the address is whatever the purchase carried (any top-level domain, a plus sign...). */
export const licenceResetForm = z.object({
  email: purchaseEmail,
  licenceKey: licenceKey,
  orderId,
});
export type LicenceResetFields = z.infer<typeof licenceResetForm>;

/** Call 10: GET /ResetLicenseKey/{email}/{licenceKey}/{orderId}, answered in plain text (see resetAnswers). */
export const licenceResetParams = licenceResetForm;

/**
 * Call 10's plain answers: 'OK' is the only success (as the spec requires); 'KO' when nothing
 * matches; past the key's reset quota 'KO2 <ISO date>', the moment the next reset is possible.
 */
export const resetAnswers = {
  ok: "OK",
  noMatch: "KO",
  limited: (nextResetAt: Date) => `KO2 ${nextResetAt.toISOString()}`,
} as const;

export type ResetResult =
  | { readonly outcome: "reset" }
  | { readonly outcome: "limited"; readonly nextResetAt: Date }
  | { readonly outcome: "failed" };

/** Reads call 10's answer; anything unexpected is a failure. */
export function parseResetAnswer(text: string): ResetResult {
  const answer = text.trim();
  if (answer === resetAnswers.ok) return { outcome: "reset" };
  const limited = /^KO2 (\d{4}-\d{2}-\d{2}T[\d:.]+Z)$/.exec(answer);
  const nextResetAt = limited ? new Date(limited[1] as string) : undefined;
  return nextResetAt && !Number.isNaN(nextResetAt.getTime())
    ? { outcome: "limited", nextResetAt }
    : { outcome: "failed" };
}

/** "Send me my licence again": the address of the purchase; the same answer whether or not it has orders. */
export const licenceResendForm = emailRequestForm;
export type LicenceResendFields = EmailRequestFields;
export const licenceResendAnswer = emailRequestAnswer;

/** The desktop app's device id: an opaque string the app derives from the machine. */
const deviceId = z
  .string({ error: "deviceId is required" })
  .check(z.trim(), z.minLength(8, "deviceId must have at least 8 characters"), atMost(128));

/** POST /api/licenses/activate and /api/licenses/validate. */
export const licenceDeviceRequest = z.object({ key: licenceKey, deviceId });
export type LicenceDeviceRequest = z.infer<typeof licenceDeviceRequest>;

/**
 * Activation: 'activated' on first use, 'active' when this device already holds the key;
 * `resetsRemaining` is how many device resets the key may still make now (the app shows it
 * before the user moves to another computer).
 */
export const licenceActivateAnswer = z.object({
  status: z.enum(["activated", "active"]),
  orderId: z.string(),
  resetsRemaining: z.int().check(z.gte(0)),
});
export const licenceValidateAnswer = z.object({
  valid: z.boolean(),
  /** Why a key is not valid on this device. */
  reason: z.optional(z.enum(["unknown", "revoked", "not_activated", "other_device"])),
});

export const licenceCalls = defineCalls({
  /** Call 10: unbinds a key from its device; 'OK', 'KO' or 'KO2 <date>' in plain text. */
  reset: {
    method: "GET",
    path: "/ResetLicenseKey/:email/:licenceKey/:orderId",
    params: licenceResetParams,
    answer: "text",
  },
  /** "Send me my licence again": mails every order of the address, if it has any; 202 either way. */
  resend: {
    method: "POST",
    path: "/api/licenses/resend",
    body: licenceResendForm,
    answer: licenceResendAnswer,
  },
  /** The desktop app binds a key to its device. */
  activate: {
    method: "POST",
    path: "/api/licenses/activate",
    body: licenceDeviceRequest,
    answer: licenceActivateAnswer,
  },
  /** The desktop app checks its key on this device. */
  validate: {
    method: "POST",
    path: "/api/licenses/validate",
    body: licenceDeviceRequest,
    answer: licenceValidateAnswer,
  },
});
