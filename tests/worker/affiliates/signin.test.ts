import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { affiliateSigninAnswer, affiliateSigninCaptchaAnswer } from "#common/api/affiliates.ts";
import { createRecaptchaVerifyFake, fakeToken, OUTAGE_TOKEN } from "#tests/fakes/recaptcha.ts";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { itWithinOneLimiterWindow } from "#tests/worker/support/limiter.ts";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "#worker/services/affiliates/passwords.ts";
import {
  needsCaptcha,
  SIGNIN_FAILURE_WINDOW_MS,
  SIGNIN_FAILURES_BEFORE_CAPTCHA,
} from "#worker/services/affiliates/signin-failures.ts";
import { verifyAffiliateToken } from "#worker/services/affiliates/tokens.ts";
import { anIp, db, SITE, signIn } from "./helpers";

let verify: ReturnType<typeof createRecaptchaVerifyFake>;
const realFetch = globalThis.fetch;
beforeEach(() => {
  verify = createRecaptchaVerifyFake({ secret: workerTestBindings.RECAPTCHA_SECRET });
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    return new URL(request.url).hostname === "recaptcha.fake.test" ? verify.handler(request) : realFetch(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A sign-in with a captcha token, from its own client address. */
const signInWithCaptcha = (EmailAddress: string, Password: string, CaptchaToken: string) =>
  SELF.fetch(`${SITE}/api/tv/affiliate/signin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": anIp() },
    body: JSON.stringify({ EmailAddress, Password, CaptchaToken }),
  });

const signinToken = (claims: Parameters<typeof fakeToken>[0] = {}) => fakeToken({ action: "signin", ...claims });

/** Fails the limit's worth of sign-ins for the address, each from another client address. */
async function failUpToTheLimit(email: string): Promise<void> {
  for (let i = 0; i < SIGNIN_FAILURES_BEFORE_CAPTCHA; i++) {
    const res = await signIn(email, "wrong-password", anIp());
    expect(await res.json()).toEqual({ error: "Wrong credentials" });
  }
}

describe("password hashes", () => {
  it("use PBKDF2-SHA256 with at most 100,000 iterations and a per-user salt", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    const a = await hashPassword("same password");
    const b = await hashPassword("same password");
    expect(a).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same password", a)).toBe(true);
    expect(await verifyPassword("same passwore", a)).toBe(false);
  });

  it("refuse stored hashes with more iterations than Workers allow, or a malformed format", async () => {
    const good = await hashPassword("pw", 1000);
    expect(await verifyPassword("pw", good.replace("$1000$", "$200000$"))).toBe(false);
    expect(await verifyPassword("pw", "plain-text")).toBe(false);
    await expect(hashPassword("pw", 100_001)).rejects.toThrow();
  });
});

describe("POST /api/tv/affiliate/signin", () => {
  it("answers status, username, email, commission and a token naming the affiliate", async () => {
    const affiliate = await anAffiliate(db, { commission: 25 });
    const res = await signIn(affiliate.email.toUpperCase(), affiliate.password);
    expect(res.status).toBe(200);
    const body = affiliateSigninAnswer.parse(await res.json());
    expect(body).toMatchObject({ status: 200, username: affiliate.username, email: affiliate.email, commission: 25 });
    expect((await verifyAffiliateToken(env.JWT_SECRET, body.token))?.id).toBe(affiliate.id);
    const [, payload] = body.token.split(".");
    const claims = JSON.parse(atob((payload ?? "").replaceAll("-", "+").replaceAll("_", "/")));
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("answers the same 401 for a wrong password and an unknown email", async () => {
    const affiliate = await anAffiliate(db);
    const wrongPassword = await signIn(affiliate.email, "not-the-password");
    const unknownEmail = await signIn("nobody-here@example.com", affiliate.password);
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(await wrongPassword.text()).toBe(await unknownEmail.text());
  });

  it("refuses a disabled account with the same 401", async () => {
    const affiliate = await anAffiliate(db, { disabled: true });
    const res = await signIn(affiliate.email, affiliate.password);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: "Wrong credentials" });
  });

  it("answers 400 for a malformed email or a missing password, never 500", async () => {
    expect((await signIn("not an email", "x")).status).toBe(400);
    expect((await signIn("a@example.com", "")).status).toBe(400);
  });

  it("answers a normal sign-in with exactly the spec's fields", async () => {
    const affiliate = await anAffiliate(db);
    const body = (await (await signIn(affiliate.email, affiliate.password)).json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(["commission", "email", "status", "token", "username"]);
  });

  it("past the failure limit for an address, asks the captcha instead of locking the partner out", async () => {
    const affiliate = await anAffiliate(db);
    await failUpToTheLimit(affiliate.email);

    // A script (no captcha) is refused even with the right password, from any client address.
    const script = await signIn(affiliate.email, affiliate.password, anIp());
    expect(script.status).toBe(401);
    expect(affiliateSigninCaptchaAnswer.parse(await script.json())).toEqual({
      error: "Captcha required",
      captchaRequired: true,
    });
    // Tokens that do not pass: a low score, another action, another site.
    for (const token of [
      signinToken({ score: 0.1 }),
      fakeToken({ action: "contact" }),
      signinToken({ hostname: "evil.test" }),
    ]) {
      const res = await signInWithCaptcha(affiliate.email, affiliate.password, token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: "Captcha required", captchaRequired: true });
    }
    // The partner, whose browser passes the invisible captcha, gets in with the usual answer.
    const person = await signInWithCaptcha(affiliate.email, affiliate.password, signinToken());
    expect(person.status).toBe(200);
    expect(affiliateSigninAnswer.parse(await person.json())).toMatchObject({ status: 200, email: affiliate.email });
    // A passing captcha with a wrong password is still a wrong password.
    const wrong = await signInWithCaptcha(affiliate.email, "wrong-password", signinToken());
    expect(await wrong.json()).toEqual({ error: "Wrong credentials" });
  });

  it("counts failures only: any number of good sign-ins never brings the captcha", async () => {
    const affiliate = await anAffiliate(db);
    for (let i = 0; i < SIGNIN_FAILURES_BEFORE_CAPTCHA * 2; i++) {
      expect((await signIn(affiliate.email, affiliate.password, anIp())).status).toBe(200);
    }
    expect(verify.calls).toEqual([]);
  });

  it("counts unknown addresses alike, so the captcha tells nothing about which accounts exist", async () => {
    await failUpToTheLimit("no-such-partner@example.com");
    expect(await (await signIn("no-such-partner@example.com", "anything", anIp())).json()).toEqual({
      error: "Captcha required",
      captchaRequired: true,
    });
  });

  it("forgets failures after the window", async () => {
    const affiliate = await anAffiliate(db);
    await failUpToTheLimit(affiliate.email);
    expect(await needsCaptcha(db, affiliate.email)).toBe(true);
    expect(await needsCaptcha(db, affiliate.email, Date.now() + SIGNIN_FAILURE_WINDOW_MS + 1)).toBe(false);
  });

  it("answers 503 when the captcha service is down past the limit, never letting the attempt through unchecked", async () => {
    const affiliate = await anAffiliate(db);
    await failUpToTheLimit(affiliate.email);
    const res = await signInWithCaptcha(affiliate.email, affiliate.password, OUTAGE_TOKEN);
    expect(res.status).toBe(503);
  });

  itWithinOneLimiterWindow("limits attempts per client address, whatever the email", async () => {
    const ip = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(`someone-${i}@example.com`, "wrong", ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
