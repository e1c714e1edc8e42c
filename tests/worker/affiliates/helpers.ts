import { env, SELF } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { createDb } from "#worker/db/client.ts";
import { affiliates } from "#worker/db/schema.ts";
import { startAffiliateSession } from "#worker/services/affiliates/sessions.ts";

export const db = createDb(env.DB);
export const SITE = "https://ticksim.test";

let ip = 0;
/** A fresh client address per call site, so rate limits of one test never touch another. */
export const anIp = () => `203.0.113.${++ip % 250}`;

export function signIn(EmailAddress: string, Password: string, from = anIp()) {
  return SELF.fetch(`${SITE}/api/tv/affiliate/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": from },
    body: JSON.stringify({ EmailAddress, Password }),
  });
}

export function getTransactions(from: string | number, to: string | number, token?: string) {
  return SELF.fetch(`${SITE}/api/tv/affiliate/transactions/${from}/${to}`, {
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });
}

/** A token for the affiliate as sign-in would issue it, session included (optionally at another time or with another secret). */
export async function tokenFor(affiliateId: number, nowSeconds?: number, secret: string = env.JWT_SECRET) {
  const account = await db.query.affiliates.findFirst({ where: eq(affiliates.id, affiliateId) });
  if (!account) throw new Error(`no affiliate ${affiliateId}`);
  return startAffiliateSession(db, secret, account, nowSeconds);
}
