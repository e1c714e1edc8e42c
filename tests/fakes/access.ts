/**
 * A fake Cloudflare Access team: its public keys at `/cdn-cgi/access/certs` (the JWKS shape
 * Access serves: `keys` plus `public_cert`/`public_certs`) and tokens shaped like the
 * `Cf-Access-Jwt-Assertion` Access adds to each request (RS256, kid, aud array, iss = team
 * origin, email, iat, nbf, exp). A fetch handler: worker tests reach it through the fetch stub,
 * e2e serves it over HTTP. Runs in workerd and Node (WebCrypto through jose).
 *
 * Test control (not Access's API): `POST /__fake/token` with JSON `{ email }` answers
 * `{ token }`, a valid token issued by the origin the fake is reached at (e2e tests ask the
 * loopback fake, which holds the key, for the header a signed-in operator's requests carry).
 */
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";

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
  /** Sign with a key the JWKS does not publish (an unknown kid). */
  readonly unknownKey?: boolean;
  readonly extraClaims?: JWTPayload;
}

const ALG = "RS256";

async function keyPair(kid: string) {
  const { publicKey, privateKey } = await generateKeyPair(ALG, { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: "sig" };
  return { privateKey, jwk, kid };
}

export async function createAccessFake(options: AccessFakeOptions) {
  const published = await keyPair("fake-access-key-1");
  const unpublished = await keyPair("fake-access-key-unknown");
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
      keys: [published.jwk],
      public_cert: { kid: published.kid, cert: "-----BEGIN CERTIFICATE-----(not used)-----END CERTIFICATE-----" },
      public_certs: [{ kid: published.kid, cert: "-----BEGIN CERTIFICATE-----(not used)-----END CERTIFICATE-----" }],
    });
  }

  /** A token as Access would put in `Cf-Access-Jwt-Assertion`. */
  async function token(opts: TokenOptions = {}): Promise<string> {
    const key = opts.unknownKey ? unpublished : published;
    const now = Math.floor(Date.now() / 1000);
    const expiresIn = opts.expiresIn ?? 3600;
    return new SignJWT({
      type: "app",
      identity_nonce: crypto.randomUUID(),
      country: "FR",
      ...(opts.email === undefined ? {} : { email: opts.email }),
      ...opts.extraClaims,
    })
      .setProtectedHeader({ alg: ALG, kid: key.kid, typ: "JWT" })
      .setAudience([opts.audience ?? options.audience])
      .setIssuer(opts.issuer ?? options.issuer ?? "")
      .setSubject(crypto.randomUUID())
      .setIssuedAt(expiresIn < 0 ? now + expiresIn - 60 : now)
      .setNotBefore(expiresIn < 0 ? now + expiresIn - 60 : now)
      .setExpirationTime(now + expiresIn)
      .sign(key.privateKey);
  }

  return {
    handler,
    token,
    /** How often the keys were fetched (they should be cached). */
    get certsRequests() {
      return certsRequests;
    },
  };
}

export type AccessFake = Awaited<ReturnType<typeof createAccessFake>>;
