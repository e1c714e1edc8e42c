/**
 * A fake Cloudflare Access team, as Cloudflare documents it ("Validate JWTs" and "Application
 * token", developers.cloudflare.com/cloudflare-one/identity/authorization-cookie/):
 *
 * - its keys at `/cdn-cgi/access/certs`: `keys` (the current and the previous signing key as
 *   JWKs: Access rotates every 6 weeks and keeps the old key valid 7 days), `public_cert` (the
 *   current key as a PEM certificate) and `public_certs` (both);
 * - the token Access adds to each request as the `Cf-Access-Jwt-Assertion` header (and, from a
 *   browser, the `CF_Authorization` cookie): RS256, header `{alg, kid, typ: "JWT"}`, payload
 *   `{aud: [AUD], email, exp, iat, nbf, iss: team origin, type: "app", identity_nonce, sub,
 *   country}` for a person; for a service token, `common_name` (the token's client id) and an
 *   empty `sub` instead of an e-mail.
 *
 * A fetch handler: worker tests reach it through the fetch stub, e2e serves it over HTTP. Runs
 * in workerd and Node (WebCrypto through jose).
 *
 * Test control (not Access's API): `POST /__fake/token` with JSON `{ email }` answers
 * `{ token }`, a valid token issued by the origin the fake is reached at (e2e tests ask the
 * loopback fake, which holds the key, for the header a signed-in operator's requests carry).
 */
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { selfSignedCertificate } from "./x509";

export interface AccessFakeOptions {
  /** The team origin, e.g. https://access.fake.test: the tokens' issuer (default: the origin asked). */
  readonly issuer?: string;
  /** The Access application's AUD tag. */
  readonly audience: string;
}

export interface TokenOptions {
  readonly email?: string | undefined;
  readonly audience?: string;
  readonly issuer?: string;
  /** Seconds from now; negative: already expired. */
  readonly expiresIn?: number;
  /** Seconds from now before which the token is not valid (nbf); default now. */
  readonly notBefore?: number;
  /** Sign with a key the certs endpoint does not publish (an unknown kid). */
  readonly unknownKey?: boolean;
  /** Sign with the previous key, rotated out but still published. */
  readonly previousKey?: boolean;
  /** A service token's: `common_name` and an empty `sub`, no e-mail. */
  readonly serviceToken?: boolean;
  readonly extraClaims?: JWTPayload;
}

const ALG = "RS256";
/** Access's default application session: 24 hours. */
const SESSION_SECONDS = 24 * 3600;

const hex = (byteCount: number) =>
  [...crypto.getRandomValues(new Uint8Array(byteCount))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** Access's identity_nonce: a short random alphanumeric string. */
function nonce(): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => alphabet[b % alphabet.length]).join("");
}

/** A signing key as Access publishes one: a SHA-256-like hex key id, the JWK and its certificate. */
async function signingKey() {
  const kid = hex(32);
  const keys = await generateKeyPair(ALG, { extractable: true });
  const jwk = { ...(await exportJWK(keys.publicKey)), kid, alg: ALG, use: "sig" };
  const cert = await selfSignedCertificate(keys, "cloudflareaccess.com");
  return { kid, jwk, cert, privateKey: keys.privateKey };
}

export async function createAccessFake(options: AccessFakeOptions) {
  const [current, previous, unpublished] = await Promise.all([signingKey(), signingKey(), signingKey()]);
  let certsRequests = 0;

  async function handler(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.method === "POST" && url.pathname === "/__fake/token") {
      const body = (await request.json().catch(() => ({}))) as { email?: string };
      return Response.json({ token: await token({ email: body.email, issuer: options.issuer ?? url.origin }) });
    }
    if (request.method !== "GET" || url.pathname !== "/cdn-cgi/access/certs") {
      return new Response("Not found", { status: 404 });
    }
    certsRequests++;
    return Response.json({
      keys: [current.jwk, previous.jwk],
      public_cert: { kid: current.kid, cert: current.cert },
      public_certs: [current, previous].map(({ kid, cert }) => ({ kid, cert })),
    });
  }

  /** A token as Access would put in `Cf-Access-Jwt-Assertion`. */
  async function token(opts: TokenOptions = {}): Promise<string> {
    const key = opts.unknownKey ? unpublished : opts.previousKey ? previous : current;
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = opts.expiresIn ?? SESSION_SECONDS;
    // An expired token was issued a session ago; a token not valid yet is issued now.
    const issuedAt = expiresIn < 0 ? now + expiresIn - SESSION_SECONDS : now;
    const identity = opts.serviceToken
      ? { common_name: `${hex(16)}.access`, sub: "" }
      : {
          identity_nonce: nonce(),
          sub: crypto.randomUUID(),
          ...(opts.email === undefined ? {} : { email: opts.email }),
        };
    return new SignJWT({ type: "app", country: "FR", ...identity, ...opts.extraClaims })
      .setProtectedHeader({ alg: ALG, kid: key.kid, typ: "JWT" })
      .setAudience([opts.audience ?? options.audience])
      .setIssuer(opts.issuer ?? options.issuer ?? "")
      .setIssuedAt(issuedAt)
      .setNotBefore(opts.notBefore === undefined ? issuedAt : now + opts.notBefore)
      .setExpirationTime(now + expiresIn)
      .sign(key.privateKey);
  }

  return {
    handler,
    token,
    /** The cookie a browser behind Access carries: the same token as `CF_Authorization`. */
    cookie: (value: string) => `CF_Authorization=${value}`,
    /** How often the keys were fetched (they should be cached). */
    get certsRequests() {
      return certsRequests;
    },
  };
}

export type AccessFake = Awaited<ReturnType<typeof createAccessFake>>;
