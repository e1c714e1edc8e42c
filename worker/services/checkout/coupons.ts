/**
 * Which coupon codes the checkout applies: only the codes this shop issued for the site, an
 * affiliate's (affiliate_coupons) or one of the public codes listed in PUBLIC_COUPON_CODES. Any
 * other code is never looked up at Stripe, so guessing codes through the checkout finds nothing,
 * and a Stripe promotion code made for another purpose (a partner's 100 % code) cannot be used here.
 */
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { z } from "zod/mini";
import { COUPON_CODE_RULE, isCouponCode, normalCouponCode } from "#common/api/coupon-code.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliateCoupons } from "#worker/db/schema.ts";
import { logEvent } from "#worker/log.ts";
import { Unavailable } from "#worker/services/unavailable.ts";

const publicCodesSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((list: string) =>
      list
        .split(",")
        .map(normalCouponCode)
        .filter((code) => code !== ""),
    ),
  ),
  z.array(
    z.string().check(
      z.refine(isCouponCode, {
        error: (issue) => `"${String(issue.input)}" is not a code: each code is ${COUPON_CODE_RULE}`,
      }),
    ),
  ),
);

type PublicCodesEnv = { readonly PUBLIC_COUPON_CODES?: string };

const parsePublicCodes = (env: PublicCodesEnv) => publicCodesSchema.safeParse(env.PUBLIC_COUPON_CODES ?? "");
const problemOf = (error: z.core.$ZodError) => error.issues.map((issue) => issue.message).join("; ");

/** What is wrong with PUBLIC_COUPON_CODES, or null when every entry is a code. */
export function publicCouponProblem(env: PublicCodesEnv): string | null {
  const parsed = parsePublicCodes(env);
  return parsed.success ? null : problemOf(parsed.error);
}

/**
 * The public codes (comma-separated in PUBLIC_COUPON_CODES). A malformed list closes payments
 * rather than guessing what was meant: these codes can make a licence free. The console's health
 * card names the problem too (./admin/overview).
 */
export function publicCouponCodes(env: PublicCodesEnv): ReadonlySet<string> {
  const parsed = parsePublicCodes(env);
  if (!parsed.success) {
    logEvent("error", { event: "config.invalid", name: "PUBLIC_COUPON_CODES", problem: problemOf(parsed.error) });
    throw new Unavailable(503, "Payments are not configured correctly on this server");
  }
  return new Set(parsed.data);
}

export interface ShopCoupon {
  readonly code: string;
  /** The affiliate the code belongs to, who earns the commission. */
  readonly affiliateId: number | null;
  readonly isPublic: boolean;
}

/** The coupon when this shop issued it; undefined for no code or anyone else's. `code` as the contract reads it. */
export async function shopCoupon(
  db: Db,
  publicCodes: ReadonlySet<string>,
  code: string | null | undefined,
): Promise<ShopCoupon | undefined> {
  if (!code) return undefined;
  const owner = await db.query.affiliateCoupons.findFirst({ where: eq(affiliateCoupons.code, code) });
  const isPublic = publicCodes.has(code);
  if (!owner && !isPublic) return undefined;
  return { code, affiliateId: owner?.affiliateId ?? null, isPublic };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

/**
 * Whether a checkout that cost nothing may be fulfilled: only when one of the public codes made
 * it free, as the session we created says (its metadata names the code and the promotion code
 * applied, and that promotion code is the session's discount).
 */
export function freeCheckoutAllowed(session: Stripe.Checkout.Session, publicCodes: ReadonlySet<string>): boolean {
  const code = session.metadata?.coupon_code && normalCouponCode(session.metadata.coupon_code);
  const promotionCode = session.metadata?.promotion_code;
  if (!code || !promotionCode || !publicCodes.has(code)) return false;
  return (session.discounts ?? []).some((discount) => idOf(discount.promotion_code) === promotionCode);
}
