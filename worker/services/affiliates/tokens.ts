/** Affiliate session tokens: HS256 JWTs signed with JWT_SECRET, with `exp`; HS256 only on verify. */
import { jwtVerify, SignJWT } from "jose";

export const TOKEN_ALGORITHM = "HS256";
/** How long a sign-in lasts. */
export const TOKEN_TTL_SECONDS = 12 * 60 * 60;
const ISSUER = "ticksim-affiliates";

const keyOf = (secret: string) => {
  if (!secret || secret.length < 32) throw new Error("JWT_SECRET must be set (at least 32 characters)");
  return new TextEncoder().encode(secret);
};

/**
 * `passwordVersion` is a fingerprint of the account's password hash (claim `pv`): a token stops
 * working once the password changes (reset or admin). `sessionId` (claim `sid`) names the
 * session row the token lives by: signing out revokes it (worker/services/affiliates/sessions.ts).
 */
export async function signAffiliateToken(
  secret: string,
  affiliateId: number,
  passwordVersion: string,
  sessionId: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({ pv: passwordVersion, sid: sessionId })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
    .setSubject(String(affiliateId))
    .setIssuer(ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

export interface AffiliateClaims {
  readonly id: number;
  readonly passwordVersion: string;
  readonly sessionId: string;
}

/** The claims of a valid token, or null for a missing, expired, tampered or wrongly signed one. */
export async function verifyAffiliateToken(secret: string, token: string | undefined): Promise<AffiliateClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [TOKEN_ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp", "sub", "pv", "sid"],
    });
    const id = Number(payload.sub);
    const { pv: passwordVersion, sid: sessionId } = payload;
    if (!Number.isSafeInteger(id) || id <= 0 || typeof passwordVersion !== "string" || typeof sessionId !== "string") {
      return null;
    }
    return { id, passwordVersion, sessionId };
  } catch {
    // Any failure to verify (malformed, wrong algorithm, bad signature, expired) means "not signed in".
    return null;
  }
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "");
  return match?.[1];
}
