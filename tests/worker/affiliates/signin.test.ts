import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { affiliateSigninAnswer } from "#common/api/affiliates.ts";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import { hashPassword, PBKDF2_ITERATIONS, verifyPassword } from "#worker/services/passwords.ts";
import { verifyAffiliateToken } from "#worker/services/tokens.ts";
import { anIp, db, signIn } from "./helpers";

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

  it("limits attempts per email, whatever the address they come from", async () => {
    const affiliate = await anAffiliate(db);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await signIn(affiliate.email, "wrong-password", anIp())).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    // Even the right password is refused while the limit holds.
    expect((await signIn(affiliate.email, affiliate.password, anIp())).status).toBe(429);
  });

  it("limits attempts per client address, whatever the email", async () => {
    const ip = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(`someone-${i}@example.com`, "wrong", ip)).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
