/**
 * Affiliates in the console: the list with each partner's sales and commission, one partner's
 * page, and the actions — create (with their Stripe coupon and promotion code, so the code works
 * at checkout at once), change the commission, disable/enable, add a code, send the
 * set-your-password link (the portal's own reset mail).
 */
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { AffiliateDetailAnswer, AffiliateRow, CurrencyAmount } from "#common/api/admin.ts";
import { ADMIN_PAGE_SIZE } from "#common/api/admin.ts";
import type { Locale } from "#common/locales.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliateCoupons, affiliates, transactions } from "#worker/db/schema.ts";
import { mailLocaleOf } from "#worker/mail/i18n.ts";
import type { MailBrand } from "#worker/mail/layout.ts";
import {
  createAffiliate,
  findAffiliateById,
  normaliseEmail,
  requestPasswordReset,
  updateAffiliate,
} from "#worker/services/affiliates/affiliates.ts";
import { conflict, notFound, Refusal } from "#worker/services/refusal.ts";
import { createPromotionCode, isLiveKey, type StripeEnv } from "#worker/services/stripe.ts";
import { forgetLookups } from "#worker/services/stripe-lookups.ts";
import { historyOf } from "./audit-log";
import { idCursor, idsBefore, type ListRead, pageOf } from "./cursor";

