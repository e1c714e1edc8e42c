/**
 * A fake reCAPTCHA v3: the verify endpoint (a fetch handler, used by worker tests through a
 * fetch stub and by e2e over HTTP) and the browser script (grecaptcha.ready/execute) whose
 * tokens it understands. A fake token carries what the real service would report for it:
 * `fake.<base64url JSON {score, action, hostname, issuedAt}>.<nonce>`; the token `outage` makes
 * the service fail.
 *
 * The verify endpoint answers as Google documents siteverify
 * (https://developers.google.com/recaptcha/docs/verify, "API Request", "API Response", "Error
 * code reference"; https://developers.google.com/recaptcha/docs/v3 for `score` and `action`):
 * a form-encoded POST with `secret`, `response` and optional `remoteip`; a JSON answer
 * `{success, challenge_ts, hostname, score, action}` (v3; a v2 key's answer has no score or
 * action), or `{success: false, "error-codes": [...]}` with the documented codes. A token is
 * valid two minutes and verifies once ("Token Restrictions"): after that, timeout-or-duplicate.
 */

export interface FakeTokenClaims {
  readonly score: number;
  readonly action: string;
  readonly hostname: string;
  /** When the browser made the token (ms since the epoch). */
  readonly issuedAt: number;
}

const TOKEN_PREFIX = "fake.";
export const OUTAGE_TOKEN = "outage";
/** Google: "Each reCAPTCHA user response token is valid for two minutes". */
export const TOKEN_LIFETIME_MS = 2 * 60_000;

/** The documented error codes (Google's "Error code reference"). */
export type SiteverifyErrorCode =
  | "missing-input-secret"
  | "invalid-input-secret"
  | "missing-input-response"
  | "invalid-input-response"
  | "bad-request"
  | "timeout-or-duplicate";

/** The documented answer (v3 adds score and action to v2's fields). */
export type SiteverifyAnswer =
  | {
      readonly success: true;
      /** "timestamp of the challenge load (ISO format yyyy-MM-dd'T'HH:mm:ssZZ)" */
      readonly challenge_ts: string;
      readonly hostname: string;
      readonly score?: number;
      readonly action?: string;
    }
  | { readonly success: false; readonly "error-codes": readonly SiteverifyErrorCode[] };

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(value: string): string {
  const b64 = value.replace(/-/g, "+").replace(/_/g, "/");
  return new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));
}

/** A token the fake verify service will describe with these claims (made now unless told). */
export function fakeToken(claims: Partial<FakeTokenClaims> = {}): string {
  const full: FakeTokenClaims = {
    score: 0.9,
    action: "contact",
    hostname: "ticksim.test",
    issuedAt: Date.now(),
    ...claims,
  };
  return `${TOKEN_PREFIX}${toBase64Url(JSON.stringify(full))}.${crypto.randomUUID()}`;
}

function decode(token: string): FakeTokenClaims | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const [payload = ""] = token.slice(TOKEN_PREFIX.length).split(".");
    const claims = JSON.parse(fromBase64Url(payload)) as FakeTokenClaims;
    return typeof claims.score === "number" && typeof claims.issuedAt === "number" ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** Google's timestamp format: seconds, no fraction. */
const challengeTimestamp = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export interface VerifyFakeOptions {
  /** The secret the fake accepts (the real service answers invalid-input-secret otherwise). */
  readonly secret: string;
  /** The kind of key the secret belongs to: a v2 key's answers carry no score or action. */
  readonly keyVersion?: "v2" | "v3";
  readonly now?: () => number;
}

/** A verify request the fake received, for assertions. */
export interface VerifyCall {
  readonly secret: string | null;
  readonly response: string | null;
  readonly remoteip: string | null;
}

/** The POST parameters Google documents. Refusing any other is this fake's strictness, not documented by Google. */
const PARAMETERS = new Set(["secret", "response", "remoteip"]);

const answer = (body: SiteverifyAnswer) => Response.json(body);
const refusal = (code: SiteverifyErrorCode) => answer({ success: false, "error-codes": [code] });

/** The siteverify endpoint: answers like https://www.google.com/recaptcha/api/siteverify. */
export function createRecaptchaVerifyFake({ secret, keyVersion = "v3", now = Date.now }: VerifyFakeOptions) {
  const calls: VerifyCall[] = [];
  const used = new Set<string>();
  const handler = async (request: Request): Promise<Response> => {
    const form = request.method === "POST" ? await formOf(request) : undefined;
    if (!form || [...form.keys()].some((name) => !PARAMETERS.has(name))) return refusal("bad-request");
    const field = (name: string) => form.get(name) || null;
    const call = { secret: field("secret"), response: field("response"), remoteip: field("remoteip") };
    calls.push(call);
    if (call.response === OUTAGE_TOKEN) return new Response("Service Unavailable", { status: 503 });
    if (!call.secret) return refusal("missing-input-secret");
    if (call.secret !== secret) return refusal("invalid-input-secret");
    if (!call.response) return refusal("missing-input-response");
    const claims = decode(call.response);
    if (!claims) return refusal("invalid-input-response");
    if (used.has(call.response) || now() - claims.issuedAt > TOKEN_LIFETIME_MS) return refusal("timeout-or-duplicate");
    used.add(call.response);
    const common = {
      success: true,
      challenge_ts: challengeTimestamp(claims.issuedAt),
      hostname: claims.hostname,
    } as const;
    return answer(keyVersion === "v2" ? common : { ...common, score: claims.score, action: claims.action });
  };
  return { handler, calls };
}

/** The form parameters of a form-encoded body, or undefined for any other body. */
async function formOf(request: Request): Promise<URLSearchParams | undefined> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) return undefined;
  return new URLSearchParams(await request.text());
}

/** The site key the test build is made with (`npm run build:test`). */
export const E2E_SITE_KEY = "e2e-recaptcha-site-key";

/**
 * The browser script served for https://www.google.com/recaptcha/api.js in e2e. Its tokens
 * carry the page's host name and the requested action, with a score of 0.9 unless a test set
 * `window.__fakeRecaptchaScore`, or `outage` when a test set `window.__fakeRecaptchaOutage`.
 */
export const fakeRecaptchaBrowserScript = `
(function () {
  var siteKey = new URL(document.currentScript ? document.currentScript.src : location.href).searchParams.get("render");
  function b64url(text) {
    var bytes = new TextEncoder().encode(text), bin = "";
    for (var i = 0; i < bytes.length; i++) bin += String.fromCharCode(bytes[i]);
    return btoa(bin).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  }
  window.__fakeRecaptchaLoads = (window.__fakeRecaptchaLoads || 0) + 1;
  window.grecaptcha = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: function (key, options) {
      if (key !== siteKey) return Promise.reject(new Error("Invalid site key or not loaded in api.js: " + key));
      if (window.__fakeRecaptchaOutage) return Promise.resolve("${OUTAGE_TOKEN}");
      var score = typeof window.__fakeRecaptchaScore === "number" ? window.__fakeRecaptchaScore : 0.9;
      var claims = { score: score, action: options && options.action, hostname: location.hostname, issuedAt: Date.now() };
      return Promise.resolve("${TOKEN_PREFIX}" + b64url(JSON.stringify(claims)) + "." + Math.random().toString(36).slice(2));
    }
  };
})();
`;
