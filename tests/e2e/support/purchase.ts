/**
 * Buying a licence in e2e without a browser: a checkout session created through the Worker, paid
 * in the Stripe API fake (which delivers the signed webhook to the Worker), and the licence read
 * back from the e-mail the Worker wrote.
 */
import { expect } from "@playwright/test";
import { EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { newestMailTo } from "./outbox";

export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Purchase {
  /** A new checkout session through the Worker, as the order page creates it; returns its id. */
  newSession(): Promise<string>;
  /** Pays a session in the Stripe fake, which delivers the signed event to the Worker. */
  pay(sessionId: string, email: string): Promise<void>;
  /** The licence e-mail's key and order ID, once the Worker has written it. */
  licenceFromMail(email: string): Promise<{ key: string; orderId: string }>;
  /** A licence bought for `email`: its key and order ID as the buyer receives them. */
  buyLicence(email: string): Promise<{ key: string; orderId: string }>;
  /** A licence bought by a new buyer, whose address is unique and tagged `tag`: the address, key and order ID. */
  newBuyer(tag: string): Promise<{ email: string; key: string; orderId: string }>;
}

/**
 * `clientHeaders`: the test's project's extra headers (its client address: playwright.config.ts),
 * so a purchase counts against its own lane's per-address limits, as its pages' requests do.
 */
export function purchaseThrough(
  siteURL: string,
  stripeApiBase: string,
  clientHeaders: Readonly<Record<string, string>> = {},
): Purchase {
  const purchase: Purchase = {
    async newSession() {
      const res = await fetch(`${siteURL}/stripe/create-checkout-payment`, {
        method: "POST",
        headers: { ...clientHeaders, "Content-Type": "application/json" },
        body: JSON.stringify({ lookup_key: "Live_LifetimeLicense" }),
      });
      expect(res.status).toBe(200);
      const { clientSecret } = (await res.json()) as { clientSecret: string };
      return clientSecret.split("_secret_")[0] ?? "";
    },
    async pay(sessionId, email) {
      const res = await fetch(`${stripeApiBase}/__fake/sessions/${sessionId}/complete`, {
        method: "POST",
        body: JSON.stringify({ email }),
      });
      const { webhookStatus } = (await res.json()) as { webhookStatus: number };
      expect(webhookStatus).toBe(200);
    },
    async licenceFromMail(email) {
      await expect.poll(() => newestMailTo(email), { timeout: EFFECT_TIMEOUT_MS }).toBeDefined();
      const body = newestMailTo(email)?.body_text ?? "";
      const key = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(body)?.[0];
      const orderId = /Order ID: (\d+)/.exec(body)?.[1];
      if (!key || !orderId) throw new Error(`no key in the licence mail:\n${body}`);
      return { key, orderId };
    },
    async buyLicence(email) {
      await purchase.pay(await purchase.newSession(), email);
      return purchase.licenceFromMail(email);
    },
    async newBuyer(tag) {
      const email = uniqueEmail(tag);
      return { email, ...(await purchase.buyLicence(email)) };
    },
  };
  return purchase;
}
