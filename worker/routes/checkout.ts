import { eq } from "drizzle-orm";
import { createRouter } from "../app";
import { checkoutSessionParams, createCheckoutRequest } from "../contract";
import type { Db } from "../db/client";
import { affiliateCoupons } from "../db/schema";
import { noStore } from "../requests";
import { checkoutSessionStatus, createCheckoutSession } from "../services/stripe";
import { jsonBody, params } from "../validation";

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
