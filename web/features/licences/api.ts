import { pathOf } from "#common/api/call.ts";
import {
  type LicenceResendFields,
  type LicenceResetFields,
  licenceCalls,
  parseResetAnswer,
  type ResetResult,
} from "#common/api/licences.ts";
import { ApiError, getText, postJson } from "#web/lib/api-client.ts";

/**
 * Call 10: GET /ResetLicenseKey/{email}/{key}/{orderId}. 'OK' is the reset, 'KO2 <date>' the
 * key's reset limit; any other answer, an error status or no network is a failure.
 */
export async function resetLicenceKey(form: LicenceResetFields): Promise<ResetResult> {
  const path = pathOf(licenceCalls.reset, {
    email: form.email.trim(),
    licenceKey: form.licenceKey.trim(),
    orderId: form.orderId.trim(),
  });
  try {
    return parseResetAnswer(await getText(path));
  } catch (error) {
    console.warn("licence reset: the request failed", error);
    return { outcome: "failed" };
  }
}

export type ResendResult = "accepted" | "too-many" | "failed";

/** "Send me my licence again": the answer is the same whether or not the address has orders. */
export async function requestLicenceResend(form: LicenceResendFields): Promise<ResendResult> {
  try {
    await postJson(licenceCalls.resend.path, { email: form.email.trim() }, licenceCalls.resend.answer);
    return "accepted";
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return "too-many";
    console.warn("licence resend: the request failed", error);
    return "failed";
  }
}
