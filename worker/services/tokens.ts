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

export async function signAffiliateToken(
  secret: string,
  affiliateId: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
    .setSubject(String(affiliateId))
    .setIssuer(ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + TOKEN_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** The affiliate id of a valid token, or null for a missing, expired, tampered or wrongly signed one. */
export async function verifyAffiliateToken(secret: string, token: string | undefined): Promise<number | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [TOKEN_ALGORITHM],
      issuer: ISSUER,
      requiredClaims: ["exp", "sub"],
    });
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
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
