import { contactCalls } from "#common/api/contact.ts";
import { plainAnswers } from "#common/api/fields.ts";
import { createRouter } from "#worker/app.ts";
import { brandOf } from "#worker/mail/layout.ts";
import { rateLimited } from "#worker/middleware/rate-limit.ts";
import { clientIp, noStore } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import { verifierFor } from "#worker/services/captcha.ts";
import { receiveContactMessage } from "#worker/services/contact.ts";
import { sendMailSoon } from "#worker/services/mail.ts";
import { Refusal } from "#worker/services/refusal.ts";

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
    const input = c.req.valid("json");
    const received = await receiveContactMessage(
      c.var.db,
      verifierFor(c.env),
      {
        email: input.Name,
        subject: input.Subject,
        content: input.Content,
        captchaToken: input.CaptchaToken,
        ip: c.req.header("CF-Connecting-IP") ?? null,
      },
      brandOf(c.env),
    );
    if (received instanceof Refusal) return received;
    sendMailSoon(c.env, c.executionCtx);
    return c.text(plainAnswers.ok, 200, noStore);
  },
);
