import { licenceCalls, resetAnswers } from "#common/api/licences.ts";
import { siteAddress } from "#common/site-url.ts";
import { createRouter } from "#worker/app.ts";
import { logEvent } from "#worker/log.ts";
import { brandOf } from "#worker/mail/layout.ts";
import type { LicenceMailSettings } from "#worker/mail/licence.ts";
import { rateLimited } from "#worker/middleware/rate-limit.ts";
import { clientIp, noStore } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import {
  activateLicence,
  requestLicenceResend,
  resetLicence,
  resetPolicyOf,
  validateLicence,
} from "#worker/services/licences.ts";
import { drainOutbox } from "#worker/services/mail.ts";
import { Refusal } from "#worker/services/refusal.ts";

/** Every licence call is limited per IP: a key is a secret, and guessing one must stay slow. */
const limited = rateLimited(
  (env) => env.LICENCE_LIMITER,
  (c) => `licence:${clientIp(c)}`,
  "Too many licence requests from this address; try again in a minute",
);
const { reset, resend, activate, validate } = licenceCalls;

const mailSettingsOf = (env: Env): LicenceMailSettings => brandOf(env);

/**
 * Call 10 (the /resetlicense page), "send me my licence again" (/licence) and the desktop app's
 * activation API. All are rate-limited per IP: a key is a secret, and guessing one must stay slow.
 */
export const licencesRouter = createRouter();

route(licencesRouter, reset, limited, async (c) => {
  const input = c.req.valid("param");
  const outcome = await resetLicence(
    c.var.db,
    { email: input.email, key: input.licenceKey, orderId: input.orderId },
    resetPolicyOf(c.env),
  );
  return outcome instanceof Refusal ? outcome : c.text(resetAnswers.ok, 200, noStore);
});

route(
  licencesRouter,
  resend,
  rateLimited(
    (env) => env.LICENCE_RESEND_LIMITER,
    (c) => `licence-resend:${clientIp(c)}`,
    "Too many requests from this address; try again in a minute",
  ),
  (c) => {
    const { email } = c.req.valid("json");
    // Nothing is read before the answer: known and unknown addresses get the same answer in
    // the same time, and the per-address limit is applied out of sight.
    c.executionCtx.waitUntil(
      requestLicenceResend(c.var.db, email, mailSettingsOf(c.env))
        .then((outcome) => (outcome instanceof Refusal ? undefined : drainOutbox(c.env)))
        .catch((error: unknown) => logEvent("error", { event: "licence.resend_failed", reason: String(error) })),
    );
    return c.json({ status: "accepted" as const }, 202, noStore);
  },
);

route(licencesRouter, activate, limited, async (c) => {
  const { key, deviceId } = c.req.valid("json");
  const outcome = await activateLicence(c.var.db, key, deviceId, {
    ...resetPolicyOf(c.env),
    resetPage: siteAddress(c.env.SITE_URL, "/resetlicense"),
  });
  return outcome instanceof Refusal ? outcome : c.json(outcome, 200, noStore);
});

route(licencesRouter, validate, limited, async (c) => {
  const { key, deviceId } = c.req.valid("json");
  return c.json(await validateLicence(c.var.db, key, deviceId), 200, noStore);
});
