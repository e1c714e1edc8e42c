import { type ContactAnswer, contactCalls } from "#common/api/contact.ts";
import { createRouter } from "#worker/app.ts";
import { logEvent } from "#worker/log.ts";
import { brandOf } from "#worker/mail/layout.ts";
import { clientIp, noStore, rateLimited } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import { verifierFor } from "#worker/services/captcha.ts";
import { saveContactMessage } from "#worker/services/contact.ts";
import { sendMailSoon } from "#worker/services/mail.ts";

/**
 * The spec's call 4: POST /api/tv/contact {Name, Subject, Content, CaptchaToken}, answered in
 * plain text: 'OK' (stored, support notified), 'KO1' (captcha rejection), 'KO' (any other failure).
 */
const { send } = contactCalls;

export const contactRouter = createRouter();

route(
  contactRouter,
  send,
  rateLimited(
    (env) => env.CONTACT_LIMITER,
    (c) => `contact:${clientIp(c)}`,
    "Too many messages from this address; try again in a minute",
  ),
  async (c) => {
    const ip = c.req.header("CF-Connecting-IP") ?? null;
    const input = c.req.valid("json");
    const answer = (text: ContactAnswer) => c.text(text, 200, noStore);

    const outcome = await verifierFor(c.env).verify(input.CaptchaToken, ip);
    if (outcome.verdict === "reject") {
      logEvent("info", { event: "contact.captcha_rejected", reason: outcome.reason });
      return answer("KO1");
    }
    if (outcome.verdict === "unavailable") {
      logEvent("error", { event: "contact.captcha_unavailable", reason: outcome.reason });
      return answer("KO");
    }

    await saveContactMessage(
      c.var.db,
      {
        email: input.Name,
        subject: input.Subject,
        content: input.Content,
        captchaScore: outcome.score,
        ip,
      },
      brandOf(c.env),
    );
    sendMailSoon(c.env, c.executionCtx);
    return answer("OK");
  },
);
