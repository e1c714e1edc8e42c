import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";
import { fetchWithBindings } from "#tests/worker/support/worker.ts";
import { outbox, passwordResets } from "#worker/db/schema.ts";
import worker from "#worker/index.ts";
import { brandOf } from "#worker/mail/layout.ts";
import { RESET_MAILS_PER_HOUR, requestPasswordReset, sha256Hex } from "#worker/services/affiliates/affiliates.ts";
import { anIp, db, getTransactions, SITE, signIn } from "./helpers";

const path = "/api/tv/affiliate/resetpassword";
const base = `${SITE}${path}`;

/** A reset request from its own client address; resolves once the Worker's work after the answer is done too. */
const request = (email: string, from = anIp(), database: D1Database = env.DB) =>
  fetchWithBindings({ DB: database }, `${path}/request/${encodeURIComponent(email)}`, {
    headers: { "CF-Connecting-IP": from },
  });
const info = async (token: string) => (await SELF.fetch(`${base}/info/${encodeURIComponent(token)}`)).text();
const confirm = (Token: string, Password: string, PasswordConfirm = Password) =>
  SELF.fetch(`${base}/confirm`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ Token, Password, PasswordConfirm }),
  });

/** The token of the newest reset mail to this address, read from its link. */
async function tokenFromOutbox(email: string): Promise<string> {
  const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.id)).limit(1);
  const match = mail?.bodyText.match(/https:\/\/ticksim\.test\/affiliates\/resetpassword\/([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return match[1];
}

/** Asks a reset for this address and reads the token its mail carries. */
async function mailedToken(email: string): Promise<string> {
  await request(email);
  return tokenFromOutbox(email);
}

/** A link that no longer works: its info and its confirm answer `code`, and the password sent with it does not sign in. */
async function expectRefusedLink(token: string, code: "KO1" | "KO2", email: string, password: string) {
  expect(await info(token)).toBe(code);
  expect(await (await confirm(token, password)).text()).toBe(code);
  expect((await signIn(email, password)).status).toBe(401);
}

describe("password reset", () => {
  it("answers the same for a real and an unknown account, and mails only the real one", async () => {
    const a = await anAffiliate(db);
    const real = await request(a.email);
    const unknown = await request("nobody-at-all@example.com");
    const malformed = await request("not-an-email");
    expect([real.status, unknown.status, malformed.status]).toEqual([200, 200, 200]);
    const bodies = [await real.text(), await unknown.text(), await malformed.text()];
    expect(new Set(bodies).size).toBe(1);
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, "nobody-at-all@example.com"))).toEqual([]);
    const [mail] = await db.select().from(outbox).where(eq(outbox.toAddress, a.email));
    expect(mail).toMatchObject({ kind: "affiliate-password-reset", subject: "Reset your affiliate password" });
  });

  it("stores only a hash of the random token, expiring one hour later", async () => {
    const a = await anAffiliate(db);
    const before = Date.now();
    const token = await mailedToken(a.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await db.select().from(passwordResets).where(eq(passwordResets.affiliateId, a.id));
    expect(row?.tokenHash).toBe(await sha256Hex(token));
    expect(row?.tokenHash).not.toContain(token);
    expect(row?.expiresAt).toBeGreaterThanOrEqual(before + 3_600_000);
    expect(row?.expiresAt).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it("goes from the mailed link to a new password that signs in, and the link works once", async () => {
    const a = await anAffiliate(db);
    const token = await mailedToken(a.email);
    expect(await info(token)).toBe("OK");

    expect(await (await confirm(token, "new-password-1", "new-password-2")).text()).toBe("KO3");
    expect(await info(token)).toBe("OK");
    const before = (await (await signIn(a.email, a.password)).json()) as { token: string };
    expect((await getTransactions(0, 1, before.token)).status).toBe(200);
    expect(await (await confirm(token, "new-password-1")).text()).toBe("OK");
    // A session from before the reset ends with it.
    expect((await getTransactions(0, 1, before.token)).status).toBe(401);

    expect((await signIn(a.email, "new-password-1")).status).toBe(200);
    expect((await signIn(a.email, a.password)).status).toBe(401);

    await expectRefusedLink(token, "KO1", a.email, "another-password");
  });

  it("spends every open link of the account when one is used", async () => {
    const a = await anAffiliate(db);
    const first = await mailedToken(a.email);
    const second = await mailedToken(a.email);
    expect(first).not.toBe(second);
    expect(await (await confirm(second, "brand-new-password")).text()).toBe("OK");
    expect(await info(first)).toBe("KO1");
  });

  it("answers KO1 for an unknown link and KO2 for an expired one", async () => {
    const a = await anAffiliate(db);
    expect(await info("no-such-token")).toBe("KO1");
    const token = "expired-token-for-the-test";
    await db
      .insert(passwordResets)
      .values({ tokenHash: await sha256Hex(token), affiliateId: a.id, expiresAt: Date.now() - 1 });
    await expectRefusedLink(token, "KO2", a.email, "new-password-1");
  });

  it("enforces the 8-character minimum with a 400", async () => {
    const a = await anAffiliate(db);
    const token = await mailedToken(a.email);
    const res = await confirm(token, "short");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Min 8 characters");
    expect(await info(token)).toBe("OK");
  });

  it("answers before reading or writing anything, for a known and an unknown address alike", async () => {
    const a = await anAffiliate(db);
    for (const email of [a.email, "nobody-known@example.com"]) {
      // Every D1 call waits at a gate that opens only after the answer arrived.
      let opened = false;
      let open: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        open = () => {
          opened = true;
          resolve();
        };
      });
      const calls: string[] = [];
      const gated =
        (target: object, name: string) =>
        async (...args: unknown[]) => {
          calls.push(name);
          await gate;
          return (Reflect.get(target, name) as (...a: unknown[]) => unknown).apply(target, args);
        };
      const wrapStatement = (statement: D1PreparedStatement): D1PreparedStatement =>
        ({
          bind: (...values: unknown[]) => wrapStatement(statement.bind(...values)),
          first: gated(statement, "first"),
          all: gated(statement, "all"),
          raw: gated(statement, "raw"),
          run: gated(statement, "run"),
          real: statement,
        }) as unknown as D1PreparedStatement;
      const database = {
        prepare: (sql: string) => wrapStatement(env.DB.prepare(sql)),
        batch: async (statements: (D1PreparedStatement & { real?: D1PreparedStatement })[]) => {
          calls.push("batch");
          await gate;
          return env.DB.batch(statements.map((s) => s.real ?? s));
        },
        getBookmark: () => null,
      };
      const gatedDb = { ...database, withSession: () => database } as unknown as D1Database;

      const ctx = createExecutionContext();
      const answered = worker.fetch(
        new Request(`${base}/request/${encodeURIComponent(email)}`, { headers: { "CF-Connecting-IP": anIp() } }),
        { ...env, DB: gatedDb },
        ctx,
      );
      // A fallback so a regression fails instead of hanging: the gate opens anyway after 5 s.
      const fallback = setTimeout(open, 5000);
      const res = await answered;
      expect(opened, "the answer waited for D1").toBe(false);
      expect(await res.text()).toBe("OK");
      open();
      clearTimeout(fallback);
      await waitOnExecutionContext(ctx);
      expect(calls.length, "the work after the answer reached D1").toBeGreaterThan(0);
    }
    // The work after the answer still happened: the known address got its mail.
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, a.email))).toHaveLength(1);
  });

  it(`sends one address at most ${RESET_MAILS_PER_HOUR} mails an hour, whatever the client addresses asking`, async () => {
    const a = await anAffiliate(db);
    for (let i = 0; i < 6; i++) expect(await (await request(a.email, `192.0.2.${100 + i}`)).text()).toBe("OK");
    const mails = await db.select().from(outbox).where(eq(outbox.toAddress, a.email));
    expect(mails).toHaveLength(RESET_MAILS_PER_HOUR);
    expect(await db.select().from(passwordResets).where(eq(passwordResets.affiliateId, a.id))).toHaveLength(
      RESET_MAILS_PER_HOUR,
    );
    // An hour after the first ones, the address may be sent a link again.
    const later = Date.now() + 60 * 60 * 1000 + 1;
    expect(await requestPasswordReset(db, a.email, brandOf(env), later)).toBe(true);
  });

  it("holds the limit when the requests arrive all at once", async () => {
    const a = await anAffiliate(db);
    await Promise.all(Array.from({ length: 8 }, (_, i) => request(a.email, `192.0.2.${200 + i}`)));
    expect(await db.select().from(outbox).where(eq(outbox.toAddress, a.email))).toHaveLength(RESET_MAILS_PER_HOUR);
  });

  it("keeps only one link live: a new request replaces the open one", async () => {
    const a = await anAffiliate(db);
    const first = await mailedToken(a.email);
    const second = await mailedToken(a.email);
    expect(await info(first)).toBe("KO1");
    expect(await info(second)).toBe("OK");
    const open = await db.select().from(passwordResets).where(eq(passwordResets.affiliateId, a.id));
    expect(open.filter((row) => row.usedAt === null)).toHaveLength(1);
  });

  itWithinOneLimiterWindow("limits reset requests per client address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await SELF.fetch(`${base}/request/someone-${i}@example.com`, {
        headers: { "CF-Connecting-IP": "198.51.100.99" },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
  });
});
