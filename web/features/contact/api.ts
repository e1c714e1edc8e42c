import { type ContactAnswer, type ContactForm, contactCalls } from "#common/api/contact.ts";
import { plainAnswers } from "#common/api/fields.ts";
import { config } from "#web/config.ts";
import { postText } from "#web/lib/api-client.ts";
import { captchaToken } from "#web/lib/recaptcha.ts";

export type { ContactAnswer };

/** The captcha action the server expects. */
export const CONTACT_ACTION = "contact";

/** A fresh token from the invisible captcha for the contact action. */
export const contactCaptchaToken = (siteKey = config.recaptchaSiteKey) => captchaToken(CONTACT_ACTION, siteKey);

/**
 * The spec's call 4: POST /api/tv/contact. Resolves 'OK', 'KO1' (captcha rejection) or 'KO'
 * (anything else: another answer, an error status, no network, no captcha).
 */
export async function sendContactMessage(
  form: ContactForm,
  getToken: () => Promise<string> = contactCaptchaToken,
): Promise<ContactAnswer> {
  try {
    const token = await getToken();
    const text = (await postText(contactCalls.send.path, { ...form, CaptchaToken: token })).trim();
    if (text === plainAnswers.ok) return "OK";
    if (text === plainAnswers.captchaRejected) return "KO1";
    return "KO";
  } catch (error) {
    console.warn("contact: the message could not be sent", error);
    return "KO";
  }
}
