import {
  type AffiliatePayoutsAnswer,
  type AffiliateSigninAnswer,
  type AffiliateTransaction,
  affiliateCalls,
} from "#common/api/affiliates.ts";
import { pathOf } from "#common/api/call.ts";
import { getJson, getText, postJson, postText } from "#web/lib/api-client.ts";

export type { AffiliatePayoutsAnswer, AffiliateTransaction };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const { signin, transactions, payouts, coupons, resetRequest, resetInfo, resetConfirm } = affiliateCalls;

/** Call 5: throws ApiError (status 401 for wrong credentials). */
export function signInAffiliate(
  EmailAddress: string,
  Password: string,
  currentToken = "",
): Promise<AffiliateSigninAnswer> {
  return postJson(signin.path, { EmailAddress, Password }, signin.answer, {
    headers: bearer(currentToken),
  });
}

/** Call 6: the affiliate's rows with Created in [from, to] (Unix seconds). */
export function fetchTransactions(
  token: string,
  fromSeconds: number,
  toSeconds: number,
  options: { signal?: AbortSignal } = {},
): Promise<AffiliateTransaction[]> {
  return getJson(pathOf(transactions, { from: fromSeconds, to: toSeconds }), transactions.answer, {
    ...options,
    headers: bearer(token),
  });
}

/** The signed-in affiliate's balances (cents per currency), payout schedule and payouts sent. */
export function fetchPayouts(token: string, options: { signal?: AbortSignal } = {}): Promise<AffiliatePayoutsAnswer> {
  return getJson(payouts.path, payouts.answer, { ...options, headers: bearer(token) });
}

export async function fetchCoupons(token: string, options: { signal?: AbortSignal } = {}): Promise<string[]> {
  return (await getJson(coupons.path, coupons.answer, { ...options, headers: bearer(token) })).coupons;
}

/** Call 7: the answer is ignored; the 'sent' confirmation always shows. */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await getText(pathOf(resetRequest, { email }));
  } catch {
    // Deliberately silent: the confirmation never depends on the answer.
  }
}

/** Call 8: 'KO1' no such link, 'KO2' expired, anything else valid. */
export function resetLinkInfo(token: string, options: { signal?: AbortSignal } = {}): Promise<string> {
  return getText(pathOf(resetInfo, { token }), options);
}

/** Call 9: 'KO3' mismatch, anything else success. */
export function confirmPasswordReset(Token: string, Password: string, PasswordConfirm: string): Promise<string> {
  return postText(resetConfirm.path, { Token, Password, PasswordConfirm });
}
