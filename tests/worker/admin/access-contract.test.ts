import { SELF } from "cloudflare:test";
import { X509Certificate } from "node:crypto";
import { decodeJwt, decodeProtectedHeader, importJWK, type JWK } from "jose";
import { describe, expect, it } from "vitest";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { accessFake, OPERATOR, operatorHeaders, SITE } from "./access";

const TEAM = `https://${workerTestBindings.ACCESS_TEAM_DOMAIN}`;
const me = `${SITE}/api/admin/me`;

interface Certs {
  keys: (JWK & { kid: string })[];
  public_cert: { kid: string; cert: string };
  public_certs: { kid: string; cert: string }[];
}
const certs = async () =>
  (await (await accessFake.handler(new Request(`${TEAM}/cdn-cgi/access/certs`))).json()) as Certs;

describe("the Access fake (Cloudflare's 'Validate JWTs' and 'Application token')", () => {
  it("publishes the current and the previous key as JWKs and as PEM certificates of the same keys", async () => {
    const body = await certs();
    expect(Object.keys(body).sort()).toEqual(["keys", "public_cert", "public_certs"]);
    expect(body.keys).toHaveLength(2);
    expect(body.public_cert.kid).toBe(body.keys[0]?.kid);
    expect(body.public_certs.map((c) => c.kid)).toEqual(body.keys.map((k) => k.kid));
    for (const [i, { cert }] of body.public_certs.entries()) {
      const x509 = new X509Certificate(cert);
      expect(x509.verify(x509.publicKey)).toBe(true);
      const published = await importJWK(body.keys[i] as JWK, "RS256");
      if (!(published instanceof CryptoKey)) throw new Error("not a CryptoKey");
      const spki = new Uint8Array((await crypto.subtle.exportKey("spki", published)) as ArrayBuffer);
      expect(new Uint8Array(x509.publicKey.export({ format: "der", type: "spki" }))).toEqual(spki);
    }
  });

  it("issues a person's token with Access's header and claims", async () => {
    const token = await accessFake.token({ email: OPERATOR });
    const header = decodeProtectedHeader(token);
    expect(header).toEqual({ alg: "RS256", kid: (await certs()).public_cert.kid, typ: "JWT" });
    const claims = decodeJwt(token);
    expect(Object.keys(claims).sort()).toEqual(
      ["aud", "country", "email", "exp", "iat", "identity_nonce", "iss", "nbf", "sub", "type"].sort(),
    );
    expect(claims).toMatchObject({ aud: [workerTestBindings.ACCESS_AUD], email: OPERATOR, iss: TEAM, type: "app" });
    expect(claims.nbf).toBe(claims.iat);
  });

  it("issues a service token with common_name and an empty sub, and no e-mail", async () => {
    const claims = decodeJwt(await accessFake.token({ serviceToken: true }));
    expect(claims.email).toBeUndefined();
    expect(claims.sub).toBe("");
    expect(claims.common_name).toMatch(/^[0-9a-f]{32}\.access$/);
  });
});

describe("the console's Access check, against tokens as Access issues them", () => {
  const status = async (headers: Record<string, string>) => (await SELF.fetch(me, { headers })).status;

  it("accepts a token signed with the previous key, still published during a rotation", async () => {
    expect(await status(await operatorHeaders({ previousKey: true }))).toBe(200);
  });

  it("answers 401 for a token that is not valid yet (nbf in the future)", async () => {
    expect(await status(await operatorHeaders({ notBefore: 600 }))).toBe(401);
  });

  it("answers 401 for a token Access issued for something other than an application (type org)", async () => {
    expect(await status(await operatorHeaders({ extraClaims: { type: "org" } }))).toBe(401);
  });

  it("answers 403 to a service token, saying the console is for people", async () => {
    const res = await SELF.fetch(me, { headers: await operatorHeaders({ serviceToken: true }) });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "A Cloudflare Access service token cannot use the operator console" });
  });

  it("reads the header only: the CF_Authorization cookie alone is not a sign-in (401)", async () => {
    const cookie = accessFake.cookie(await accessFake.token({ email: OPERATOR }));
    expect(await status({ Cookie: cookie })).toBe(401);
  });
});
