/**
 * The partner's sign-in (the spec's call 5): credentials, and past the failure limit for the
 * address a passing captcha too (./signin-failures). The answer carries a new session's token.
 */
import type { AffiliateSigninAnswer } from "#common/api/affiliates.ts";
import type { Db } from "#worker/db/client.ts";
import { logEvent } from "#worker/log.ts";
import type { CaptchaVerifier } from "#worker/services/captcha.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { checkCredentials } from "./affiliates";
import { startAffiliateSession } from "./sessions";
import { needsCaptcha, recordSigninFailure } from "./signin-failures";

export interface SigninAttempt {
  readonly email: string;
  readonly password: string;
  /** The invisible captcha's token, once the form was asked for one. */
  readonly captchaToken: string | undefined;
  readonly ip: string | null;
}

/** The form runs the invisible captcha on this refusal and sends the same credentials with its token. */
const captchaRequired = new Refusal("unauthenticated", "Captcha required", { fields: { captchaRequired: true } });

/**
 * Whether the captcha lets the attempt go on: nothing when it passes, otherwise the refusal (a
 * missing or rejected token asks for the captcha; a captcha that cannot be checked stops sign-in
 * for the moment rather than letting scripts through).
 */
async function captchaRefusal(verifier: CaptchaVerifier, attempt: SigninAttempt): Promise<Refusal | null> {
  if (!attempt.captchaToken) return captchaRequired;
  const outcome = await verifier.verify(attempt.captchaToken, attempt.ip);
  if (!(outcome instanceof Refusal)) return null;
  logEvent("info", {
    event: "affiliate.signin_captcha",
    verdict: outcome.kind === "invalid" ? "reject" : outcome.kind,
    reason: outcome.message,
  });
  return outcome.kind === "unavailable"
    ? new Refusal("unavailable", "Sign-in is unavailable for a moment; try again later")
    : captchaRequired;
}

/**
 * Signs the partner in, or refuses: past the failure limit without a passing captcha, or with
 * wrong credentials (a failure counted against the address, known or not).
 */
export async function signIn(
  db: Db,
  jwtSecret: string,
  verifier: CaptchaVerifier,
  attempt: SigninAttempt,
): Promise<AffiliateSigninAnswer | Refusal> {
  if (await needsCaptcha(db, attempt.email)) {
    const refused = await captchaRefusal(verifier, attempt);
    if (refused) return refused;
  }
  const account = await checkCredentials(db, attempt.email, attempt.password);
  if (!account) {
    await recordSigninFailure(db, attempt.email);
    return new Refusal("unauthenticated", "Wrong credentials");
  }
  return {
    status: 200,
    username: account.username,
    email: account.email,
    token: await startAffiliateSession(db, jwtSecret, account),
    commission: account.commissionPercent,
  };
}
