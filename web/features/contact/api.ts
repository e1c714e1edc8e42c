import { type ContactAnswer, type ContactForm, contactCalls } from "#common/api/contact.ts";
import { plainAnswers } from "#common/api/fields.ts";
import { config } from "#web/config.ts";
import { postText } from "#web/lib/api-client.ts";
import { loadRecaptcha } from "#web/lib/recaptcha.ts";

export type { ContactAnswer };

/** The captcha action the server expects. */
export const CONTACT_ACTION = "contact";
/**
 * Sent when the build has no captcha site key (local development): only a Worker without a
 * captcha secret in development accepts it; anywhere else the check refuses it.
 */
export const NO_SITE_KEY_TOKEN = "no-site-key";

/** A fresh token from the invisible captcha for the contact action. */
export async function contactCaptchaToken(siteKey = config.recaptchaSiteKey): Promise<string> {
  if (!siteKey) {
    console.info("contact: no VITE_RECAPTCHA_SITE_KEY in this build; sending without a captcha token");
    return NO_SITE_KEY_TOKEN;
  }
  const recaptcha = await loadRecaptcha(siteKey);
  return recaptcha.execute(CONTACT_ACTION);
}

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
