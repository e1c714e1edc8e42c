/** The funnel's first step: every Checkout Session the Worker creates is recorded, once. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anAffiliate, createCheckout, db, fakeServicesPerTest } from "#tests/worker/checkout/helpers.ts";
import { checkoutStarts } from "#worker/db/schema.ts";

const fakes = fakeServicesPerTest();

const sessionOf = (clientSecret: string) =>
  [...fakes.stripe.sessions.values()].find((s) => s.client_secret === clientSecret);

async function opened(body: unknown, attemptKey?: string) {
  const res = await createCheckout(body, attemptKey ? { attemptKey } : {});
  expect(res.status).toBe(200);
  const session = sessionOf(((await res.json()) as { clientSecret: string }).clientSecret);
  if (!session) throw new Error("the Stripe fake has no such session");
  return session;
}

describe("recording checkout creations", () => {
  it("records the session with its currency and lookup key when the checkout opens", async () => {
    const before = Date.now();
    const session = await opened({ lookup_key: "Live_LifetimeLicense" });
    const [row] = await db.select().from(checkoutStarts).where(eq(checkoutStarts.sessionId, session.id));
    expect(row).toMatchObject({
      sessionId: session.id,
      currency: session.currency,
      lookupKey: "Live_LifetimeLicense",
      affiliateId: null,
      couponCode: null,
    });
    expect(row?.createdAt).toBeGreaterThanOrEqual(before);
  });

  it("records the affiliate and the code the session carries", async () => {
    const code = `PART${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    const affiliateId = await anAffiliate(30, [code]);
    const session = await opened({ lookup_key: "Live_LifetimeLicense", coupon_code: code });
    const [row] = await db.select().from(checkoutStarts).where(eq(checkoutStarts.sessionId, session.id));
    expect(row).toMatchObject({ affiliateId, couponCode: code });
  });

  it("records a retried request that Stripe answers with the same session once", async () => {
    const attemptKey = crypto.randomUUID();
    const first = await opened({ lookup_key: "Live_LifetimeLicense" }, attemptKey);
    const again = await opened({ lookup_key: "Live_LifetimeLicense" }, attemptKey);
    expect(again.id).toBe(first.id);
    expect(await db.select().from(checkoutStarts).where(eq(checkoutStarts.sessionId, first.id))).toHaveLength(1);
  });
});
