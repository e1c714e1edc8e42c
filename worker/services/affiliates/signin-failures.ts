/**
 * Failed sign-ins per e-mail address. Past the limit the sign-in asks for the invisible captcha
 * instead of refusing outright: only failures count, so no one can lock a partner out, and a
 * person with the right password still gets in while a script does not. Unknown addresses are
 * counted alike, so the captcha says nothing about which accounts exist.
 */
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";
import { signinFailures } from "#worker/db/schema.ts";
import { normaliseEmail, sha256Hex } from "./affiliates";

/** Failures an address may have in the window before sign-in asks for the captcha. */
export const SIGNIN_FAILURES_BEFORE_CAPTCHA = 5;
/** How long a failure counts. */
export const SIGNIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const keyOf = (email: string) => sha256Hex(normaliseEmail(email));

/** Whether the address had SIGNIN_FAILURES_BEFORE_CAPTCHA failures or more in the window. */
export async function needsCaptcha(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const f = signinFailures;
  const [row] = await db
    .select({ failures: sql<number>`count(*)` })
    .from(f)
    .where(and(eq(f.emailHash, await keyOf(email)), gt(f.createdAt, now - SIGNIN_FAILURE_WINDOW_MS)));
  return (row?.failures ?? 0) >= SIGNIN_FAILURES_BEFORE_CAPTCHA;
}

/** Counts one failure for the address; failures past the window (any address's) are pruned. */
export async function recordSigninFailure(db: Db, email: string, now = Date.now()): Promise<void> {
  const f = signinFailures;
  await db.batch([
    db.delete(f).where(lte(f.createdAt, now - SIGNIN_FAILURE_WINDOW_MS)),
    db.insert(f).values({ emailHash: await keyOf(email), createdAt: now }),
  ]);
}
