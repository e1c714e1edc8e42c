/**
 * Affiliate-portal seed: a demo affiliate with a few months of varied sales (subscriptions and
 * licences, USD and EUR at the site's prices, each country's VAT, refunds, coupons) and a second affiliate with a few sales of its own.
 * Idempotent: accounts by email, coupons by code, sales by their fixed Stripe ids.
 * `bulkAffiliate` makes an account with many rows (10,000 by default) for benchmarks.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { LICENCE_PRICES, webPlanPrices } from "#common/prices.ts";
import { mulberry32 } from "#common/random.ts";
import { runBatch } from "#worker/db/batch.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliateCoupons, affiliates, payouts, transactions } from "#worker/db/schema.ts";
import { hashPassword } from "#worker/services/affiliates/passwords.ts";
import { recordCommissions } from "#worker/services/payouts/commissions.ts";
import { createPayoutBatch } from "#worker/services/payouts/payouts.ts";
import type { Seeder } from "./seeder";

/** docs/development.md gives these credentials. */
export const demoAffiliate = {
  username: "demo-affiliate",
  email: "demo.affiliate@example.com",
  password: "DemoAffiliate2026",
  commissionPercent: 30,
  coupons: ["DEMO10", "DEMOSPRING"],
} as const;

export const secondAffiliate = {
  username: "partner-two",
  email: "partner.two@example.com",
  password: "PartnerTwo2026",
  commissionPercent: 20,
  coupons: ["PARTNER2"],
} as const;

export const benchAffiliate = {
  username: "bench-affiliate",
  email: "bench.affiliate@example.com",
  password: "BenchAffiliate2026",
  commissionPercent: 25,
  coupons: ["BENCH"],
} as const;

type Account = {
  username: string;
  email: string;
  password: string;
  commissionPercent: number;
  coupons: readonly string[];
};

const cents = (dollars: number) => Math.round(dollars * 100);

/**
 * Products as Stripe lookup keys, with their price in each currency they are sold in, in minor
 * units, from the site's one price list: the licence in euros too (decision 056), the web plans in
 * US dollars only.
 */
const products = [
  { item: "Live_LifetimeLicense", price: { usd: LICENCE_PRICES.usd, eur: LICENCE_PRICES.eur }, recurring: false },
  { item: "Web_Essential_Monthly", price: { usd: cents(webPlanPrices.essential.monthly) }, recurring: true },
  { item: "Web_Basic_Monthly", price: { usd: cents(webPlanPrices.basic.monthly) }, recurring: true },
  { item: "Web_Essential_Yearly", price: { usd: cents(webPlanPrices.essential.yearlyTotal) }, recurring: true },
  { item: "Web_Basic_Yearly", price: { usd: cents(webPlanPrices.basic.yearlyTotal) }, recurring: true },
] as const;

/** The buyers' countries and the standard VAT rate Stripe Tax charges a consumer there (none in the US and Canada). */
const countryTax: Readonly<Record<string, number>> = {
  US: 0,
  FR: 0.2,
  DE: 0.19,
  GB: 0.2,
  ES: 0.21,
  IT: 0.22,
  CA: 0,
  NL: 0.21,
  BE: 0.21,
  CH: 0.081,
};
const countries = Object.keys(countryTax);

export type SeedTransaction = typeof transactions.$inferInsert;

/**
 * `count` sales of one affiliate spread from `fromMs` to `toMs`: a quarter of the licences in euros, about 8 %
 * refunded, about a third with a 10 % coupon. `key` keeps Stripe ids unique per data set.
 */
export function generateTransactions(options: {
  affiliateId: number;
  key: string;
  count: number;
  fromMs: number;
  toMs: number;
  commissionPercent: number;
  coupons: readonly string[];
  seed: number;
}): SeedTransaction[] {
  const next = mulberry32(options.seed);
  const rows: SeedTransaction[] = [];
  for (let i = 0; i < options.count; i++) {
    const product = products[Math.floor(next() * products.length)] ?? products[0];
    const inEuros = next() < 0.25 && "eur" in product.price;
    const currency = inEuros ? "eur" : "usd";
    const coupon = options.coupons.length && next() < 0.35 ? (options.coupons[i % options.coupons.length] ?? "") : "";
    const subtotalBeforeDiscount = "eur" in product.price && inEuros ? product.price.eur : product.price.usd;
    const discount = coupon ? Math.round(subtotalBeforeDiscount * 0.1) : 0;
    const subtotal = subtotalBeforeDiscount - discount;
    const refunded = next() < 0.08;
    const country = countries[Math.floor(next() * countries.length)] ?? "US";
    const paid = Math.round(subtotal * (1 + (countryTax[country] ?? 0)));
    rows.push({
      affiliateId: options.affiliateId,
      stripeObjectId: `seed_${options.key}_${i}`,
      customerEmail: `customer${i + 1}.${options.key}@example.com`,
      customerCountry: country,
      created: Math.round(options.fromMs + ((options.toMs - options.fromMs) * (i + next())) / options.count),
      status: refunded ? "refunded" : "paid",
      item: product.item,
      couponCode: coupon,
      currency,
      amountPaid: paid,
      amountSubtotal: subtotal,
      amountDiscount: discount,
      amountCommission: Math.floor((subtotal * options.commissionPercent) / 100),
      recurring: product.recurring,
      refunded,
    });
  }
  return rows;
}

