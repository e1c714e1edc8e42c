import { afterEach, describe, expect, it, vi } from "vitest";
import { createRecaptchaVerifyFake, fakeToken } from "#tests/fakes/recaptcha.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { createVerifier, verifierFor } from "#worker/services/captcha.ts";
import { verdictOf } from "./verdict";

const captchaEnv = {
  ENVIRONMENT: "production",
  SITE_URL: "https://ticksim.app",
  RECAPTCHA_VERIFY_URL: "https://recaptcha.fake.test/siteverify",
  RECAPTCHA_MIN_SCORE: "0.5",
  RECAPTCHA_SECRET: workerTestBindings.RECAPTCHA_SECRET,
};

function fakeFetch() {
  const fake = createRecaptchaVerifyFake({ secret: workerTestBindings.RECAPTCHA_SECRET });
  const fetcher = ((input: RequestInfo | URL, init?: RequestInit) =>
    fake.handler(new Request(input, init))) as typeof fetch;
  return { fake, fetcher };
}

afterEach(() => vi.restoreAllMocks());

describe("captcha verifier", () => {
  it("passes a token made for 'contact' on the site's host name (port ignored) with a good score", async () => {
    const { fetcher } = fakeFetch();
    const verifier = verifierFor({ ...captchaEnv, SITE_URL: "http://localhost:8799" }, fetcher);
    expect(await verifier.verify(fakeToken({ hostname: "localhost", score: 0.7 }), null)).toEqual({
      score: 0.7,
    });
  });

  it("reads the threshold from RECAPTCHA_MIN_SCORE and defaults to 0.5 when it is missing or nonsense", async () => {
    const { fetcher } = fakeFetch();
    const strict = verifierFor({ ...captchaEnv, RECAPTCHA_MIN_SCORE: "0.8" }, fetcher);
    expect(verdictOf(await strict.verify(fakeToken({ hostname: "ticksim.app", score: 0.7 }), null))).toBe("reject");
    for (const raw of ["", "abc", "7"]) {
      const lenient = verifierFor({ ...captchaEnv, RECAPTCHA_MIN_SCORE: raw }, fetcher);
      expect(verdictOf(await lenient.verify(fakeToken({ hostname: "ticksim.app", score: 0.5 }), null))).toBe("pass");
      expect(verdictOf(await lenient.verify(fakeToken({ hostname: "ticksim.app", score: 0.49 }), null))).toBe("reject");
    }
  });

  it("treats a wrong secret as our outage, not as a robot", async () => {
    const { fetcher } = fakeFetch();
    const verifier = verifierFor({ ...captchaEnv, RECAPTCHA_SECRET: "wrong" }, fetcher);
    const outcome = await verifier.verify(fakeToken({ hostname: "ticksim.app" }), null);
    expect(verdictOf(outcome)).toBe("unavailable");
  });

  it("gives up on a verify service that does not answer in time, without passing the token", async () => {
    const hanging = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      })) as typeof fetch;
    const verifier = createVerifier({
      verifyUrl: captchaEnv.RECAPTCHA_VERIFY_URL,
      secret: "s",
      action: "contact",
      hostname: "ticksim.app",
      minScore: 0.5,
      timeoutMs: 20,
      fetch: hanging,
    });
    expect(verdictOf(await verifier.verify("token", null))).toBe("unavailable");
  });

  it("answers unavailable when the verify service answers something that is not JSON", async () => {
    const html = (async () => new Response("<html>maintenance</html>", { status: 200 })) as unknown as typeof fetch;
    const verifier = verifierFor(captchaEnv, html);
    expect(verdictOf(await verifier.verify("token", null))).toBe("unavailable");
  });

  it("in local development without a secret, accepts every message and says so in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const fetcher = vi.fn() as unknown as typeof fetch;
    const verifier = verifierFor({ ...captchaEnv, ENVIRONMENT: "development", RECAPTCHA_SECRET: "" }, fetcher);
    expect(await verifier.verify("anything", null)).toEqual({ score: null });
    expect(fetcher).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("development verifier accepted"));
  });

  it.each(["production", "test", "staging"])("refuses every message in %s without a secret", async (environment) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const verifier = verifierFor({ ...captchaEnv, ENVIRONMENT: environment, RECAPTCHA_SECRET: "  " });
    expect(verdictOf(await verifier.verify(fakeToken({ hostname: "ticksim.app" }), null))).toBe("unavailable");
  });
});
