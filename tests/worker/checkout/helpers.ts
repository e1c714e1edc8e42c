import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, expect, vi } from "vitest";
import { createMailFake } from "#tests/fakes/mail.ts";
import { createStripeFake, type StripeFake } from "#tests/fakes/stripe.ts";
import { type FakeEvent, signedDelivery } from "#tests/fakes/stripe-events.ts";
import { workerTestBindings } from "#tests/worker/bindings.ts";
import { routeOutbound } from "#tests/worker/outbound.ts";
import { createDb } from "#worker/db/client.ts";
import { affiliateCoupons, affiliates } from "#worker/db/schema.ts";

export const db = createDb(env.DB);
export const SITE = workerTestBindings.SITE_URL;

/**
 * Fresh Stripe and mail fakes for every test, reached through the stubbed global fetch. The
 * Stripe lookup cache is emptied too: each test's fake is a new Stripe account.
 */
export function fakeServicesPerTest() {
  const fakes = {} as { stripe: StripeFake; mail: ReturnType<typeof createMailFake> };
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM stripe_lookups").run();
    fakes.stripe = createStripeFake({
      apiKey: workerTestBindings.STRIPE_SECRET_KEY,
      webhookSecret: workerTestBindings.STRIPE_WEBHOOK_SECRET,
    });
    fakes.mail = createMailFake({ apiKey: workerTestBindings.MAIL_API_KEY });
    vi.stubGlobal("fetch", routeOutbound({ stripe: fakes.stripe.handler, mail: fakes.mail.handler }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // The fake answered or sent something Stripe never would: the test proved nothing.
    expect(fakes.stripe.violations).toEqual([]);
  });
  return fakes;
}

let ip = 0;
/** A fresh client address per call, so one test's requests never meet another's rate limit. */
export const anIp = () => `198.51.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

/** POST /stripe/create-checkout-payment, from a fresh client address unless one is given. */
export function createCheckout(body: unknown, options: { ip?: string; attemptKey?: string } = {}) {
  return SELF.fetch(`${SITE}/stripe/create-checkout-payment`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "CF-Connecting-IP": options.ip ?? anIp(),
      ...(options.attemptKey ? { "Idempotency-Key": options.attemptKey } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** GET /stripe/session/{sid}, from a fresh client address unless one is given. */
export function sessionStatus(sid: string, ip = anIp()) {
  return SELF.fetch(`${SITE}/stripe/session/${sid}`, { headers: { "CF-Connecting-IP": ip } });
}

/** An affiliate with a commission rate and coupon codes; returns its id. */
export async function anAffiliate(commissionPercent: number, coupons: string[]): Promise<number> {
  const name = `partner-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(affiliates)
    .values({ username: name, email: `${name}@example.com`, passwordHash: "unused", commissionPercent })
    .returning({ id: affiliates.id });
  if (!row) throw new Error("no affiliate inserted");
  if (coupons.length) await db.insert(affiliateCoupons).values(coupons.map((code) => ({ code, affiliateId: row.id })));
  return row.id;
}

/**
 * The sale a partner at 30 % is credited when their 10 % code buys the 269 USD licence: 26.90 off,
 * and a commission of 30 % of the 242.10 paid before tax.
 */
export const thirtyPercentSaleWithTenPercentOff = {
  amount_subtotal: 24_210,
  amount_discount: 2_690,
  amount_commission: 7_263,
} as const;

/**
 * Posts an event to the webhook, signed with the test secret unless a signature is given; `vars` runs the Worker
 * with those variables over its test bindings (a live secret key, a rotated webhook secret).
 */
export async function deliver(
  event: FakeEvent,
  options: {
    signature?: string | null;
    secret?: string | readonly string[];
    vars?: Readonly<Record<string, string>>;
  } = {},
): Promise<Response> {
  const delivery = await signedDelivery(event, options.secret ?? workerTestBindings.STRIPE_WEBHOOK_SECRET);
  const signature = options.signature === undefined ? delivery.signature : options.signature;
  const request = new Request(`${SITE}/stripe/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature === null ? {} : { "Stripe-Signature": signature }) },
    body: delivery.body,
  });
  if (!options.vars) return SELF.fetch(request);
  const { default: worker } = await import("#worker/index.ts");
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...options.vars }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** Every row of the purchase tables, for before/after comparisons. */
export async function counts() {
  const one = async (table: string) =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
  return {
    orders: await one("orders"),
    licences: await one("licences"),
    transactions: await one("transactions"),
    outbox: await one("outbox"),
    events: await one("stripe_events"),
  };
}

/** A raw API call to the Stripe fake, as the Stripe client would send it: its status and JSON body. */
export async function stripeFakeCall(
  stripe: StripeFake,
  method: "GET" | "POST",
  path: string,
  form: Record<string, string>,
) {
  const body = new URLSearchParams(form).toString();
  const res = await stripe.handler(
    new Request(`${workerTestBindings.STRIPE_API_BASE}${path}${method === "GET" ? `?${body}` : ""}`, {
      method,
      headers: {
        Authorization: `Bearer ${workerTestBindings.STRIPE_SECRET_KEY}`,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      ...(method === "POST" ? { body } : {}),
    }),
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
