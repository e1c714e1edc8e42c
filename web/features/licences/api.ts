import {
  type LicenceResendFields,
  type LicenceResetFields,
  licenceCalls,
  licenceResetParams,
  parseResetAnswer,
  type ResetResult,
} from "#common/api/licences.ts";
import { callApi } from "#web/lib/api-client.ts";
import { emailRequestResult } from "#web/lib/email-request.ts";

/**
 * Call 10: GET /ResetLicenseKey/{email}/{key}/{orderId}. 'OK' is the reset, 'KO2 <date>' the
 * key's reset limit; any other answer, an error status or no network is a failure.
 */
export async function resetLicenceKey(form: LicenceResetFields): Promise<ResetResult> {
  try {
    // The contract's schema trims each field: the one normalisation the Worker applies too.
    return parseResetAnswer(await callApi(licenceCalls.reset, { params: licenceResetParams.parse(form) }));
  } catch (error) {
    console.warn("licence reset: the request failed", error);
    return { outcome: "failed" };
  }
}

/** "Send me my licence again": the answer is the same whether or not the address has orders. */
export const requestLicenceResend = (form: LicenceResendFields) =>
  emailRequestResult(callApi(licenceCalls.resend, { body: { email: form.email.trim() } }), "licence resend");
