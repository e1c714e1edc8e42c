/**
 * Operators in worker tests: the fake Access team (its keys are what the Worker fetches from
 * https://access.fake.test/cdn-cgi/access/certs) and requests signed as an operator.
 */
import { SELF } from "cloudflare:test";
import { afterEach, beforeEach, vi } from "vitest";
import { createAccessFake, type TokenOptions } from "#tests/fakes/access.ts";
import { createMailFake } from "#tests/fakes/mail.ts";
import { createStripeFake, type StripeFake } from "#tests/fakes/stripe.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";

export const OPERATOR = "owner@ticksim.test";
export const SITE = workerTestBindings.SITE_URL;

export const accessFake = await createAccessFake({
  issuer: `https://${workerTestBindings.ACCESS_TEAM_DOMAIN}`,
  audience: workerTestBindings.ACCESS_AUD,
});

/** The header Access adds for a signed-in operator (or for `options`' variation of the token). */
export async function operatorHeaders(options: TokenOptions = {}): Promise<Record<string, string>> {
  return { "Cf-Access-Jwt-Assertion": await accessFake.token({ email: OPERATOR, ...options }) };
}

/** GET an admin path as the operator. */
export async function adminGet(path: string, token: TokenOptions = {}) {
  return SELF.fetch(`${SITE}${path}`, { headers: await operatorHeaders(token) });
}

/** POST JSON to an admin path as the operator. */
export async function adminPost(path: string, body: unknown = {}, token: TokenOptions = {}) {
  return SELF.fetch(`${SITE}${path}`, {
    method: "POST",
    headers: { ...(await operatorHeaders(token)), "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** Fresh Stripe and mail fakes per test, with the Access keys still reachable. */
export function adminServicesPerTest() {
  const fakes = {} as { stripe: StripeFake; mail: ReturnType<typeof createMailFake> };
  beforeEach(() => {
    fakes.stripe = createStripeFake({
      apiKey: workerTestBindings.STRIPE_SECRET_KEY,
      webhookSecret: workerTestBindings.STRIPE_WEBHOOK_SECRET,
    });
    fakes.mail = createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY });
    vi.stubGlobal(
      "fetch",
      routeOutbound({ stripe: fakes.stripe.handler, mail: fakes.mail.handler, access: accessFake.handler }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  return fakes;
}
