/** The partner portal's bearer token, checked before a call's parameters. */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";
import { bearerToken, verifyAffiliateToken } from "#worker/services/affiliates/tokens.ts";

/** The one answer a signed-out partner gets, whatever the call. */
export const signInAgain = () => new HttpError(401, "Sign in again");

/** The token's claims; `signedToken` set them before any handler that asks. */
export function claimsOf(c: Context<AppEnv>) {
  const claims = c.get("affiliate");
  if (!claims) throw signInAgain();
  return claims;
}

/**
 * The bearer token's signature and expiry, checked before the call's parameters: a signed-out
 * caller learns nothing but "sign in again". The session itself is checked with the read
 * (worker/routes/affiliates.ts).
 */
export const signedToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const claims = await verifyAffiliateToken(c.env.JWT_SECRET, bearerToken(c.req.header("Authorization")));
  if (claims === null) throw signInAgain();
  c.set("affiliate", claims);
  await next();
};
