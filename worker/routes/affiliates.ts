import type { Context } from "hono";
import type { AppEnv } from "../app";
import { createRouter } from "../app";
import {
  type AffiliateSigninAnswer,
  affiliateRangeParams,
  affiliateSigninRequest,
  plainAnswers,
  resetConfirmRequest,
  resetInfoParams,
  resetRequestParams,
} from "../contract";
import { HttpError } from "../errors";
import { clientIp, limit, noStore } from "../requests";
import {
  checkCredentials,
  confirmPasswordReset,
  couponsOf,
  findAffiliateById,
  normaliseEmail,
  passwordVersion,
  requestPasswordReset,
  resetLinkStatus,
  transactionsOf,
} from "../services/affiliates";
import { sendMailSoon } from "../services/mail";
import { bearerToken, signAffiliateToken, verifyAffiliateToken } from "../services/tokens";
import { jsonBody, params } from "../validation";

/** The signed-in, enabled affiliate of the bearer token, or a 401. */
async function requireAffiliate(c: Context<AppEnv>) {
  const claims = await verifyAffiliateToken(c.env.JWT_SECRET, bearerToken(c.req.header("Authorization")));
  const account = claims === null ? undefined : await findAffiliateById(c.var.db, claims.id);
  // A disabled account, or a password changed since the token was issued, ends the session.
  if (!account || account.disabled || claims?.passwordVersion !== (await passwordVersion(account.passwordHash))) {
    throw new HttpError(401, "Sign in again");
  }
  return account;
}

/** The spec's calls 5 to 9 (affiliate portal), plus the coupon codes for referral links. */
export const affiliatesRouter = createRouter()
  .post("/api/tv/affiliate/signin", async (c) => {
    await limit(
      c.env.SIGNIN_IP_LIMITER,
      `signin-ip:${clientIp(c)}`,
      "Too many sign-in attempts; try again in a minute",
    );
    const input = await jsonBody(c, affiliateSigninRequest);
    await limit(
      c.env.SIGNIN_EMAIL_LIMITER,
      `signin-email:${normaliseEmail(input.EmailAddress)}`,
      "Too many sign-in attempts; try again in a minute",
    );
    const account = await checkCredentials(c.var.db, input.EmailAddress, input.Password);
    if (!account) return c.json({ error: "Wrong credentials" }, 401, noStore);
    const answer: AffiliateSigninAnswer = {
      status: 200,
      username: account.username,
      email: account.email,
      token: await signAffiliateToken(c.env.JWT_SECRET, account.id, await passwordVersion(account.passwordHash)),
      commission: account.commissionPercent,
    };
    return c.json(answer, 200, noStore);
  })
  .get("/api/tv/affiliate/transactions/:from/:to", async (c) => {
    const account = await requireAffiliate(c);
    const { from, to } = params(c, affiliateRangeParams);
    return c.json(await transactionsOf(c.var.db, account.id, from, to), 200, noStore);
  })
  .get("/api/tv/affiliate/coupons", async (c) => {
    const account = await requireAffiliate(c);
    return c.json({ coupons: await couponsOf(c.var.db, account.id) }, 200, noStore);
  })
  .get("/api/tv/affiliate/resetpassword/request/:email", async (c) => {
    const { email } = params(c, resetRequestParams);
    await limit(c.env.PASSWORD_RESET_LIMITER, `reset:${clientIp(c)}`, "Too many requests; try again in a minute");
    // The same answer whether or not the account exists: no enumeration.
    await requestPasswordReset(c.var.db, email, c.env.SITE_URL);
    sendMailSoon(c.env, c.executionCtx);
    return c.text(plainAnswers.ok, 200, noStore);
  })
  .get("/api/tv/affiliate/resetpassword/info/:token", async (c) => {
    const { token } = params(c, resetInfoParams);
    return c.text(await resetLinkStatus(c.var.db, token), 200, noStore);
  })
  .post("/api/tv/affiliate/resetpassword/confirm", async (c) => {
    const input = await jsonBody(c, resetConfirmRequest);
    if (input.Password !== input.PasswordConfirm) return c.text(plainAnswers.passwordMismatch, 200, noStore);
    return c.text(await confirmPasswordReset(c.var.db, input.Token, input.Password), 200, noStore);
  });
