import { SELF } from "cloudflare:test";
import type { Locale } from "#common/locales.ts";
import { anIp, db, SITE } from "#tests/worker/checkout/helpers.ts";
import { licences, orders } from "#worker/db/schema.ts";

export { anIp, db, SITE };

/** A paid (or refunded) order with its first key, as fulfilment writes them. */
export async function aLicence(
  options: { revoked?: boolean; email?: string; createdAt?: number; deviceId?: string; locale?: Locale } = {},
) {
  const orderId = String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));
  const email = options.email ?? `owner.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const key = crypto.randomUUID();
  await db.insert(orders).values({
    id: orderId,
    stripeSessionId: `cs_test_${crypto.randomUUID()}`,
    customerEmail: email,
    currency: "usd",
    amountTotal: 26_900,
    amountSubtotal: 26_900,
    amountDiscount: 0,
    lookupKey: "Live_LifetimeLicense",
    status: options.revoked ? "refunded" : "paid",
    ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
  });
  await db.insert(licences).values({
    key,
    orderId,
    seq: 1,
    email,
    revokedAt: options.revoked ? Date.now() : null,
    deviceId: options.deviceId ?? null,
  });
  return { orderId, email, key };
}

/** Call 10, from a fresh client address unless one is given. */
export function reset(email: string, key: string, orderId: string, ip = anIp()) {
  const path = [email, key, orderId].map(encodeURIComponent).join("/");
  return SELF.fetch(`${SITE}/ResetLicenseKey/${path}`, { headers: { "CF-Connecting-IP": ip } });
}

export function device(action: "activate" | "validate", key: string, deviceId: string, ip = anIp()) {
  return SELF.fetch(`${SITE}/api/licenses/${action}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
    body: JSON.stringify({ key, deviceId }),
  });
}
