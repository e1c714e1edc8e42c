/**
 * Insights: the operator console's charts (/api/admin/insights/*, behind the operator check like
 * every /api/admin/ call). Each answer is shaped for its chart and its table at once: a series of
 * UTC days or weeks with every step present (zeros included), or a list of rows.
 *
 * Money is integer minor units in the answer's currency (JPY has none: ¥500 is 500); the client
 * formats it. A range is the last 30, 90 or 365 UTC days, today included. `pending` counts the
 * finished days of the range the cron has not summed yet (a fresh database's backfill): they read
 * as zero until it has.
 */
import { z } from "zod/mini";
import { defineCalls } from "./call.ts";

// ---- parameters -------------------------------------------------------------------------------

export const INSIGHT_RANGES = ["30d", "90d", "365d"] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];
/** Days in each range, today included. */
export const rangeDays: Readonly<Record<InsightRange, number>> = { "30d": 30, "90d": 90, "365d": 365 };

const range = z.enum(INSIGHT_RANGES, { error: "must be 30d, 90d or 365d" });

/** "incl": what buyers paid; "excl": the same less the VAT or sales tax Stripe Tax charged. */
export const TAX_MODES = ["incl", "excl"] as const;
export type TaxMode = (typeof TAX_MODES)[number];
const tax = z.enum(TAX_MODES, { error: "must be incl or excl" });

/** ISO 4217 codes as the runtime knows them (every modern engine lists them). */
let isoCodes: ReadonlySet<string> | undefined;
const isIsoCurrency = (code: string) => {
  isoCodes ??= new Set(Intl.supportedValuesOf("currency").map((c) => c.toLowerCase()));
  return isoCodes.has(code);
};

/** A lower-case ISO 4217 code, as Stripe and the orders table write it: `usd`, `eur`, `jpy`. */
export const insightCurrency = z
  .string()
  .check(
    z.regex(/^[a-z]{3}$/, { error: "must be a lower-case ISO 4217 code, e.g. usd", abort: true }),
    z.refine(isIsoCurrency, { error: "is not an ISO 4217 currency code" }),
  );

export const rangeParams = z.object({ range });
export const rangeTaxParams = z.object({ range, tax });
export const moneyParams = z.object({ range, currency: insightCurrency, tax });
export type RangeParams = z.infer<typeof rangeParams>;
export type RangeTaxParams = z.infer<typeof rangeTaxParams>;
export type MoneyParams = z.infer<typeof moneyParams>;

// ---- answers ----------------------------------------------------------------------------------

/**
 * The span an answer covers: `from` is the first day's start, `to` the end of today (both Unix ms, UTC).
 * `pending` finished days the cron has not summed yet end at `pendingTo`: the `pending` days before it
 * count nothing in this answer, and a chart by day draws them as gaps, never as zero.
 */
const span = { from: z.number(), to: z.number(), pending: z.int(), pendingTo: z.number() };

const countAmount = z.object({ count: z.int(), amount: z.int() });
export type CountAmount = z.infer<typeof countAmount>;

/** Revenue per day in one currency: the sales made that day and what they brought. */
export const revenueAnswer = z.object({
  range,
  currency: z.string(),
  tax,
  ...span,
  /** Every day of the range, oldest first. */
  days: z.array(z.object({ day: z.number(), count: z.int(), amount: z.int() })),
  total: countAmount,
  /** The currencies with sales in the range (for the currency picker), most sales first. */
  currencies: z.array(z.string()),
});
export type RevenueAnswer = z.infer<typeof revenueAnswer>;

/** Licence keys issued against refunds and disputes opened, per week (Monday, UTC). */
export const licencesAnswer = z.object({
  range,
  ...span,
  /** Every week the range touches, oldest first; the first and last may be partial. */
  weeks: z.array(z.object({ week: z.number(), licences: z.int(), refunds: z.int(), disputes: z.int() })),
  total: z.object({ licences: z.int(), refunds: z.int(), disputes: z.int() }),
});
export type LicencesAnswer = z.infer<typeof licencesAnswer>;

/** Sales by the buyer's country: the count for the bars, the revenue per currency for the table. */
export const countriesAnswer = z.object({
  range,
  tax,
  ...span,
  /** Most sales first. `country` is Stripe's ISO 3166 alpha-2 code, "" when Checkout gave none. */
  countries: z.array(
    z.object({
      country: z.string(),
      count: z.int(),
      amounts: z.array(z.object({ currency: z.string(), amount: z.int() })),
    }),
  ),
  total: z.int(),
});
export type CountriesAnswer = z.infer<typeof countriesAnswer>;

/**
 * Revenue in one currency through each promotion code and each affiliate: a share is a row's
 * amount over `total.amount`; the rest of the total came without a code or an affiliate.
 */
export const channelsAnswer = z.object({
  range,
  currency: z.string(),
  tax,
  ...span,
  total: countAmount,
  /** The code the buyer entered, upper-cased; most revenue first. */
  codes: z.array(z.object({ code: z.string(), count: z.int(), amount: z.int() })),
  /** `username` is null for an affiliate deleted since; most revenue first. */
  affiliates: z.array(
    z.object({ affiliateId: z.int(), username: z.nullable(z.string()), count: z.int(), amount: z.int() }),
  ),
});
export type ChannelsAnswer = z.infer<typeof channelsAnswer>;

export const FUNNEL_STEPS = ["created", "completed", "refunded"] as const;

/**
 * The checkout funnel over the range: Checkout Sessions the Worker created, purchases completed
 * (orders), and payments refunded, each counted on the day it happened.
 */
export const funnelAnswer = z.object({
  range,
  ...span,
  steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), count: z.int() })),
  /** When the Worker began recording created sessions (Unix ms), null before the first: older ranges undercount them. */
  recordedSince: z.nullable(z.number()),
});
export type FunnelAnswer = z.infer<typeof funnelAnswer>;

/**
 * The mail outbox per day: `sent` went out at the first attempt and `retried` after more than one
 * (both on the day sent); `failed` are mails not sent yet whose last attempt failed (on the day
 * queued; the outbox keeps retrying them).
 */
export const outboxAnswer = z.object({
  range,
  ...span,
  days: z.array(z.object({ day: z.number(), sent: z.int(), retried: z.int(), failed: z.int() })),
  total: z.object({ sent: z.int(), retried: z.int(), failed: z.int() }),
});
export type OutboxAnswer = z.infer<typeof outboxAnswer>;

// ---- calls ------------------------------------------------------------------------------------

export const insightCalls = defineCalls({
  revenue: {
    method: "GET",
    path: "/api/admin/insights/revenue/:range/:currency/:tax",
    params: moneyParams,
    answer: revenueAnswer,
  },
  licences: {
    method: "GET",
    path: "/api/admin/insights/licences/:range",
    params: rangeParams,
    answer: licencesAnswer,
  },
  countries: {
    method: "GET",
    path: "/api/admin/insights/countries/:range/:tax",
    params: rangeTaxParams,
    answer: countriesAnswer,
  },
  channels: {
    method: "GET",
    path: "/api/admin/insights/channels/:range/:currency/:tax",
    params: moneyParams,
    answer: channelsAnswer,
  },
  funnel: { method: "GET", path: "/api/admin/insights/funnel/:range", params: rangeParams, answer: funnelAnswer },
  outbox: { method: "GET", path: "/api/admin/insights/outbox/:range", params: rangeParams, answer: outboxAnswer },
});
