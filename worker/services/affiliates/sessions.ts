/**
 * Affiliate sessions on the server. Each sign-in stores a session row and signs a token naming it
 * (claim `sid`); a token is good only while its row is live (not revoked, not expired), so signing
 * out revokes it on the server and a copied token stops working with it.
 */
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { createDb, type Db } from "#worker/db/client.ts";
import { affiliateSessions } from "#worker/db/schema.ts";
import { passwordVersion } from "./affiliates";
import { type AffiliateClaims, signAffiliateToken, TOKEN_TTL_SECONDS } from "./tokens";

/**
 * Starts a session for the account and signs its token. The account's expired sessions are
 * pruned in the same batch, so the table holds about one row per live sign-in.
 */
export async function startAffiliateSession(
  db: Db,
  secret: string,
  account: { readonly id: number; readonly passwordHash: string },
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  const sessionId = crypto.randomUUID();
  const token = await signAffiliateToken(
    secret,
    account.id,
    await passwordVersion(account.passwordHash),
    sessionId,
    nowSeconds,
  );
  const s = affiliateSessions;
  await db.batch([
    db.delete(s).where(and(eq(s.affiliateId, account.id), lte(s.expiresAt, nowSeconds * 1000))),
    db.insert(s).values({ id: sessionId, affiliateId: account.id, expiresAt: (nowSeconds + TOKEN_TTL_SECONDS) * 1000 }),
  ]);
  return token;
}

/** The token's session while it is live (one row), for the batch that reads the account. */
export function liveSessionQuery(db: Db, claims: AffiliateClaims, now = Date.now()) {
  const s = affiliateSessions;
  return db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.id, claims.sessionId), eq(s.affiliateId, claims.id), isNull(s.revokedAt), gt(s.expiresAt, now)));
}

/**
 * Whether the token's session is live on the primary database. The binding itself, outside any
 * D1 session, reads the primary: a replica may lag behind a sign-in made a moment ago.
 */
export async function isLiveOnPrimary(
  primary: D1Database,
  claims: AffiliateClaims,
  now = Date.now(),
): Promise<boolean> {
  return (await liveSessionQuery(createDb(primary), claims, now)).length > 0;
}

/** Signs the token's session out on the server (a second sign-out changes nothing). */
export async function endAffiliateSession(db: Db, claims: AffiliateClaims, now = Date.now()): Promise<void> {
  const s = affiliateSessions;
  await db
    .update(s)
    .set({ revokedAt: now })
    .where(and(eq(s.id, claims.sessionId), eq(s.affiliateId, claims.id), isNull(s.revokedAt)));
}
