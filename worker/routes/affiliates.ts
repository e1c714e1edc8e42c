import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Context } from "hono";
import { affiliateCalls, SIGNIN_CAPTCHA_ACTION } from "#common/api/affiliates.ts";
import { plainAnswers } from "#common/api/fields.ts";
import type { AppEnv } from "#worker/app.ts";
import { createRouter } from "#worker/app.ts";
import { jsonArrayStream } from "#worker/json-pages.ts";
import { logEvent } from "#worker/log.ts";
import { brandOf } from "#worker/mail/layout.ts";
import { claimsOf, signedToken, signInAgain } from "#worker/middleware/affiliate-token.ts";
import { limit, rateLimited } from "#worker/middleware/rate-limit.ts";
import { clientIp, noStore } from "#worker/requests.ts";
import { type CallReply, route } from "#worker/route.ts";
import {
  confirmPasswordReset,
  couponsQuery,
  findAffiliateById,
  passwordVersion,
  requestPasswordReset,
  resetLinkStatus,
  TRANSACTIONS_PAGE_ROWS,
  transactionsJsonPage,
} from "#worker/services/affiliates/affiliates.ts";
import { endAffiliateSession, isLiveOnPrimary, liveSessionQuery } from "#worker/services/affiliates/sessions.ts";
import { signIn } from "#worker/services/affiliates/signin.ts";
import { verifierFor } from "#worker/services/captcha.ts";
import { drainOutbox } from "#worker/services/mail.ts";
import { partnerPayoutsAnswer, partnerPayoutsQuery, payoutRules } from "#worker/services/payouts/payouts.ts";
import { Refusal } from "#worker/services/refusal.ts";

/**
 * What `read` loads for the signed-in, enabled affiliate of the bearer token, or a 401. The
 * account, the token's session and `read` go to D1 in one batch (one round trip); `read`'s rows
 * are only returned once the account and the session passed.
 */
async function forSignedInAffiliate<Q extends BatchItem<"sqlite">>(
  c: Context<AppEnv>,
  read: (affiliateId: number) => Q,
): Promise<BatchResponse<[Q]>[0]> {
  const claims = claimsOf(c);
  const [account, session, rows] = await c.var.db.batch([
    findAffiliateById(c.var.db, claims.id),
    liveSessionQuery(c.var.db, claims),
    read(claims.id),
  ]);
  // Signed out (the session revoked), a disabled account, or a password changed since the token
  // was issued: the session is over. A read replica may not have a sign-in made a moment ago
  // yet, so a missing session is looked up on the primary before the answer is 401.
  const over =
    !account ||
    account.disabled ||
    claims.passwordVersion !== (await passwordVersion(account.passwordHash)) ||
    (session.length === 0 && !(await isLiveOnPrimary(c.env.DB, claims)));
  if (over) throw signInAgain();
  return rows;
}

const tooManySignIns = "Too many sign-in attempts; try again in a minute";
const { signin, signout, transactions, payouts, coupons, resetRequest, resetInfo, resetConfirm } = affiliateCalls;

/** The spec's calls 5 to 9 (affiliate portal), plus the coupon codes for referral links. */
export const affiliatesRouter = createRouter();

route(
  affiliatesRouter,
  signin,
  rateLimited(
    (env) => env.SIGNIN_IP_LIMITER,
    (c) => `signin-ip:${clientIp(c)}`,
    tooManySignIns,
  ),
  async (c) => {
    const input = c.req.valid("json");
    const answer = await signIn(c.var.db, c.env.JWT_SECRET, verifierFor(c.env, undefined, SIGNIN_CAPTCHA_ACTION), {
      email: input.EmailAddress,
      password: input.Password,
      captchaToken: input.CaptchaToken,
      ip: c.req.header("CF-Connecting-IP") ?? null,
    });
    return answer instanceof Refusal ? answer : c.json(answer, 200, noStore);
  },
);

route(affiliatesRouter, signout, signedToken, async (c) => {
  await endAffiliateSession(c.var.db, claimsOf(c));
  return c.text(plainAnswers.ok, 200, noStore);
});

route(affiliatesRouter, transactions, signedToken, async (c) => {
  let range: Parameters<typeof transactionsJsonPage>[1] | undefined;
  const rows = await forSignedInAffiliate(c, (affiliateId) => {
    const { from, to } = c.req.valid("param");
    range = { affiliateId, fromSeconds: from, toSeconds: to };
    return transactionsJsonPage(c.var.db, range);
  });
  if (!range) throw new Error("the range is read with the account");
  const pageOf = (found: typeof rows) => ({ rows: found, full: found.length === TRANSACTIONS_PAGE_ROWS });
  const readAfter = range;
  // Each row is already one element's JSON text; pages of them stream out as one array.
  const body = jsonArrayStream(pageOf(rows), async (last) =>
    pageOf(await transactionsJsonPage(c.var.db, readAfter, last)),
  );
  // The rows leave as the JSON text D1 built for them (the answer's shape, streamed).
  return c.body(body, 200, { ...noStore, "Content-Type": "application/json" }) as unknown as CallReply<
    typeof transactions
  >;
});

route(affiliatesRouter, payouts, signedToken, async (c) => {
  const now = Date.now();
  const [row] = await forSignedInAffiliate(c, (id) => partnerPayoutsQuery(c.var.db, id, now));
  if (!row) throw new Error("the payouts query answered no row");
  return c.json(partnerPayoutsAnswer(row.json, payoutRules(c.env), now), 200, noStore);
});

route(affiliatesRouter, coupons, signedToken, async (c) => {
  const rows = await forSignedInAffiliate(c, (id) => couponsQuery(c.var.db, id));
  return c.json({ coupons: rows.map((r) => r.code) }, 200, noStore);
});

route(affiliatesRouter, resetRequest, async (c) => {
  const { email } = c.req.valid("param");
  await limit(c.env.PASSWORD_RESET_LIMITER, `reset:${clientIp(c)}`, "Too many requests; try again in a minute");
  // Nothing is read or written before the answer: a known and an unknown address get the same
  // answer in the same time (no enumeration); the per-address limit, the link and the mail follow it.
  c.executionCtx.waitUntil(
    requestPasswordReset(c.var.db, email, brandOf(c.env))
      .then((queued) => (queued ? drainOutbox(c.env) : undefined))
      .catch((error: unknown) => logEvent("error", { event: "affiliate.reset_request_failed", error: String(error) })),
  );
  return c.text(plainAnswers.ok, 200, noStore);
});

route(affiliatesRouter, resetInfo, async (c) => {
  const { token } = c.req.valid("param");
  return c.text(await resetLinkStatus(c.var.db, token), 200, noStore);
});

route(affiliatesRouter, resetConfirm, async (c) => {
  const input = c.req.valid("json");
  if (input.Password !== input.PasswordConfirm) return c.text(plainAnswers.passwordMismatch, 200, noStore);
  return c.text(await confirmPasswordReset(c.var.db, input.Token, input.Password), 200, noStore);
});
