import { plainAnswers } from "#common/api/fields.ts";
import { licenceCalls } from "#common/api/licences.ts";
import { createRouter } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";
import { clientIp, noStore, rateLimited } from "#worker/requests.ts";
import { activateLicence, resetLicence, validateLicence } from "#worker/services/licences.ts";
import { jsonOnly, validJson, validParams } from "#worker/validation.ts";

/** Every licence call is limited per IP: a key is a secret, and guessing one must stay slow. */
const limited = rateLimited(
  (env) => env.LICENCE_LIMITER,
  (c) => `licence:${clientIp(c)}`,
  "Too many licence requests from this address; try again in a minute",
);
const { reset, activate, validate } = licenceCalls;

/**
 * Call 10 (the /resetlicense page) and the desktop app's activation API. All are rate-limited
 * per IP: a key is a secret, and guessing one must stay slow.
 */
export const licencesRouter = createRouter()
  .get(reset.path, limited, validParams(reset.params), async (c) => {
    const input = c.req.valid("param");
    const outcome = await resetLicence(c.var.db, { email: input.email, key: input.licenceKey, orderId: input.orderId });
    return c.text(outcome === "reset" ? plainAnswers.ok : plainAnswers.ko, 200, noStore);
  })
  .post(activate.path, limited, jsonOnly, validJson(activate.body), async (c) => {
    const { key, deviceId } = c.req.valid("json");
    const outcome = await activateLicence(c.var.db, key, deviceId);
    switch (outcome.status) {
      case "activated":
      case "active":
        return c.json(outcome, 200, noStore);
      case "unknown":
        throw new HttpError(404, "Unknown licence key");
      case "revoked":
        throw new HttpError(403, "This licence key has been revoked");
      case "other_device":
        throw new HttpError(
          409,
          `This licence key is bound to another device; reset it at ${c.env.SITE_URL.replace(/\/+$/, "")}/resetlicense first`,
        );
    }
  })
  .post(validate.path, limited, jsonOnly, validJson(validate.body), async (c) => {
    const { key, deviceId } = c.req.valid("json");
    return c.json(await validateLicence(c.var.db, key, deviceId), 200, noStore);
  });
