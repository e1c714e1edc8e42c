import { eq } from "drizzle-orm";
import { checkoutSessionParams, createCheckoutRequest } from "#common/api/checkout.ts";
import { createRouter } from "#worker/app.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliateCoupons } from "#worker/db/schema.ts";
import { noStore } from "#worker/requests.ts";
import { checkoutSessionStatus, createCheckoutSession } from "#worker/services/stripe.ts";
import { jsonBody, params } from "#worker/validation.ts";

/** The coupon as the checkout records it: its code, and its affiliate when it is one's. */
async function couponOf(db: Db, raw: string | null | undefined) {
  const code = raw?.trim().toUpperCase();
  if (!code) return undefined;
  const owner = await db.query.affiliateCoupons.findFirst({ where: eq(affiliateCoupons.code, code) });
  return { code, affiliateId: owner?.affiliateId ?? null };
}

/**
 * Calls 2 and 3: the embedded Checkout for the desktop licence. The session returns to
 * /OrderSummary?sid=..., where the page reads its status.
 */
export const checkout = createRouter()
  .post("/stripe/create-checkout-payment", async (c) => {
    const input = await jsonBody(c, createCheckoutRequest);
    const returnUrl = `${c.env.SITE_URL.replace(/\/+$/, "")}/OrderSummary?sid={CHECKOUT_SESSION_ID}`;
    const clientSecret = await createCheckoutSession(c.env, {
      lookupKey: input.lookup_key,
      returnUrl,
      coupon: await couponOf(c.var.db, input.coupon_code),
    });
    return c.json({ clientSecret }, 200, noStore);
  })
  .get("/stripe/session/:sid", async (c) => {
    const { sid } = params(c, checkoutSessionParams);
    return c.json({ status: await checkoutSessionStatus(c.env, sid) }, 200, noStore);
  });
