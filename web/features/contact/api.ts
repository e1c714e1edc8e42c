import { type ContactAnswer, type ContactForm, contactCalls } from "#common/api/contact.ts";
import { plainAnswers } from "#common/api/fields.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { config } from "#web/lib/config.ts";
import { captchaToken } from "#web/lib/recaptcha.ts";

export type { ContactAnswer };

/**
 * What came of a send: the server's answer, or "unsent" when none came (no captcha token, as when
 * its script is blocked, or no network). Only an answer clears the form (the spec clears the
 * fields "after any response"); without one the visitor keeps what they typed.
 */
export type ContactOutcome = ContactAnswer | "unsent";

/** The captcha action the server expects. */
export const CONTACT_ACTION = "contact";

/** A fresh token from the invisible captcha for the contact action. */
export const contactCaptchaToken = (siteKey = config.recaptchaSiteKey) => captchaToken(CONTACT_ACTION, siteKey);

/**
 * The spec's call 4: POST /api/tv/contact. Resolves 'OK', 'KO1' (captcha rejection), 'KO' (any
 * other answer, an error status included) or 'unsent' (no captcha token, no network).
 */
export async function sendContactMessage(
  form: ContactForm,
  getToken: () => Promise<string> = contactCaptchaToken,
): Promise<ContactOutcome> {
  let token: string;
  try {
    token = await getToken();
  } catch (error) {
    console.warn("contact: no captcha token, the message was not sent", error);
    return "unsent";
  }
  try {
    const text = (await callApi(contactCalls.send, { body: { ...form, CaptchaToken: token } })).trim();
    if (text === plainAnswers.ok) return "OK";
    if (text === plainAnswers.captchaRejected) return "KO1";
    return "KO";
  } catch (error) {
    console.warn("contact: the message could not be sent", error);
    return error instanceof ApiError && error.status > 0 ? "KO" : "unsent";
  }
}
