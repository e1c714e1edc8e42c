import {
  type AffiliateSigninAnswer,
  type AffiliateTransaction,
  affiliateCouponsAnswer,
  affiliateSigninAnswer,
  affiliateTransactionsAnswer,
} from "#common/api/affiliates.ts";
import { getJson, getText, postJson, postText } from "#web/lib/api-client.ts";

export type { AffiliateTransaction };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Call 5: throws ApiError (status 401 for wrong credentials). */
export function signInAffiliate(
  EmailAddress: string,
  Password: string,
  currentToken = "",
): Promise<AffiliateSigninAnswer> {
  return postJson("/api/tv/affiliate/signin", { EmailAddress, Password }, affiliateSigninAnswer, {
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
  return getJson(`/api/tv/affiliate/transactions/${fromSeconds}/${toSeconds}`, affiliateTransactionsAnswer, {
    ...options,
    headers: bearer(token),
  });
}

export async function fetchCoupons(token: string, options: { signal?: AbortSignal } = {}): Promise<string[]> {
  return (await getJson("/api/tv/affiliate/coupons", affiliateCouponsAnswer, { ...options, headers: bearer(token) }))
    .coupons;
}

/** Call 7: the answer is ignored; the 'sent' confirmation always shows. */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    await getText(`/api/tv/affiliate/resetpassword/request/${encodeURIComponent(email)}`);
  } catch {
    // Deliberately silent: the confirmation never depends on the answer.
  }
}

/** Call 8: 'KO1' no such link, 'KO2' expired, anything else valid. */
export function resetLinkInfo(token: string, options: { signal?: AbortSignal } = {}): Promise<string> {
  return getText(`/api/tv/affiliate/resetpassword/info/${encodeURIComponent(token)}`, options);
}

/** Call 9: 'KO3' mismatch, anything else success. */
export function confirmPasswordReset(Token: string, Password: string, PasswordConfirm: string): Promise<string> {
  return postText("/api/tv/affiliate/resetpassword/confirm", { Token, Password, PasswordConfirm });
}
