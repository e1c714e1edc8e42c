/**
 * ENVIRONMENT=production with a development, derived or weak JWT_SECRET or STRIPE_WEBHOOK_SECRET:
 * every money route answers 503 and one log line says why; other routes keep working.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "#worker/index.ts";
import { moneyPaths } from "#worker/middleware/production-secrets.ts";
import { developmentValues, parseDevVars, secretProblems, weaknessOf } from "#worker/production-secrets.ts";
import devVarsExample from "/.dev.vars.example?raw";

const SITE = "https://ticksim.test";
const example = parseDevVars(devVarsExample);
const DEV_JWT = example.JWT_SECRET ?? "";
const DEV_WHSEC = example.STRIPE_WEBHOOK_SECRET ?? "";

describe("the development values the Worker refuses", () => {
  it("are the secrets of the committed .dev.vars.example", () => {
    expect(developmentValues).toEqual({ JWT_SECRET: DEV_JWT, STRIPE_WEBHOOK_SECRET: DEV_WHSEC });
  });
});

/** What `openssl rand -base64 n` would give: a real secret's shape. */
const randomText = (bytes: number) => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(bytes))));
const strong = { JWT_SECRET: randomText(48), STRIPE_WEBHOOK_SECRET: `whsec_${randomText(24)}` };

let ip = 0;
async function call(method: "GET" | "POST", path: string, vars: Partial<Env>) {
  const ctx = createExecutionContext();
  const init: RequestInit = { method, headers: { "CF-Connecting-IP": `192.0.2.${++ip}` } };
  if (method === "POST") {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify({ EmailAddress: "a@example.com", Password: "whatever1" });
  }
  const res = await worker.fetch(new Request(`${SITE}${path}`, init), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const moneyRequests = [
  ["POST", "/stripe/create-checkout-payment"],
  ["GET", "/stripe/session/cs_test_123"],
  ["POST", "/stripe/webhook"],
  ["GET", "/ResetLicenseKey/a%40example.com/3f2a9c1e-7b4d-4e8a-9c2f-1a2b3c4d5e6f/123"],
  ["POST", "/api/licenses/activate"],
  ["POST", "/api/tv/affiliate/signin"],
  ["GET", "/api/tv/affiliate/transactions/0/1"],
  ["GET", "/api/tv/affiliate/coupons"],
] as const;

afterEach(() => vi.restoreAllMocks());

describe("production with unsafe secrets", () => {
  it("reads the development values from the committed .dev.vars.example", () => {
    expect(DEV_JWT.length).toBeGreaterThan(0);
    expect(DEV_WHSEC).toMatch(/^whsec_/);
  });

  it("guards every call of the checkout, licences and affiliates features", () => {
    for (const [, path] of moneyRequests) {
      expect(moneyPaths.some((pattern) => new RegExp(`^${pattern.replace(/:\w+/g, "[^/]+")}$`).test(path))).toBe(true);
    }
    expect(moneyPaths).not.toContain("/api/tv/contact");
  });

  it.each([
    ["the development JWT_SECRET", { JWT_SECRET: DEV_JWT }, "JWT_SECRET is the development value"],
    [
      "the development STRIPE_WEBHOOK_SECRET",
      { STRIPE_WEBHOOK_SECRET: DEV_WHSEC },
      "STRIPE_WEBHOOK_SECRET is the development value",
    ],
  ])("answers 503 on every money route with %s, and logs why once", async (_label, unsafe, reason) => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    for (const [method, path] of moneyRequests) {
      const res = await call(method, path, { ...strong, ...unsafe, ENVIRONMENT: "production" });
      expect(res.status, `${method} ${path}`).toBe(503);
      expect(await res.json()).toEqual({
        error: "This service is unavailable: the server is not configured for payments",
      });
    }
    const logged = lines.filter((line) => line.includes("config.unsafe_secrets"));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(reason);
    expect(logged[0]).toContain("wrangler secret put");
    for (const value of Object.values(unsafe)) expect(logged[0]).not.toContain(value);
  });

  it("keeps the other routes working (symbol search)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const vars = { JWT_SECRET: DEV_JWT, ENVIRONMENT: "production" };
    expect((await call("GET", "/tv/search/10/EUR/ALL/ALL", vars)).status).toBe(200);
  });

  it("serves money routes with strong secrets in production, and with any secret outside production", async () => {
    const production = await call("POST", "/api/tv/affiliate/signin", { ...strong, ENVIRONMENT: "production" });
    expect(production.status).toBe(401);
    for (const environment of ["development", "test"]) {
      const res = await call("POST", "/api/tv/affiliate/signin", {
        JWT_SECRET: DEV_JWT,
        STRIPE_WEBHOOK_SECRET: DEV_WHSEC,
        ENVIRONMENT: environment,
      });
      expect(res.status, environment).toBe(401);
    }
  });
});