/** LIKE's wildcards taken literally; D1 refuses patterns over 50 bytes, so the text is bounded. */
const likePrefix = (text: string) => `${text.slice(0, 40).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type AffiliateRecord = typeof affiliates.$inferSelect;

/** Coupons, paid sales and commission (refunds excluded) of these affiliates, per currency. */
async function figuresOf(db: Db, ids: number[]) {
  if (ids.length === 0) return { coupons: new Map<number, string[]>(), money: new Map<number, MoneyOf>() };
  const [couponRows, moneyRows] = await db.batch([
    db
      .select({ affiliateId: affiliateCoupons.affiliateId, code: affiliateCoupons.code })
      .from(affiliateCoupons)
      .where(inArray(affiliateCoupons.affiliateId, ids))
      .orderBy(affiliateCoupons.code),
    db
      .select({
        affiliateId: transactions.affiliateId,
        currency: transactions.currency,
        count: sql<number>`count(*)`,
        paid: sql<number>`sum(${transactions.amountPaid})`,
        commission: sql<number>`sum(${transactions.amountCommission})`,
      })
      .from(transactions)
      .where(and(inArray(transactions.affiliateId, ids), eq(transactions.refunded, false)))
      .groupBy(transactions.affiliateId, transactions.currency),
  ]);
  const coupons = new Map<number, string[]>();
  for (const row of couponRows) coupons.set(row.affiliateId, [...(coupons.get(row.affiliateId) ?? []), row.code]);
  const money = new Map<number, MoneyOf>();
  for (const row of moneyRows) {
    const entry = money.get(row.affiliateId) ?? { sales: [], commission: [] };
    entry.sales.push({ currency: row.currency, count: Number(row.count), amount: Number(row.paid) });
    entry.commission.push({ currency: row.currency, count: Number(row.count), amount: Number(row.commission) });
    money.set(row.affiliateId, entry);
  }
  return { coupons, money };
}

interface MoneyOf {
  sales: CurrencyAmount[];
  commission: CurrencyAmount[];
}

const rowOf = (a: AffiliateRecord, figures: Awaited<ReturnType<typeof figuresOf>>): AffiliateRow => ({
  id: a.id,
  username: a.username,
  email: a.email,
  commissionPercent: a.commissionPercent,
  disabled: a.disabled,
  locale: mailLocaleOf(a.locale),
  createdAt: a.createdAt,
  coupons: figures.coupons.get(a.id) ?? [],
  sales: figures.money.get(a.id)?.sales ?? [],
  commission: figures.money.get(a.id)?.commission ?? [],
});

/** Newest first, optionally those whose username or e-mail starts with the text; cursor: the last id. */
export const searchAffiliates: ListRead<{ query: string }, AffiliateRow> = async (
  db,
  input,
  limit = ADMIN_PAGE_SIZE,
) => {
  const q = input.query.trim().toLowerCase();
  const rows = await db
    .select()
    .from(affiliates)
    .where(
      and(
        q
          ? or(
              sql`lower(${affiliates.username}) like ${likePrefix(q)} escape '\\'`,
              sql`${affiliates.email} like ${likePrefix(q)} escape '\\'`,
            )
          : undefined,
        idsBefore(affiliates.id, input.cursor),
      ),
    )
    .orderBy(desc(affiliates.id))
    .limit(limit + 1);
  const page = pageOf(rows, limit, idCursor);
  const figures = await figuresOf(
    db,
    page.items.map((a) => a.id),
  );
  return { items: page.items.map((a) => rowOf(a, figures)), next: page.next };
};

async function affiliateOrRefusal(db: Db, id: number): Promise<AffiliateRecord | Refusal> {
  return (await findAffiliateById(db, id)) ?? notFound(`No affiliate ${id}`);
}

/** An affiliate as the audit log records it (never the password hash). */
export async function affiliateState(db: Db, id: number) {
  const a = await affiliateOrRefusal(db, id);
  if (a instanceof Refusal) return a;
  const coupons = await db
    .select({ code: affiliateCoupons.code })
    .from(affiliateCoupons)
    .where(eq(affiliateCoupons.affiliateId, id));
  return {
    id: a.id,
    username: a.username,
    email: a.email,
    commissionPercent: a.commissionPercent,
    disabled: a.disabled,
    locale: a.locale,
    coupons: coupons.map((c) => c.code),
  };
}

export async function affiliateDetail(db: Db, id: number): Promise<AffiliateDetailAnswer | Refusal> {
  const affiliate = await affiliateOrRefusal(db, id);
  if (affiliate instanceof Refusal) return affiliate;
  const [figures, coupons, history] = await Promise.all([
    figuresOf(db, [id]),
    db.select().from(affiliateCoupons).where(eq(affiliateCoupons.affiliateId, id)).orderBy(affiliateCoupons.code),
    historyOf(db, [`affiliate:${id}`]),
  ]);
  return {
    affiliate: rowOf(affiliate, figures),
    coupons: coupons.map((c) => ({
      code: c.code,
      percentOff: c.percentOff,
      stripeCouponId: c.stripeCouponId,
      stripePromotionCodeId: c.stripePromotionCodeId,
      createdAt: c.createdAt,
    })),
    history,
  };
}

/** A refusal when the code is an affiliate's already; undefined when it is free. */
async function codeTaken(db: Db, code: string): Promise<Refusal | undefined> {
  const taken = await db.query.affiliateCoupons.findFirst({ where: eq(affiliateCoupons.code, code) });
  return taken ? conflict(`The code ${code} is already an affiliate's`) : undefined;
}

/** The Stripe coupon and promotion code for `code`, then their ids on our coupon row. */
async function stripeDiscount(db: Db, env: StripeEnv, code: string, percentOff: number, affiliate: string) {
  const discount = await createPromotionCode(env, { code, percentOff, affiliate });
  if (discount instanceof Refusal) return discount;
  // The checkout may have remembered that no such code existed: it must ask Stripe again.
  await forgetLookups(db, [{ livemode: isLiveKey(env), kind: "promotion_code", key: code }]);
  return discount;
}

async function recordDiscount(
  db: Db,
  code: string,
  percentOff: number,
  ids: { couponId: string; promotionCodeId: string },
) {
  await db
    .update(affiliateCoupons)
    .set({ percentOff, stripeCouponId: ids.couponId, stripePromotionCodeId: ids.promotionCodeId })
    .where(eq(affiliateCoupons.code, code));
}

/** Nobody knows this password: the partner chooses theirs through the set-your-password link. */
const unusablePassword = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))));

