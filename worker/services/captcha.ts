/**
 * Server-side check of an invisible captcha (reCAPTCHA v3) token. A token passes only when the
 * verify service says success, for the expected action, on our own host name, with a score at
 * or above the threshold. An outage is never a pass.
 */
import { logEvent } from "#worker/log.ts";
import { Refusal } from "#worker/services/refusal.ts";

/**
 * The verify endpoint's answer: `{success, challenge_ts, hostname, "error-codes"}`
 * (https://developers.google.com/recaptcha/docs/verify, "API Response"), plus `score` and
 * `action` for a v3 key (https://developers.google.com/recaptcha/docs/v3). Read as unknown: a
 * field may be missing. `challenge_ts` is not checked here: Google already refuses a token older
 * than two minutes (timeout-or-duplicate).
 */
interface SiteverifyAnswer {
  readonly success?: unknown;
  readonly score?: unknown;
  readonly action?: unknown;
  readonly hostname?: unknown;
  readonly "error-codes"?: unknown;
}

/**
 * A pass with its score, or a refusal whose message is the reason: `invalid` (a robot or a bad
 * token: the spec's KO1), `unavailable` (an outage or our misconfiguration: KO).
 */
export type CaptchaOutcome = { readonly score: number | null } | Refusal;

const reject = (reason: string) => new Refusal("invalid", reason);
const unavailable = (reason: string) => new Refusal("unavailable", reason);

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | null): Promise<CaptchaOutcome>;
}

export interface CaptchaSettings {
  readonly verifyUrl: string;
  readonly secret: string;
  readonly action: string;
  /** Host name the token must have been made on (no port, as the verify service reports it). */
  readonly hostname: string;
  readonly minScore: number;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
}

export const DEFAULT_MIN_SCORE = 0.5;
export const VERIFY_TIMEOUT_MS = 5000;
export const CONTACT_ACTION = "contact";

/**
 * Error codes that describe our own configuration, not the visitor's token. The visitor's are
 * missing-input-response, invalid-input-response and timeout-or-duplicate (a reused or expired
 * token): those reject.
 */
const CONFIG_ERRORS = new Set(["missing-input-secret", "invalid-input-secret", "bad-request"]);

export function createVerifier(settings: CaptchaSettings): CaptchaVerifier {
  return {
    async verify(token, remoteIp) {
      const form = new URLSearchParams({ secret: settings.secret, response: token });
      if (remoteIp) form.set("remoteip", remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const res = await settings.fetch(settings.verifyUrl, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
        if (!res.ok) return unavailable(`verify service answered ${res.status}`);
        answer = (await res.json()) as SiteverifyAnswer;
      } catch (error) {
        return unavailable(`verify service unreachable: ${String(error)}`);
      }
      if (typeof answer !== "object" || answer === null) {
        return unavailable("verify service answered no JSON object");
      }
      if (answer.success !== true) {
        const codes = Array.isArray(answer["error-codes"]) ? answer["error-codes"].map(String) : [];
        if (codes.some((code) => CONFIG_ERRORS.has(code))) {
          return unavailable(`verify refused our request: ${codes.join(",")}`);
        }
        return reject(`token refused: ${codes.join(",") || "no reason given"}`);
      }
      // Only a v3 key's answers carry a score and an action: without them the secret is another
      // kind of key's, which is our configuration to fix, not a robot at the door.
      if (typeof answer.score !== "number" || typeof answer.action !== "string") {
        return unavailable("the verify answer has no score or action: RECAPTCHA_SECRET is not a v3 key's");
      }
      if (answer.action !== settings.action) {
        return reject(`action ${JSON.stringify(answer.action)} is not ${settings.action}`);
      }
      if (typeof answer.hostname !== "string" || answer.hostname.toLowerCase() !== settings.hostname) {
        return reject(`hostname ${JSON.stringify(answer.hostname)} is not ${settings.hostname}`);
      }
      if (!(answer.score >= settings.minScore)) {
        return reject(`score ${String(answer.score)} below ${settings.minScore}`);
      }
      return { score: answer.score };
    },
  };
}

/** Local development without a secret: every token passes, and the log says so each time. */
export const developmentVerifier: CaptchaVerifier = {
  async verify() {
    logEvent("warn", {
      event: "captcha.development_verifier",
      message: "RECAPTCHA_SECRET is not set; the development verifier accepted the message unchecked",
    });
    return { score: null };
  },
};

/** A deployed Worker without a secret refuses every message rather than letting robots through. */
const missingSecretVerifier: CaptchaVerifier = {
  async verify() {
    logEvent("error", { event: "captcha.unconfigured", message: "RECAPTCHA_SECRET is not set; refusing the message" });
    return unavailable("RECAPTCHA_SECRET is not set");
  },
};

function parseMinScore(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === "") return DEFAULT_MIN_SCORE;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_MIN_SCORE;
}

type CaptchaEnv = Pick<Env, "ENVIRONMENT" | "SITE_URL" | "RECAPTCHA_VERIFY_URL" | "RECAPTCHA_MIN_SCORE"> & {
  readonly RECAPTCHA_SECRET?: string;
};

/** The verifier the environment calls for (see the module comment), for tokens made for `action`. */
export function verifierFor(
  env: CaptchaEnv,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
  action: string = CONTACT_ACTION,
): CaptchaVerifier {
  const secret = env.RECAPTCHA_SECRET?.trim() ?? "";
  if (!secret) return env.ENVIRONMENT === "development" ? developmentVerifier : missingSecretVerifier;
  return createVerifier({
    verifyUrl: env.RECAPTCHA_VERIFY_URL,
    secret,
    action,
    hostname: new URL(env.SITE_URL).hostname.toLowerCase(),
    minScore: parseMinScore(env.RECAPTCHA_MIN_SCORE),
    timeoutMs: VERIFY_TIMEOUT_MS,
    fetch: fetcher,
  });
}
