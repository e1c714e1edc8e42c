/**
 * What the benches send. Every API path comes from the contract's call table (common/api) and
 * every page path from the route table (common/routes.ts), so a bench cannot drift from the
 * Worker it measures; only the values (search texts, ranges, client addresses) are the bench's.
 */

import type { AffiliateSigninAnswer, AffiliateSigninRequest } from "#common/api/affiliates.ts";
import { pathOf } from "#common/api/call.ts";
import { apiCalls } from "#common/api/calls.ts";
import type { ContactRequest } from "#common/api/contact.ts";
import { symbolSearchDefaults } from "#common/api/symbol-search-defaults.ts";
import { fakeToken } from "#tests/fakes/recaptcha.ts";

const { affiliates, checkout, contact, health, licences, symbols } = apiCalls;

/** GET /api/health: no D1, no binding; the trivial route every ratio is taken against. */
export const healthPath = pathOf(health.live);
/** GET /api/health/db: one `select 1` on D1, the floor of every route that uses D1. */
export const dbHealthPath = pathOf(health.ready);
export const contactPath = pathOf(contact.send);
export const webhookPath = pathOf(checkout.webhook);

/** A search with both filters ALL (as the site's widget sends it). */
export const searchPath = (limit: number, query: string) =>
  pathOf(symbols.search, { ...symbolSearchDefaults, limit, query });
/** The widget's first search (EURUSD, limit 10): after one request, every repeat is a cache hit. */
export const defaultSearchPath = searchPath(symbolSearchDefaults.limit, symbolSearchDefaults.query);

/** The signed-in affiliate's sales between two instants (Unix seconds, both inclusive). */
export const transactionsPath = (from: number, to: number) => pathOf(affiliates.transactions, { from, to });

export interface Licence {
  readonly email: string;
  readonly key: string;
  readonly orderId: string;
}
export const licenceResetPath = ({ email, key, orderId }: Licence) =>
  pathOf(licences.reset, { email, licenceKey: key, orderId });

/**
 * A client address of its own for request n (a header value: every request still goes to
 * loopback). The per-address limits stay as configured; see api.ts.
 */
export const clientAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/** A contact message whose captcha token the fake verify service accepts for this host. */
export function contactBody(hostname: string, subject: string, content: string): string {
  const message: ContactRequest = {
    Name: "bench.visitor@example.com",
    Subject: subject,
    Content: content,
    CaptchaToken: fakeToken({ hostname, action: "contact", score: 0.9 }),
  };
  return JSON.stringify(message);
}

/** Signs the bench affiliate in and returns its bearer token. */
export async function signIn(base: string, account: { email: string; password: string }, address: string) {
  const body: AffiliateSigninRequest = { EmailAddress: account.email, Password: account.password };
  const res = await fetch(`${base}${pathOf(affiliates.signin)}`, {
    method: affiliates.signin.method,
    headers: { "content-type": "application/json", "CF-Connecting-IP": address },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as AffiliateSigninAnswer).token;
}
