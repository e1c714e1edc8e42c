/**
 * What the benches send. Every API path comes from the contract's call table (common/api) and
 * every page path from the route table (common/routes.ts), so a bench cannot drift from the
 * Worker it measures; only the values (search texts, ranges, client addresses) are the bench's.
 */

import type { RawRequest } from "autocannon";
import type { AffiliateSigninAnswer, AffiliateSigninRequest } from "#common/api/affiliates.ts";
import { pathOf } from "#common/api/call.ts";
import { apiCalls } from "#common/api/calls.ts";
import type { ContactRequest } from "#common/api/contact.ts";
import { symbolSearchDefaults } from "#common/api/symbol-search-defaults.ts";
import { fakeToken } from "#tests/fakes/recaptcha.ts";
import { benchAffiliate, benchLicence } from "./site.ts";

const { affiliates, checkout, contact, health, licences, symbols } = apiCalls;

/** GET /api/health: no D1, no binding; the trivial route every ratio is taken against. */
export const healthPath = pathOf(health.live);
/** GET /api/health/db: one `select 1` on D1, the floor of every route that uses D1. */
export const dbHealthPath = pathOf(health.ready);
const contactPath = pathOf(contact.send);
export const webhookPath = pathOf(checkout.webhook);

/** A search with both filters ALL (as the site's widget sends it). */
export const searchPath = (limit: number, query: string) =>
  pathOf(symbols.search, { ...symbolSearchDefaults, limit, query });
/** The widget's first search (EURUSD, limit 10): after one request, every repeat is a cache hit. */
export const defaultSearchPath = searchPath(symbolSearchDefaults.limit, symbolSearchDefaults.query);

/** One request: autocannon's, whose parts the load bench hands to fetch. */
export type BenchRequest = RawRequest & { readonly path: string };

/**
 * A client address of its own for request n (a header value: every request still goes to
 * loopback). The per-address limits stay as configured; see api.ts.
 */
export const clientAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

/** A contact message whose captcha token the fake verify service accepts for this host. */
function contactBody(hostname: string, subject: string, content: string): string {
  const message: ContactRequest = {
    Name: "bench.visitor@example.com",
    Subject: subject,
    Content: content,
    CaptchaToken: fakeToken({ hostname, action: "contact", score: 0.9 }),
  };
  return JSON.stringify(message);
}

/** Signs the bench affiliate in and returns its bearer token. */
async function signIn(base: string, address: string) {
  const body: AffiliateSigninRequest = { EmailAddress: benchAffiliate.email, Password: benchAffiliate.password };
  const res = await fetch(`${base}${pathOf(affiliates.signin)}`, {
    method: affiliates.signin.method,
    headers: { "content-type": "application/json", "CF-Connecting-IP": address },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as AffiliateSigninAnswer).token;
}

/**
 * Signs the bench affiliate in from `address`; the requests the API and load benches send on
 * the bench site, as that affiliate and as visitors from the addresses given.
 */
export async function benchVisitor(base: string, address: string) {
  const token = await signIn(base, address);
  const hostname = new URL(base).hostname;
  const resetPath = pathOf(licences.reset, {
    email: benchLicence.email,
    licenceKey: benchLicence.key,
    orderId: benchLicence.orderId,
  });
  return {
    /** The signed-in affiliate's sales between two instants (Unix seconds, both inclusive). */
    transactions: (from: number, to: number): BenchRequest => ({
      path: pathOf(affiliates.transactions, { from, to }),
      headers: { authorization: `Bearer ${token}` },
    }),
    contact: (address: string, subject: string, content: string): BenchRequest => ({
      method: "POST",
      path: contactPath,
      headers: { "content-type": "application/json", "CF-Connecting-IP": address },
      body: contactBody(hostname, subject, content),
    }),
    /** The bench licence's reset (GET /ResetLicenseKey/{email}/{key}/{orderId}). */
    licenceReset: (address: string): BenchRequest => ({ path: resetPath, headers: { "CF-Connecting-IP": address } }),
  };
}

/** What benchVisitor gives: the requests as the signed-in bench affiliate. */
export type BenchVisitor = Awaited<ReturnType<typeof benchVisitor>>;
