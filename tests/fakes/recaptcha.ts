/**
 * A fake reCAPTCHA v3: the verify endpoint (a fetch handler, used by worker tests through a
 * fetch stub and by e2e over HTTP) and the browser script (grecaptcha.ready/execute) whose
 * tokens it understands. A fake token carries what the real service would report for it:
 * `fake.<base64url JSON {score, action, hostname}>.<nonce>`; the token `outage` makes the service fail.
 */

export interface FakeTokenClaims {
  readonly score: number;
  readonly action: string;
  readonly hostname: string;
}

const TOKEN_PREFIX = "fake.";
export const OUTAGE_TOKEN = "outage";

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(value: string): string {
  const b64 = value.replace(/-/g, "+").replace(/_/g, "/");
  return new TextDecoder().decode(Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0)));
}

/** A token the fake verify service will describe with these claims. */
export function fakeToken(claims: Partial<FakeTokenClaims> = {}): string {
  const full: FakeTokenClaims = { score: 0.9, action: "contact", hostname: "ticksim.test", ...claims };
  return `${TOKEN_PREFIX}${toBase64Url(JSON.stringify(full))}.${crypto.randomUUID()}`;
}

function decode(token: string): FakeTokenClaims | undefined {
  if (!token.startsWith(TOKEN_PREFIX)) return undefined;
  try {
    const [payload = ""] = token.slice(TOKEN_PREFIX.length).split(".");
    const claims = JSON.parse(fromBase64Url(payload)) as FakeTokenClaims;
    return typeof claims.score === "number" ? claims : undefined;
  } catch {
    return undefined;
  }
}

export interface VerifyFakeOptions {
  /** The secret the fake accepts (the real service answers invalid-input-secret otherwise). */
  readonly secret: string;
}

/** A verify request the fake received, for assertions. */
export interface VerifyCall {
  readonly secret: string | null;
  readonly response: string | null;
  readonly remoteip: string | null;
}

/** The siteverify endpoint: answers like https://www.google.com/recaptcha/api/siteverify. */
export function createRecaptchaVerifyFake({ secret }: VerifyFakeOptions) {
  const calls: VerifyCall[] = [];
  const used = new Set<string>();
  const handler = async (request: Request): Promise<Response> => {
    if (request.method !== "POST") return new Response("Method not allowed", { status: 405 });
    const form = await request.formData();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : null;
    };
    const call = { secret: field("secret"), response: field("response"), remoteip: field("remoteip") };
    calls.push(call);
    if (call.response === OUTAGE_TOKEN) return new Response("Service Unavailable", { status: 503 });
    if (!call.secret) return Response.json({ success: false, "error-codes": ["missing-input-secret"] });
    if (call.secret !== secret) return Response.json({ success: false, "error-codes": ["invalid-input-secret"] });
    if (!call.response) return Response.json({ success: false, "error-codes": ["missing-input-response"] });
    const claims = decode(call.response);
    if (!claims) return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
    // Tokens are single-use, as with the real service.
    if (used.has(call.response)) return Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] });
    used.add(call.response);
    return Response.json({
      success: true,
      score: claims.score,
      action: claims.action,
      hostname: claims.hostname,
      challenge_ts: new Date().toISOString(),
    });
  };
  return { handler, calls };
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
      var claims = { score: score, action: options && options.action, hostname: location.hostname };
      return Promise.resolve("${TOKEN_PREFIX}" + b64url(JSON.stringify(claims)) + "." + Math.random().toString(36).slice(2));
    }
  };
})();
`;
