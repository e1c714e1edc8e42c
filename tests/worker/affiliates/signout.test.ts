/**
 * Signing out ends the session on the server: the token names its session (claim `sid`), and a
 * revoked session makes the token, and every copy of it, answer 401.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateSigninAnswer } from "#common/api/affiliates.ts";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { affiliateSessions } from "#worker/db/schema.ts";
import worker from "#worker/index.ts";
import { passwordVersion } from "#worker/services/affiliates/affiliates.ts";
import { signAffiliateToken, TOKEN_TTL_SECONDS } from "#worker/services/affiliates/tokens.ts";
import { db, getTransactions, SITE, signIn, tokenFor } from "./helpers";

const signOut = (token?: string) =>
  SELF.fetch(`${SITE}/api/tv/affiliate/signout`, {
    method: "POST",
    headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
  });

const authorised = (path: string, token: string) =>
  SELF.fetch(`${SITE}${path}`, { headers: { Authorization: `Bearer ${token}` } });

async function signedIn(email: string, password: string): Promise<string> {
  const res = await signIn(email, password);
  return affiliateSigninAnswer.parse(await res.json()).token;
}

describe("POST /api/tv/affiliate/signout", () => {
  it("ends the session on the server: the token and any copy of it answer 401 on every signed-in call", async () => {
    const a = await anAffiliate(db);
    const token = await signedIn(a.email, a.password);
    const copy = `${token}`;
    for (const path of [
      "/api/tv/affiliate/transactions/0/1",
      "/api/tv/affiliate/coupons",
      "/api/tv/affiliate/payouts",
    ]) {
      expect((await authorised(path, token)).status, path).toBe(200);
    }
    const res = await signOut(token);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("OK");
    for (const path of [
      "/api/tv/affiliate/transactions/0/1",
      "/api/tv/affiliate/coupons",
      "/api/tv/affiliate/payouts",
    ]) {
      const after = await authorised(path, copy);
      expect(after.status, path).toBe(401);
      expect(await after.json()).toEqual({ error: "Sign in again" });
    }
  });

  it("ends only that session: the affiliate's other sign-ins keep working", async () => {
    const a = await anAffiliate(db);
    const laptop = await signedIn(a.email, a.password);
    const phone = await signedIn(a.email, a.password);
    await signOut(laptop);
    expect((await getTransactions(0, 1, laptop)).status).toBe(401);
    expect((await getTransactions(0, 1, phone)).status).toBe(200);
  });

  it("answers OK to a second sign-out of the same token, and 401 without a valid token", async () => {
    const a = await anAffiliate(db);
    const token = await signedIn(a.email, a.password);
    expect(await (await signOut(token)).text()).toBe("OK");
    expect(await (await signOut(token)).text()).toBe("OK");
    expect((await signOut()).status).toBe(401);
    expect((await signOut("not.a.token")).status).toBe(401);
  });

  it("refuses a well-signed token whose session the server never issued", async () => {
    const a = await anAffiliate(db);
    const account = await db.query.affiliates.findFirst({ where: (t, { eq: is }) => is(t.id, a.id) });
    const forged = await signAffiliateToken(
      env.JWT_SECRET,
      a.id,
      await passwordVersion(account?.passwordHash ?? ""),
      crypto.randomUUID(),
    );
    expect((await getTransactions(0, 1, forged)).status).toBe(401);
  });

  it("prunes the affiliate's expired sessions at the next sign-in", async () => {
    const a = await anAffiliate(db);
    await tokenFor(a.id, Math.floor(Date.now() / 1000) - TOKEN_TTL_SECONDS - 60);
    const sessions = () => db.select().from(affiliateSessions).where(eq(affiliateSessions.affiliateId, a.id));
    expect((await sessions()).map((row) => row.expiresAt < Date.now())).toEqual([true]);
    await signedIn(a.email, a.password);
    expect((await sessions()).map((row) => row.expiresAt > Date.now())).toEqual([true]);
  });

  it("lets a sign-in made a moment ago through while a read replica has not seen its session yet", async () => {
    const a = await anAffiliate(db);
    const fresh = await signedIn(a.email, a.password);
    const revoked = await signedIn(a.email, a.password);
    await signOut(revoked);
    // Every D1 session (the replicas' reads) lags: it has no session rows at all. The binding
    // itself is the primary.
    const lagging = (session: D1DatabaseSession) =>
      ({
        prepare: (sql: string) =>
          sql.includes("affiliate_sessions")
            ? env.DB.prepare(`${sql.replace(/ limit \?$/i, "")} AND 0`)
            : session.prepare(sql),
        batch: (statements: D1PreparedStatement[]) => session.batch(statements),
        getBookmark: () => session.getBookmark(),
      }) as unknown as D1DatabaseSession;
    const replicated = {
      ...env.DB,
      prepare: (sql: string) => env.DB.prepare(sql),
      batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
      withSession: (start?: string) => lagging(env.DB.withSession(start)),
    } as unknown as D1Database;
    const transactionsWith = async (token: string) => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(
        new Request(`${SITE}/api/tv/affiliate/transactions/0/1`, { headers: { Authorization: `Bearer ${token}` } }),
        { ...env, DB: replicated },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      return res.status;
    };
    expect(await transactionsWith(fresh)).toBe(200);
    expect(await transactionsWith(revoked)).toBe(401);
  });
});
