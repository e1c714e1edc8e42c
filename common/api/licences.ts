/** Licences: the /resetlicense form (call 10) and the desktop app's activation calls. */
import { z } from "zod";
import { defineCalls } from "./call.ts";
import { licenceKey, orderId, purchaseEmail } from "./fields.ts";
/** The /resetlicense form: the address is whatever the purchase carried (any top-level domain, a plus sign...). */
export const licenceResetForm = z.object({
  email: purchaseEmail,
  licenceKey: licenceKey,
  orderId,
});
export type LicenceResetFields = z.infer<typeof licenceResetForm>;

/** Call 10: GET /ResetLicenseKey/{email}/{licenceKey}/{orderId}, answered 'OK' or 'KO' in plain text. */
export const licenceResetParams = licenceResetForm;

/** The desktop app's device id: an opaque string the app derives from the machine. */
const deviceId = z
  .string({ error: "deviceId is required" })
  .trim()
  .min(8, "deviceId must have at least 8 characters")
  .max(128, "At most 128 characters");

/** POST /api/licenses/activate and /api/licenses/validate. */
export const licenceDeviceRequest = z.object({ key: licenceKey, deviceId });
export type LicenceDeviceRequest = z.infer<typeof licenceDeviceRequest>;

/** Activation: 'activated' on first use, 'active' when this device already holds the key. */
export const licenceActivateAnswer = z.object({
  status: z.enum(["activated", "active"]),
  orderId: z.string(),
});
export const licenceValidateAnswer = z.object({
  valid: z.boolean(),
  /** Why a key is not valid on this device. */
  reason: z.enum(["unknown", "revoked", "not_activated", "other_device"]).optional(),
});

export const licenceCalls = defineCalls({
  /** Call 10: unbinds a key from its device; 'OK' or 'KO' in plain text. */
  reset: {
    method: "GET",
    path: "/ResetLicenseKey/:email/:licenceKey/:orderId",
    params: licenceResetParams,
    answer: "text",
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