describe("what counts as unsafe", () => {
  it("refuses values derived from the development ones (case, affixes, separators)", () => {
    for (const derived of [
      `${DEV_JWT}-prod`,
      `prod_${DEV_JWT.toUpperCase()}`,
      DEV_JWT.replaceAll("-", "_"),
      ` ${DEV_JWT} `,
    ]) {
      expect(weaknessOf("JWT_SECRET", derived), derived).toMatch(/development value/);
    }
    expect(weaknessOf("STRIPE_WEBHOOK_SECRET", `${DEV_WHSEC}XYZ`)).toMatch(/development value/);
  });

  it("refuses missing, placeholder, short and low-entropy values", () => {
    expect(weaknessOf("JWT_SECRET", undefined)).toBe("JWT_SECRET is not set");
    expect(weaknessOf("JWT_SECRET", "   ")).toBe("JWT_SECRET is not set");
    expect(weaknessOf("JWT_SECRET", "please-change-me-in-production-0000000000")).toMatch(/placeholder/);
    expect(weaknessOf("JWT_SECRET", "Xk29aLq0")).toMatch(/too short/);
    expect(weaknessOf("STRIPE_WEBHOOK_SECRET", "whsec_Xk29aLq0")).toMatch(/too short/);
    expect(weaknessOf("JWT_SECRET", "a".repeat(64))).toMatch(/too regular/);
    expect(weaknessOf("JWT_SECRET", "passwordpasswordpasswordpassword")).toMatch(/too regular/);
    expect(weaknessOf("STRIPE_WEBHOOK_SECRET", `whsec_${"ab".repeat(16)}`)).toMatch(/too regular/);
  });

  it("accepts real secrets: openssl-style base64 and hex, and Stripe's whsec_ form", () => {
    const hex = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
    for (let i = 0; i < 50; i++) {
      expect(weaknessOf("JWT_SECRET", randomText(32))).toBeUndefined();
      expect(weaknessOf("STRIPE_WEBHOOK_SECRET", `whsec_${randomText(24)}`)).toBeUndefined();
    }
    expect(weaknessOf("JWT_SECRET", hex)).toBeUndefined();
  });

  it("refuses a live Stripe key on staging, which takes test mode only, and not on production", () => {
    const live = ["sk_live_51Qabc", "rk_live_51Qabc"];
    for (const STRIPE_SECRET_KEY of live) {
      expect(secretProblems({ ENVIRONMENT: "staging", ...strong, STRIPE_SECRET_KEY })).toEqual([
        "STRIPE_SECRET_KEY is a live key: staging takes Stripe's test mode keys only (sk_test_, rk_test_)",
      ]);
      expect(secretProblems({ ENVIRONMENT: "production", ...strong, STRIPE_SECRET_KEY })).toEqual([]);
    }
    expect(secretProblems({ ENVIRONMENT: "staging", ...strong, STRIPE_SECRET_KEY: "sk_test_51Qabc" })).toEqual([]);
  });

  it("checks the deployed environments, production and staging, and nothing in development or tests", () => {
    for (const environment of ["development", "test"]) {
      expect(secretProblems({ ENVIRONMENT: environment, JWT_SECRET: DEV_JWT, STRIPE_WEBHOOK_SECRET: "" })).toEqual([]);
    }
    for (const environment of ["production", "staging"]) {
      expect(secretProblems({ ENVIRONMENT: environment, JWT_SECRET: DEV_JWT, STRIPE_WEBHOOK_SECRET: "" })).toEqual([
        "JWT_SECRET is the development value from .dev.vars.example",
        "STRIPE_WEBHOOK_SECRET is not set",
      ]);
    }
  });
});
