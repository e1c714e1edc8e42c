/**
 * Property-based fuzzing of every API route (fast-check): malformed paths, bodies, headers and
 * encodings never produce a 5xx, a stack trace or internal detail, and every 4xx explains itself.
 * The calls are dealt over the part-N.test.ts files, each its own Vitest file, so the cores share
 * the longest work of the run.
 */
import { env, SELF } from "cloudflare:test";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { allCalls } from "#common/api/calls.ts";
import { FUZZ_PARTS } from "./parts";

interface ApiRoute {
  readonly method: "GET" | "POST";
  /** `{}` marks a path segment to fuzz. */
  readonly path: string;
}

/** Every call of the contract's table, each `:name` segment fuzzed. */
const apiRoutes: readonly ApiRoute[] = allCalls.map((call) => ({
  method: call.method,
  path: call.path.replace(/:\w+/g, "{}"),
}));

/**
 * Outbound services answer like their real counterparts would to nonsense: Stripe finds
 * nothing, the captcha rejects the token, the mail provider accepts.
 */
function fakeOutbound(input: RequestInfo | URL): Response {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname.startsWith("stripe.")) {
    if (url.pathname.startsWith("/v1/prices") || url.pathname.startsWith("/v1/promotion_codes")) {
      return Response.json({ object: "list", data: [], has_more: false, url: url.pathname });
    }
    return Response.json(
      { error: { type: "invalid_request_error", code: "resource_missing", message: "No such object" } },
      { status: 404 },
    );
  }
  if (url.hostname.startsWith("recaptcha."))
    return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
  if (url.hostname.startsWith("mail.")) return Response.json({ id: "fake" }, { status: 202 });
  throw new TypeError(`unexpected outbound request to ${url.href}`);
}

const realFetch = globalThis.fetch;
beforeAll(() => {
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.hostname === "ticksim.test" ? realFetch(input, init) : fakeOutbound(input);
  });
});
afterAll(() => vi.unstubAllGlobals());

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("ALL", "0", "-1", "1e9", "99999999999999999999", "NaN", "%", "%25", "_", "'", '"', "..", "null"),
  fc.integer().map(String),
  fc.string({ minLength: 300, maxLength: 1200 }),
);

const encode = (s: string) => encodeURIComponent(s);

const body = fc.oneof(
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("", "{", "[]", "null", "{}", '{"a":', "\u0000", "\uFFFF"),
  fc
    .dictionary(
      fc.constantFrom(
        "lookup_key",
        "coupon_code",
        "Name",
        "Subject",
        "Content",
        "CaptchaToken",
        "EmailAddress",
        "Password",
        "Token",
        "PasswordConfirm",
        "key",
        "deviceId",
      ),
      fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.string({ minLength: 5000, maxLength: 9000 }),
      ),
    )
    .map((o) => JSON.stringify(o)),
);

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "",
  "application/json; charset=latin1",
);

const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constant("Bearer "),
  fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
  fc.constant("Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0."),
  fc.string({ maxLength: 30 }),
);

function buildPath(template: string, segments: string[]): string {
  let i = 0;
  return template.replace(/\{\}/g, () => encode(segments[i++] ?? ""));
}

const leaks = /(\bat \w+ \(|\.ts:\d+|node_modules|Error: |SQLITE|D1_ERROR|stack|TypeError|ReferenceError)/;

async function check(res: Response, label: string): Promise<void> {
  const text = await res.text();
  expect(res.status, `${label} -> ${res.status} ${text.slice(0, 200)}`).toBeLessThan(500);
  // A path whose dot segments resolve to a page gets that page's prerendered HTML (its copy may
  // say "stack"); only the API's own answers must be free of internals.
  const isPage = (res.headers.get("content-type") ?? "").startsWith("text/html");
  if (!isPage) expect(text, label).not.toMatch(leaks);
  if (res.status >= 400 && res.status !== 429) expect(text.trim().length, `${label} has no message`).toBeGreaterThan(0);
}

/**
 * Per call of the contract: 100 probes in `npm test`, whose seed changes every run (fast-check
 * prints it with a failure, to replay it); `npm run test:fuzz` runs 1,000 (decision 081).
 */
const RUNS_PER_ROUTE = Number(env.FUZZ_RUNS);

/** Fuzzes every FUZZ_PARTS-th call of the table, from the `part`-th (1-based): a new call lands in some part. */
export const fuzzPart = (part: number) =>
  describe(`API robustness, part ${part} of ${FUZZ_PARTS}`, () => {
    it.each(apiRoutes.filter((_, i) => i % FUZZ_PARTS === part - 1))(
      "$method $path never fails with a 5xx or leaks internals",
      async (route) => {
        const holes = (route.path.match(/\{\}/g) ?? []).length;
        await fc.assert(
          fc.asyncProperty(
            fc.array(segment, { minLength: holes, maxLength: holes }),
            body,
            contentType,
            authorization,
            async (segments, payload, type, auth) => {
              const path = buildPath(route.path, segments);
              const headers: Record<string, string> = {};
              if (type) headers["content-type"] = type;
              if (auth !== undefined) headers.authorization = auth;
              if (route.path === "/stripe/webhook") headers["stripe-signature"] = `t=1,v1=${segments.join("") || "x"}`;
              const init: RequestInit =
                route.method === "POST" ? { method: "POST", headers, body: payload } : { method: "GET", headers };
              const res = await SELF.fetch(`https://ticksim.test${path}`, { ...init, redirect: "manual" });
              await check(res, `${route.method} ${path}`);
            },
          ),
          { numRuns: RUNS_PER_ROUTE },
        );
      },
      // Seconds per hundred runs on a quiet core; `npm run test:fuzz` runs ten times as many.
      Math.max(120_000, RUNS_PER_ROUTE * 200),
    );
  });
