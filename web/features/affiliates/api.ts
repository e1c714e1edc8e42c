import {
  type AffiliatePayoutsAnswer,
  type AffiliateSigninAnswer,
  type AffiliateTransaction,
  affiliateCalls,
  affiliateSigninCaptchaAnswer,
  SIGNIN_CAPTCHA_ACTION,
} from "#common/api/affiliates.ts";
import type { CallBody } from "#common/api/call.ts";
import { ApiError, callApi } from "#web/lib/api-client.ts";
import { config } from "#web/lib/config.ts";
import { captchaToken } from "#web/lib/recaptcha.ts";

export type { AffiliatePayoutsAnswer, AffiliateTransaction };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const { signin, signout, transactions, payouts, coupons, resetRequest, resetInfo, resetConfirm } = affiliateCalls;

/** A fresh invisible-captcha token for the sign-in (asked for only past the failure limit). */
export const signinCaptchaToken = (siteKey = config.recaptchaSiteKey) => captchaToken(SIGNIN_CAPTCHA_ACTION, siteKey);

const isCaptchaRequest = (error: unknown) =>
  error instanceof ApiError && affiliateSigninCaptchaAnswer.safeParse(error.body).success;

/**
 * Call 5: throws ApiError (status 401 for wrong credentials). Past too many failures for the
 * address the server asks for the invisible captcha: the same credentials go once more with a
 * token, so a person signs in without noticing.
 */
export async function signInAffiliate(
  EmailAddress: string,
  Password: string,
  currentToken = "",
  getCaptchaToken: () => Promise<string> = signinCaptchaToken,
): Promise<AffiliateSigninAnswer> {
  const send = (body: CallBody<typeof signin>) => callApi(signin, { body, headers: bearer(currentToken) });
  try {
    return await send({ EmailAddress, Password });
  } catch (error) {
    if (!isCaptchaRequest(error)) throw error;
    return send({ EmailAddress, Password, CaptchaToken: await getCaptchaToken() });
  }
}

/** Ends the token's session on the server too, so a copy of it stops working; failures are only logged. */
export async function signOutAffiliate(token: string): Promise<void> {
  try {
    await callApi(signout, { headers: bearer(token) });
  } catch (error) {
    console.warn("affiliates: the server could not be told about the sign-out", error);
  }
}

/** Call 6: the affiliate's rows with Created in [from, to] (Unix seconds). */
export function fetchTransactions(
  token: string,
  fromSeconds: number,
  toSeconds: number,
  options: { signal?: AbortSignal } = {},
): Promise<AffiliateTransaction[]> {
  return callApi(transactions, { params: { from: fromSeconds, to: toSeconds }, ...options, headers: bearer(token) });
}

/** The signed-in affiliate's balances (cents per currency), payout schedule and payouts sent. */
export function fetchPayouts(token: string, options: { signal?: AbortSignal } = {}): Promise<AffiliatePayoutsAnswer> {
  return callApi(payouts, { ...options, headers: bearer(token) });
}

export async function fetchCoupons(token: string, options: { signal?: AbortSignal } = {}): Promise<string[]> {
  return (await callApi(coupons, { ...options, headers: bearer(token) })).coupons;
}

/** Call 7: the answer is ignored; the 'sent' confirmation always shows. */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await callApi(resetRequest, { params: { email } });
  } catch {
    // Deliberately silent: the confirmation never depends on the answer.
  }
}

/** Call 8: 'KO1' no such link, 'KO2' expired, anything else valid. */
export function resetLinkInfo(token: string, options: { signal?: AbortSignal } = {}): Promise<string> {
  return callApi(resetInfo, { params: { token }, ...options });
}

/** Call 9: 'KO3' mismatch, anything else success. */
export function confirmPasswordReset(Token: string, Password: string, PasswordConfirm: string): Promise<string> {
  return callApi(resetConfirm, { body: { Token, Password, PasswordConfirm } });
}