export interface NewAffiliateInput {
  readonly username: string;
  readonly email: string;
  readonly commissionPercent: number;
  readonly code: string;
  readonly percentOff: number;
  readonly locale: Locale;
}

/**
 * Checks the e-mail, username and code are free, makes the Stripe coupon and promotion code,
 * creates the account with the code, and mails the set-your-password link.
 */
export async function createAffiliateWithCode(db: Db, env: StripeEnv, brand: MailBrand, input: NewAffiliateInput) {
  const email = normaliseEmail(input.email);
  const { code } = input;
  const [byEmail, byName] = await db.batch([
    db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.email, email)),
    db.select({ id: affiliates.id }).from(affiliates).where(eq(affiliates.username, input.username)),
  ]);
  if (byEmail.length) return conflict(`An affiliate already has the e-mail ${email}`);
  if (byName.length) return conflict(`An affiliate already has the username ${input.username}`);
  const taken = await codeTaken(db, code);
  if (taken) return taken;

  const discount = await stripeDiscount(db, env, code, input.percentOff, input.username);
  if (discount instanceof Refusal) return discount;
  const id = await createAffiliate(db, {
    username: input.username,
    email,
    commissionPercent: input.commissionPercent,
    locale: input.locale,
    coupons: [code],
    password: unusablePassword(),
  });
  await recordDiscount(db, code, input.percentOff, discount);
  const passwordLinkSent = await requestPasswordReset(db, email, brand);
  const state = await affiliateState(db, id);
  if (state instanceof Refusal) return state;
  return { ...state, stripe: discount, passwordLinkSent };
}

/** Another code for an existing affiliate, with its own Stripe coupon and promotion code. */
export async function addAffiliateCode(
  db: Db,
  env: StripeEnv,
  id: number,
  input: { code: string; percentOff: number },
) {
  const affiliate = await affiliateOrRefusal(db, id);
  if (affiliate instanceof Refusal) return affiliate;
  const { code } = input;
  const taken = await codeTaken(db, code);
  if (taken) return taken;
  const discount = await stripeDiscount(db, env, code, input.percentOff, affiliate.username);
  if (discount instanceof Refusal) return discount;
  await db.insert(affiliateCoupons).values({
    code,
    affiliateId: id,
    percentOff: input.percentOff,
    stripeCouponId: discount.couponId,
    stripePromotionCodeId: discount.promotionCodeId,
  });
  return affiliateState(db, id);
}

export async function setCommission(db: Db, id: number, commissionPercent: number) {
  const affiliate = await affiliateOrRefusal(db, id);
  if (affiliate instanceof Refusal) return affiliate;
  await updateAffiliate(db, affiliate.email, { commissionPercent });
  return affiliateState(db, id);
}

/** The language of the partner's mails from now on (decision 055). */
export async function setLanguage(db: Db, id: number, locale: Locale) {
  const affiliate = await affiliateOrRefusal(db, id);
  if (affiliate instanceof Refusal) return affiliate;
  await updateAffiliate(db, affiliate.email, { locale });
  return affiliateState(db, id);
}

/** Disabling ends the partner's sessions at once (the portal checks the account on every call). */
export async function setDisabled(db: Db, id: number, disabled: boolean) {
  const affiliate = await affiliateOrRefusal(db, id);
  if (affiliate instanceof Refusal) return affiliate;
  if (affiliate.disabled === disabled) return conflict(`The affiliate is already ${disabled ? "disabled" : "enabled"}`);
  await updateAffiliate(db, affiliate.email, { disabled });
  return affiliateState(db, id);
}

/** The portal's reset mail: the partner chooses a password through it. */
export async function sendPasswordLink(db: Db, brand: MailBrand, id: number) {
  const affiliate = await affiliateOrRefusal(db, id);
  if (affiliate instanceof Refusal) return affiliate;
  if (affiliate.disabled) return conflict("The affiliate is disabled: enable the account first");
  await requestPasswordReset(db, affiliate.email, brand);
  return { mailedTo: affiliate.email };
}