/** Creates the account (and its coupons) unless its email exists; returns its id. */
export async function ensureAffiliate(db: Db, account: Account): Promise<number> {
  await db
    .insert(affiliates)
    .values({
      username: account.username,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      commissionPercent: account.commissionPercent,
    })
    .onConflictDoNothing();
  const row = await db.query.affiliates.findFirst({ where: eq(affiliates.email, account.email) });
  if (!row) throw new Error(`could not create ${account.email}`);
  for (const code of account.coupons) {
    await db.insert(affiliateCoupons).values({ code, affiliateId: row.id }).onConflictDoNothing();
  }
  return row.id;
}

/** D1 binds at most 100 parameters per statement: 6 rows of 15 columns fit. */
const ROWS_PER_STATEMENT = 6;
/** Statements per D1 batch: wrangler 4.149's local proxy drops the connection on a batch of 100 of them. */
const STATEMENTS_PER_BATCH = 50;

/** Inserts rows in batches of multi-row statements, skipping ones already there (same Stripe id). */
export async function insertTransactions(db: Db, rows: readonly SeedTransaction[]): Promise<void> {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(
      db
        .insert(transactions)
        .values(rows.slice(i, i + ROWS_PER_STATEMENT))
        .onConflictDoNothing(),
    );
  }
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    const [first, ...rest] = statements.slice(i, i + STATEMENTS_PER_BATCH);
    if (first) await db.batch([first, ...rest]);
  }
  // Each sale's commission, as the webhook records it (the rows already there stay as they are).
  const owners = [...new Set(rows.map((row) => row.affiliateId))];
  if (owners.length) {
    await runBatch(db, [recordCommissions(inArray(transactions.affiliateId, owners), SEED_REFUND_WINDOW_DAYS)]);
  }
}

/** The refund window of wrangler.toml's default (PAYOUT_REFUND_WINDOW_DAYS). */
const SEED_REFUND_WINDOW_DAYS = 14;

/**
 * Two past payouts of the demo affiliate, on the 15th of each of the last two months, marked paid
 * (without the partner's mail: this is history). The sales after them stay due or pending, and the
 * refunded ones void, so the dashboard shows every state. Skipped once the affiliate has payouts.
 */
async function seedPayouts(db: Db, affiliateId: number, now: Date): Promise<void> {
  if (await db.query.payouts.findFirst({ where: eq(payouts.affiliateId, affiliateId) })) return;
  // The seed's sales are in US dollars and euros; any balance in them is paid.
  const rules = { refundWindowDays: SEED_REFUND_WINDOW_DAYS, minimums: { usd: 1, eur: 1 }, payoutDay: 15 };
  for (const monthsBack of [2, 1]) {
    const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 15, 12);
    const paidOn = new Date(day).toISOString().slice(0, 10);
    await createPayoutBatch(db, rules, "seed", day);
    await db
      .update(payouts)
      .set({
        paidOn,
        reference: sql`'SEED-' || ${payouts.currency} || '-' || ${payouts.id}`,
        markedPaidAt: day,
        markedPaidBy: "seed",
      })
      .where(and(eq(payouts.affiliateId, affiliateId), isNull(payouts.paidOn)));
  }
}

const DAY = 24 * 60 * 60 * 1000;

/** The first day of the month three months before now: a few months up to today. */
const monthsAgo = (now: Date, months: number) => new Date(now.getFullYear(), now.getMonth() - months, 1).getTime();

/** The account (made once) and its generated sales from `fromMs` up to a minute before `now`; its id. */
async function affiliateWithSales(
  db: Db,
  account: Account,
  sales: { key: string; count: number; fromMs: number; seed: number },
  now: number,
): Promise<number> {
  const id = await ensureAffiliate(db, account);
  const { commissionPercent, coupons } = account;
  await insertTransactions(
    db,
    generateTransactions({ affiliateId: id, ...sales, toMs: now - 60_000, commissionPercent, coupons }),
  );
  return id;
}

export const affiliatesSeeder: Seeder = {
  name: "affiliates",
  async run(db) {
    const now = new Date();
    const demoId = await affiliateWithSales(
      db,
      demoAffiliate,
      { key: "demo", count: 120, fromMs: monthsAgo(now, 3), seed: 2026 },
      now.getTime(),
    );
    await seedPayouts(db, demoId, now);
    await affiliateWithSales(
      db,
      secondAffiliate,
      { key: "partner2", count: 8, fromMs: now.getTime() - 30 * DAY, seed: 7 },
      now.getTime(),
    );
    return `${demoAffiliate.email} / ${demoAffiliate.password} and ${secondAffiliate.email} / ${secondAffiliate.password}`;
  },
};

/** An affiliate with `count` sales over the past year (benchmarks, "10,000 rows render without freezing"). */
export async function bulkAffiliate(db: Db, count = 10_000, now = Date.now()): Promise<number> {
  return affiliateWithSales(
    db,
    benchAffiliate,
    { key: `bench${count}`, count, fromMs: now - 365 * DAY, seed: 10_000 },
    now,
  );
}
