import { pathOf } from "#common/api/call.ts";
import { plainAnswers } from "#common/api/fields.ts";
import { type LicenceResetFields, licenceCalls } from "#common/api/licences.ts";
import { getText } from "#web/lib/api-client.ts";

/**
 * Call 10: GET /ResetLicenseKey/{email}/{key}/{orderId}. True only for the answer 'OK'; any
 * other answer, an error status or no network is a failure.
 */
export async function resetLicenceKey(form: LicenceResetFields): Promise<boolean> {
  const path = pathOf(licenceCalls.reset, {
    email: form.email.trim(),
    licenceKey: form.licenceKey.trim(),
    orderId: form.orderId.trim(),
  });
  try {
    return (await getText(path)).trim() === plainAnswers.ok;
  } catch (error) {
    console.warn("licence reset: the request failed", error);
    return false;
  }
}
