import { SELF } from "cloudflare:test";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { allCalls } from "#common/api/calls.ts";
import type { HttpError } from "#worker/errors.ts";
import { DEVELOPMENT_OPERATOR, operatorFor, parseOperatorList } from "#worker/services/admin/access.ts";
import { accessFake, adminGet, OPERATOR, operatorHeaders, SITE } from "./access";

const me = "/api/admin/me";
const status = async (headers: Record<string, string>) => (await SELF.fetch(`${SITE}${me}`, { headers })).status;

describe("GET /api/admin/me (Cloudflare Access)", () => {
  it("answers the operator named by a valid Access token, never cached", async () => {
    const res = await adminGet(me);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: OPERATOR, development: false });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("compares the allow-list without regard to case", async () => {
    const res = await adminGet(me, { email: "SUPPORT@ticksim.test" });
    expect(await res.json()).toEqual({ email: "support@ticksim.test", development: false });
  });

  it("answers 401 without the Cf-Access-Jwt-Assertion header", async () => {
    const res = await SELF.fetch(`${SITE}${me}`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: string }).error).toContain("Cloudflare Access");
  });

  it.each([
    ["a wrong audience", { audience: "another-application" }],
    ["a wrong issuer", { issuer: "https://other-team.cloudflareaccess.com" }],
    ["an expired token", { expiresIn: -30 }],
    ["a key id the team does not publish", { unknownKey: true }],
  ])("answers 401 for %s", async (_, options) => {
    expect(await status(await operatorHeaders(options))).toBe(401);
  });

  it("answers 401 for a token that is not RS256 (HS256 with a guessable secret, alg none, garbage)", async () => {
    const hs = await new SignJWT({ email: OPERATOR })
      .setProtectedHeader({ alg: "HS256", kid: "fake-access-key-1" })
      .setAudience("test-access-aud")
      .setIssuer("https://access.fake.test")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("secret"));
    const [, body] = (await accessFake.token({ email: OPERATOR })).split(".");
    const none = `${btoa(JSON.stringify({ alg: "none", typ: "JWT" })).replace(/=+$/, "")}.${body}.`;
    for (const token of [hs, none, "not-a-token", ""]) {
      expect(await status({ "Cf-Access-Jwt-Assertion": token })).toBe(401);
    }
  });

  it("answers 401 for a token whose signature does not match its claims", async () => {
    const [head, , signature] = (await accessFake.token({ email: OPERATOR })).split(".");
    const [, forged] = (await accessFake.token({ email: "intruder@example.com" })).split(".");
    expect(await status({ "Cf-Access-Jwt-Assertion": `${head}.${forged}.${signature}` })).toBe(401);
  });

  it("answers 403 for a valid token of an e-mail not on ADMIN_EMAILS, or of no e-mail", async () => {
    expect(await status(await operatorHeaders({ email: "customer@example.com" }))).toBe(403);
    expect(await status(await operatorHeaders({ email: undefined }))).toBe(403);
  });

  it("fetches the team's keys once and reuses them", async () => {
    await adminGet(me);
    const before = accessFake.certsRequests;
    for (let i = 0; i < 3; i++) expect((await adminGet(me)).status).toBe(200);
    expect(accessFake.certsRequests).toBe(before);
  });
});

describe("every /api/admin/ call", () => {
  const adminCalls = allCalls.filter((call) => call.path.startsWith("/api/admin/"));
  const sample = (path: string) =>
    path
      .replace(":orderId", "123456789012")
      .replace(":key", "0b6f3c52-9d1e-4c1a-8f6a-3d2b1c0a9e8f")
      .replace(/:\w+/g, "1");

  it("covers the whole admin contract", () => {
    expect(adminCalls.length).toBeGreaterThan(20);
  });

  it.each(adminCalls.map((call) => [`${call.method} ${call.path}`, call] as const))(
    "refuses %s without an Access token (401), before reading anything",
    async (_, call) => {
      const res = await SELF.fetch(`${SITE}${sample(call.path)}`, {
        method: call.method,
        ...(call.method === "POST" ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}),
      });
      expect(res.status).toBe(401);
    },
  );

  it("answers an unknown admin path with 401 to strangers and a JSON 404 to operators", async () => {
    expect((await SELF.fetch(`${SITE}/api/admin/nope`)).status).toBe(401);
    const res = await adminGet("/api/admin/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: "Not found" });
  });
});

describe("operatorFor (configuration rules)", () => {
  const configured = {
    ACCESS_TEAM_DOMAIN: "access.fake.test",
    ACCESS_AUD: "test-access-aud",
    ADMIN_EMAILS: OPERATOR,
  };
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => undefined,
      (error: HttpError) => [error.status, error.message],
    );

  it("is closed (503) in production while any of the three variables is missing", async () => {
    for (const missing of ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "ADMIN_EMAILS"]) {
      const env = { ENVIRONMENT: "production", ...configured, [missing]: "" };
      const token = await accessFake.token({ email: OPERATOR });
      expect(await refusal(operatorFor(env, token))).toEqual([
        503,
        "The operator console is not configured (ACCESS_TEAM_DOMAIN, ACCESS_AUD, ADMIN_EMAILS)",
      ]);
    }
  });

  it("gives ENVIRONMENT=development the labelled development identity, and no other environment", async () => {
    expect(await operatorFor({ ENVIRONMENT: "development" }, undefined)).toEqual(DEVELOPMENT_OPERATOR);
    expect(DEVELOPMENT_OPERATOR.development).toBe(true);
    for (const ENVIRONMENT of ["production", "test", "staging", ""]) {
      expect((await refusal(operatorFor({ ENVIRONMENT }, undefined)))?.[0]).toBe(503);
    }
  });

  it("refuses to fetch the team's keys over plain http in production", async () => {
    const env = { ENVIRONMENT: "production", ...configured, ACCESS_TEAM_DOMAIN: "http://access.fake.test" };
    expect((await refusal(operatorFor(env, "x")))?.[0]).toBe(503);
  });

  it("accepts the team domain with or without https://", async () => {
    const token = await accessFake.token({ email: OPERATOR });
    for (const domain of ["access.fake.test", "https://access.fake.test", "https://access.fake.test/"]) {
      const env = { ENVIRONMENT: "production", ...configured, ACCESS_TEAM_DOMAIN: domain };
      expect(await operatorFor(env, token)).toEqual({ email: OPERATOR, development: false });
    }
  });

  it("reads the allow-list separated by commas, spaces or new lines", () => {
    expect([...parseOperatorList(" A@x.io,b@x.io\nc@x.io ; d@x.io ")]).toEqual([
      "a@x.io",
      "b@x.io",
      "c@x.io",
      "d@x.io",
    ]);
  });
});
