import { plainAnswers } from "#common/api/fields.ts";
import { licenceDeviceRequest, licenceResetParams } from "#common/api/licences.ts";
import { createRouter } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";
import { clientIp, limit, noStore } from "#worker/requests.ts";
import { activateLicence, resetLicence, validateLicence } from "#worker/services/licences.ts";
import { jsonBody, params } from "#worker/validation.ts";

const tooMany = "Too many licence requests from this address; try again in a minute";

/**
 * Call 10 (the /resetlicense page) and the desktop app's activation API. All are rate-limited
 * per IP: a key is a secret, and guessing one must stay slow.
 */
export const licencesRouter = createRouter()
  .get("/ResetLicenseKey/:email/:licenseKey/:orderId", async (c) => {
    await limit(c.env.LICENCE_LIMITER, `licence:${clientIp(c)}`, tooMany);
    const input = params(c, licenceResetParams);
    const outcome = await resetLicence(c.var.db, { email: input.email, key: input.licenseKey, orderId: input.orderId });
    return c.text(outcome === "reset" ? plainAnswers.ok : plainAnswers.ko, 200, noStore);
  })
  .post("/api/licenses/activate", async (c) => {
    await limit(c.env.LICENCE_LIMITER, `licence:${clientIp(c)}`, tooMany);
    const { key, deviceId } = await jsonBody(c, licenceDeviceRequest);
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
  .post("/api/licenses/validate", async (c) => {
    await limit(c.env.LICENCE_LIMITER, `licence:${clientIp(c)}`, tooMany);
    const { key, deviceId } = await jsonBody(c, licenceDeviceRequest);
    return c.json(await validateLicence(c.var.db, key, deviceId), 200, noStore);
  });
