import { describe, expect, it } from "vitest";
import { createRecaptchaVerifyFake, fakeToken, TOKEN_LIFETIME_MS } from "#tests/fakes/recaptcha.ts";
import { createVerifier } from "#worker/services/captcha.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { verdictOf } from "./verdict";

const SECRET = "recaptcha-contract-secret";
const URL = "https://recaptcha.fake.test/siteverify";

function verify(fake: ReturnType<typeof createRecaptchaVerifyFake>, body: BodyInit, type?: string) {
  return fake.handler(
    new Request(URL, {
      method: "POST",
      headers: { "Content-Type": type ?? "application/x-www-form-urlencoded" },
      body,
    }),
  );
}

describe("the siteverify fake (Google's documented request and answers)", () => {
  it("answers a v3 token with exactly success, challenge_ts (to the second), hostname, score and action", async () => {
    const issuedAt = Date.UTC(2026, 10, 25, 12, 0, 0, 123);
    const fake = createRecaptchaVerifyFake({ secret: SECRET, now: () => issuedAt + 1000 });
    const token = fakeToken({ issuedAt, score: 0.7, action: "contact", hostname: "ticksim.app" });
    const res = await verify(fake, new URLSearchParams({ secret: SECRET, response: token, remoteip: "203.0.113.9" }));
    expect(await res.json()).toEqual({
      success: true,
      challenge_ts: "2026-11-25T12:00:00Z",
      hostname: "ticksim.app",
      score: 0.7,
      action: "contact",
    });
    expect(fake.calls).toEqual([{ secret: SECRET, response: token, remoteip: "203.0.113.9" }]);
  });

  it("answers a v2 key's shape, without score or action, when the secret is a v2 key's", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET, keyVersion: "v2" });
    const body = await (await verify(fake, new URLSearchParams({ secret: SECRET, response: fakeToken() }))).json();
    expect(Object.keys(body as object).sort()).toEqual(["challenge_ts", "hostname", "success"]);
  });

  it.each([
    ["no secret", { response: "fake.x" }, "missing-input-secret"],
    ["another secret", { secret: "nope", response: "fake.x" }, "invalid-input-secret"],
    ["no token", { secret: SECRET }, "missing-input-response"],
    ["an empty token", { secret: SECRET, response: "" }, "missing-input-response"],
    ["a token it never issued", { secret: SECRET, response: "03AFcWeA-garbage" }, "invalid-input-response"],
    ["a parameter Google does not take", { secret: SECRET, response: fakeToken(), token: "x" }, "bad-request"],
  ])("answers %s with success false and %s", async (_, params, code) => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET });
    const res = await verify(fake, new URLSearchParams(params as Record<string, string>));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: false, "error-codes": [code] });
  });

  it("answers bad-request to a JSON body (siteverify takes POST parameters)", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET });
    const res = await verify(fake, JSON.stringify({ secret: SECRET, response: fakeToken() }), "application/json");
    expect(await res.json()).toEqual({ success: false, "error-codes": ["bad-request"] });
  });

  it("answers timeout-or-duplicate to a token verified before, and to one older than two minutes", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET });
    const token = fakeToken();
    const form = () => new URLSearchParams({ secret: SECRET, response: token });
    expect(((await (await verify(fake, form())).json()) as { success: boolean }).success).toBe(true);
    expect(await (await verify(fake, form())).json()).toEqual({
      success: false,
      "error-codes": ["timeout-or-duplicate"],
    });
    const old = fakeToken({ issuedAt: Date.now() - TOKEN_LIFETIME_MS - 1000 });
    const res = await verify(fake, new URLSearchParams({ secret: SECRET, response: old }));
    expect(await res.json()).toEqual({ success: false, "error-codes": ["timeout-or-duplicate"] });
  });
});

describe("the Worker's captcha verifier, for each documented answer", () => {
  function verifier(fake: ReturnType<typeof createRecaptchaVerifyFake>, secret = SECRET) {
    return createVerifier({
      verifyUrl: URL,
      secret,
      action: "contact",
      hostname: "ticksim.app",
      minScore: 0.5,
      timeoutMs: 1000,
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => fake.handler(new Request(input, init))) as typeof fetch,
    });
  }
  const good = () => fakeToken({ hostname: "ticksim.app" });

  it("sends a form-encoded POST with secret, response and remoteip that the fake accepts", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET });
    const token = good();
    expect(await verifier(fake).verify(token, "203.0.113.9")).toEqual({ score: 0.9 });
    expect(fake.calls).toEqual([{ secret: SECRET, response: token, remoteip: "203.0.113.9" }]);
  });

  it("treats missing-input-secret and invalid-input-secret as ours to fix (unavailable)", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET });
    expect(verdictOf(await verifier(fake, "").verify(good(), null))).toBe("unavailable");
    expect(verdictOf(await verifier(fake, "other").verify(good(), null))).toBe("unavailable");
  });

  it("rejects a token Google does not know, a reused token and an expired one", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET });
    const token = good();
    expect(verdictOf(await verifier(fake).verify(token, null))).toBe("pass");
    expect(await verifier(fake).verify(token, null)).toEqual(
      new Refusal("invalid", "token refused: timeout-or-duplicate"),
    );
    const expired = fakeToken({ hostname: "ticksim.app", issuedAt: Date.now() - TOKEN_LIFETIME_MS - 1 });
    expect(verdictOf(await verifier(fake).verify(expired, null))).toBe("reject");
    expect(verdictOf(await verifier(fake).verify("03AFcWeA-garbage", null))).toBe("reject");
  });

  it("rejects a token made for another action or on another host", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET });
    expect(verdictOf(await verifier(fake).verify(fakeToken({ hostname: "ticksim.app", action: "login" }), null))).toBe(
      "reject",
    );
    expect(verdictOf(await verifier(fake).verify(fakeToken({ hostname: "evil.example" }), null))).toBe("reject");
  });

  it("answers unavailable, not reject, when the secret is a v2 key's (no score or action)", async () => {
    const fake = createRecaptchaVerifyFake({ secret: SECRET, keyVersion: "v2" });
    const outcome = await verifier(fake).verify(good(), null);
    expect(outcome).toEqual(
      new Refusal("unavailable", "the verify answer has no score or action: RECAPTCHA_SECRET is not a v3 key's"),
    );
  });
});
