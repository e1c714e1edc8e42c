/**
 * Who may use the operator console. In production only Cloudflare Access vouches for a person: its
 * `Cf-Access-Jwt-Assertion` token is verified against the team's public keys (RS256 only, audience
 * and issuer checked), then the e-mail must be on ADMIN_EMAILS. The `CF_Authorization` cookie is
 * not read: Cloudflare recommends the header, which Access always adds, and the cookie is not
 * guaranteed to be passed (decision 036). Without that configuration the
 * console is closed (503). Only ENVIRONMENT=development gets a labelled development identity.
 */
import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { Operator } from "#common/api/admin.ts";
import { logEvent } from "#worker/log.ts";
import { Refusal } from "#worker/services/refusal.ts";
import { Unavailable } from "#worker/services/unavailable.ts";

export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

/** Shown on every console page when no Access stands in front of it. */
export const DEVELOPMENT_OPERATOR: Operator = { email: "developer@localhost", development: true };

export type AccessEnv = Pick<Env, "ENVIRONMENT"> & {
  readonly ACCESS_TEAM_DOMAIN?: string;
  readonly ACCESS_AUD?: string;
  readonly ADMIN_EMAILS?: string;
};

export interface AccessConfig {
  /** `https://<team>.cloudflareaccess.com`: the tokens' `iss`, and where the keys are. */
  readonly issuer: string;
  readonly certsUrl: URL;
  readonly audience: string;
  readonly operators: ReadonlySet<string>;
}

/** The allow-list: e-mails separated by commas, spaces or new lines, compared lower-cased. */
export const parseOperatorList = (text: string) =>
  new Set(
    text
      .split(/[\s,;]+/)
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * The team domain as Access names it (`team.cloudflareaccess.com`, with or without `https://`).
 * Plain http is refused in production: keys fetched over it could be anyone's.
 */
function teamOrigin(env: AccessEnv, raw: string): string {
  const withScheme = /^[a-z]+:\/\//i.test(raw) ? raw : `https://${raw}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new Unavailable(503, "ACCESS_TEAM_DOMAIN is not a valid domain");
  }
  const secure = url.protocol === "https:" || (url.protocol === "http:" && env.ENVIRONMENT !== "production");
  if (!secure) throw new Unavailable(503, "ACCESS_TEAM_DOMAIN must be an https address");
  return url.origin;
}

/** The Access settings, or undefined while any of the three variables is missing. */
export function accessConfig(env: AccessEnv): AccessConfig | undefined {
  const domain = env.ACCESS_TEAM_DOMAIN?.trim();
  const audience = env.ACCESS_AUD?.trim();
  const operators = parseOperatorList(env.ADMIN_EMAILS ?? "");
  if (!domain || !audience || operators.size === 0) return undefined;
  const issuer = teamOrigin(env, domain);
  return { issuer, certsUrl: new URL("/cdn-cgi/access/certs", issuer), audience, operators };
}

/** One key set per certs URL for the isolate's life: jose caches the keys and refetches on an unknown key id. */
const keySets = new Map<string, JWTVerifyGetKey>();
function keySetFor(url: URL): JWTVerifyGetKey {
  let keys = keySets.get(url.href);
  if (!keys) {
    keys = createRemoteJWKSet(url, { timeoutDuration: 5_000, cooldownDuration: 30_000, cacheMaxAge: 10 * 60_000 });
    keySets.set(url.href, keys);
  }
  return keys;
}

/** Token faults: the caller is not authenticated. Anything else (keys unreachable) is ours: 503. */
const tokenFaults = [
  errors.JWTExpired,
  errors.JWTClaimValidationFailed,
  errors.JWTInvalid,
  errors.JWSInvalid,
  errors.JWSSignatureVerificationFailed,
  errors.JWKSNoMatchingKey,
  errors.JWKSMultipleMatchingKeys,
  errors.JOSEAlgNotAllowed,
  errors.JOSENotSupported,
];

/**
 * The operator an Access token names, or a refusal: unauthenticated (401) for a bad token,
 * forbidden (403) for an e-mail not on the list or a service token; keys that cannot be read are
 * `Unavailable` (503). Only an application token (`type: "app"`) counts: Access also
 * issues `org` tokens for the team's own domain. A service token (`common_name`, an empty `sub`,
 * no e-mail) names a machine, and the console is for people, whose e-mail the audit log records.
 */
export async function verifyAccessToken(token: string | undefined, config: AccessConfig): Promise<Operator | Refusal> {
  const invalid = new Refusal("unauthenticated", "The Cloudflare Access token is not valid for this application");
  if (!token) return new Refusal("unauthenticated", `Sign in through Cloudflare Access (no ${ACCESS_HEADER} header)`);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(config.certsUrl), {
      algorithms: ["RS256"],
      audience: config.audience,
      issuer: config.issuer,
      requiredClaims: ["exp", "iat"],
    }));
  } catch (error) {
    if (tokenFaults.some((fault) => error instanceof fault)) return invalid;
    logEvent("error", { event: "admin.access_keys_failed", reason: String(error) });
    throw new Unavailable(503, "Cloudflare Access keys could not be read; try again in a minute");
  }
  if (payload.type !== "app") return invalid;
  const { email } = payload;
  if (email === undefined && typeof payload.common_name === "string") {
    return new Refusal("forbidden", "A Cloudflare Access service token cannot use the operator console");
  }
  if (typeof email !== "string" || !config.operators.has(email.toLowerCase())) {
    return new Refusal("forbidden", "This account is not an operator of this shop");
  }
  return { email: email.toLowerCase(), development: false };
}

/** The operator behind a request, by the rules above. */
export async function operatorFor(env: AccessEnv, token: string | undefined): Promise<Operator | Refusal> {
  if (env.ENVIRONMENT === "development") return DEVELOPMENT_OPERATOR;
  const config = accessConfig(env);
  if (!config) {
    throw new Unavailable(503, "The operator console is not configured (ACCESS_TEAM_DOMAIN, ACCESS_AUD, ADMIN_EMAILS)");
  }
  return verifyAccessToken(token, config);
}
