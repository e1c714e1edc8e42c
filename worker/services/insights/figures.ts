/**
 * The insights' figures of a span of days, summed from the source tables through their
 * created_at (or sent_at) indexes: the cron stores a finished day's (rollup.ts), a request sums
 * today's live (charts.ts). One place says what each metric counts, for both.
 *
 * Every time summed is the moment the row was written (orders, licences, refunds, disputes,
 * checkout starts, a mail's sending), so a finished day never gains a row afterwards.
 */
import { and, gte, lt, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { DAY_MS } from "#common/time.ts";
import type { Db } from "#worker/db/client.ts";
import { checkoutStarts, disputes, licences, orders, outbox, refunds } from "#worker/db/schema.ts";
import type { Statement } from "./batch";
import { weekOf } from "./days";

/** What each insight_days row counts. */
export const metrics = {
  /** Orders: count, amount_total, amount_tax; per currency. */
  sales: "sales",
  /** The same, per buyer country (key). */
  country: "country",
  /** The same, per code entered (key), for orders with one. */
  code: "code",
  /** The same, per affiliate id (key), for orders with one. */
  affiliate: "affiliate",
  /** Licence keys issued (count). */
  licences: "licences",
  /** Full refunds recorded: count and amount, per currency. */
  refunds: "refunds",
  /** Disputes opened: count and amount, per currency. */
  disputes: "disputes",
  /** Checkout Sessions created: count, per currency. */
  starts: "starts",
  /** Mails sent at the first attempt (count), on the day sent. */
  mailSent: "mail_sent",
  /** Mails sent after more than one attempt (count), on the day sent. */
  mailRetried: "mail_retried",
} as const;
export type Metric = (typeof metrics)[keyof typeof metrics];

/**
 * A metric's month rows: the same sums per month (`day` is the month's first day) up to the last
 * day rolled up, so a chart that needs no days reads a year in twelve rows per key, not 365.
 */
export type MonthMetric = `${Metric}.month`;
export const monthly = (metric: Metric): MonthMetric => `${metric}.month`;
export const ALL_METRICS: readonly Metric[] = Object.values(metrics);

export interface Figure {
  readonly metric: Metric;
  readonly day: number;
  readonly currency: string;
  readonly key: string;
  readonly count: number;
  readonly amount: number;
  readonly tax: number;
}

/** The tables figures are read from; a chart reads only those its metrics come from. */
export type Source = "orders" | "licences" | "refunds" | "disputes" | "starts" | "mail";

export const sourceOf: Readonly<Record<Metric, Source>> = {
  sales: "orders",
  country: "orders",
  code: "orders",
  affiliate: "orders",
  licences: "licences",
  refunds: "refunds",
  disputes: "disputes",
  starts: "starts",
  mail_sent: "mail",
  mail_retried: "mail",
};

export const ALL_SOURCES: readonly Source[] = ["orders", "licences", "refunds", "disputes", "starts", "mail"];

const dayExpr = (at: SQLiteColumn) => sql<number>`${at} - ${at} % ${DAY_MS}`;
const inSpan = (at: SQLiteColumn, from: Bound, to: Bound) => and(gte(at, from), lt(at, to));
const n = (value: unknown) => Number(value ?? 0);

/** Where a span starts or ends: a day, an expression of one (charts.ts: the day after the last rollup), or a placeholder bound later. */
export type Bound = number | SQL | Placeholder;

/** One statement of a D1 batch, and how its rows become figures. */
export interface Reading {
  readonly query: BatchItem<"sqlite"> & Statement;
  readonly figures: (rows: unknown) => Figure[];
}

/** Orders grouped finely enough to give all four order metrics in one read. */
function orderReading(db: Db, from: Bound, to: Bound): Reading {
  const query = db
    .select({
      day: dayExpr(orders.createdAt).as("day"),
      currency: orders.currency,
      country: sql<string>`coalesce(${orders.customerCountry}, '')`.as("country"),
      code: sql<string>`coalesce(${orders.couponCode}, '')`.as("code"),
      affiliate: sql<string>`coalesce(cast(${orders.affiliateId} as text), '')`.as("affiliate"),
      count: sql<number>`count(*)`.as("count"),
      amount: sql<number>`sum(${orders.amountTotal})`.as("amount"),
      tax: sql<number>`sum(${orders.amountTax})`.as("tax"),
    })
    .from(orders)
    .where(inSpan(orders.createdAt, from, to))
    .groupBy(sql`1, 2, 3, 4, 5`);
  const figures = (rows: unknown) =>
    (rows as Awaited<typeof query>).flatMap((r) => {
      const sums = { day: n(r.day), currency: r.currency, count: n(r.count), amount: n(r.amount), tax: n(r.tax) };
      const each: Figure[] = [
        { metric: metrics.sales, key: "", ...sums },
        { metric: metrics.country, key: r.country, ...sums },
      ];
      if (r.code) each.push({ metric: metrics.code, key: r.code, ...sums });
      if (r.affiliate) each.push({ metric: metrics.affiliate, key: r.affiliate, ...sums });
      return each;
    });
  return { query, figures };
}

/** count (and sum of `amount`) per day and currency of one table's rows. */
type CountedTable = typeof licences | typeof refunds | typeof disputes | typeof checkoutStarts;
interface CountedColumns {
  readonly at: SQLiteColumn;
  readonly currency: SQLiteColumn | SQL;
  readonly amount: SQLiteColumn | SQL;
}

function countReading(
  db: Db,
  metric: Metric,
  table: CountedTable,
  columns: CountedColumns,
  from: Bound,
  to: Bound,
): Reading {
  const query = db
    .select({
      day: dayExpr(columns.at).as("day"),
      currency: sql<string>`${columns.currency}`.as("currency"),
      count: sql<number>`count(*)`.as("count"),
      amount: sql<number>`sum(${columns.amount})`.as("amount"),
    })
    .from(table)
    .where(inSpan(columns.at, from, to))
    .groupBy(sql`1, 2`);
  const figures = (rows: unknown) =>
    (rows as Awaited<typeof query>).map((r) => ({
      metric,
      day: n(r.day),
      currency: r.currency,
      key: "",
      count: n(r.count),
      amount: n(r.amount),
      tax: 0,
    }));
  return { query, figures };
}

/** Mails sent per day, at the first attempt or after retries. */
function mailReading(db: Db, from: Bound, to: Bound): Reading {
  const sentAt = outbox.sentAt as SQLiteColumn;
  const query = db
    .select({
      day: dayExpr(sentAt).as("day"),
      retried: sql<number>`${outbox.attempts} > 1`.as("retried"),
      count: sql<number>`count(*)`.as("count"),
    })
    .from(outbox)
    .where(inSpan(sentAt, from, to))
    .groupBy(sql`1, 2`);
  const figures = (rows: unknown) =>
    (rows as Awaited<typeof query>).map((r) => ({
      metric: n(r.retried) ? metrics.mailRetried : metrics.mailSent,
      day: n(r.day),
      currency: "",
      key: "",
      count: n(r.count),
      amount: 0,
      tax: 0,
    }));
  return { query, figures };
}

const none = sql`''`;
const zero = sql`0`;

/** A reader of `metric` as rows of `table` counted per day (and summed, where they carry money). */
const counted =
  (metric: Metric, table: CountedTable, columns: CountedColumns) =>
  (db: Db, from: Bound, to: Bound): Reading =>
    countReading(db, metric, table, columns, from, to);

const readers: Readonly<Record<Source, (db: Db, from: Bound, to: Bound) => Reading>> = {
  orders: orderReading,
  licences: counted(metrics.licences, licences, { at: licences.createdAt, currency: none, amount: zero }),
  refunds: counted(metrics.refunds, refunds, {
    at: refunds.createdAt,
    currency: refunds.currency,
    amount: refunds.amount,
  }),
  disputes: counted(metrics.disputes, disputes, {
    at: disputes.createdAt,
    currency: disputes.currency,
    amount: disputes.amount,
  }),
  starts: counted(metrics.starts, checkoutStarts, {
    at: checkoutStarts.createdAt,
    currency: checkoutStarts.currency,
    amount: zero,
  }),
  mail: mailReading,
};

/** The statements that read [from, to)'s figures from the given sources, to run in one batch. */
export const readingsOf = (db: Db, sources: readonly Source[], from: Bound, to: Bound): Reading[] =>
  sources.map((source) => readers[source](db, from, to));

/** Which of a figure's parts tell figures apart; the others are summed over (day 0, currency and key ""). */
export interface Keep {
  readonly day?: boolean;
  /** The day's week (its Monday) instead of the day. */
  readonly week?: boolean;
  readonly currency?: boolean;
  readonly key?: boolean;
}

/** One figure per metric and kept part, counts and amounts summed. */
export function collapse(figures: readonly Figure[], keep: Keep): Figure[] {
  const sums = new Map<string, { -readonly [K in keyof Figure]: Figure[K] }>();
  for (const f of figures) {
    const day = keep.week ? weekOf(f.day) : keep.day ? f.day : 0;
    const currency = keep.currency ? f.currency : "";
    const key = keep.key ? f.key : "";
    const id = `${f.metric}\u0000${day}\u0000${currency}\u0000${key}`;
    const sum = sums.get(id);
    if (sum) {
      sum.count += f.count;
      sum.amount += f.amount;
      sum.tax += f.tax;
    } else {
      sums.set(id, { metric: f.metric, day, currency, key, count: f.count, amount: f.amount, tax: f.tax });
    }
  }
  return [...sums.values()];
}

/** The figures of [from, to) (day starts) from the given sources, one per metric, day, currency and key: one D1 batch. */
export async function figuresBetween(db: Db, sources: readonly Source[], from: number, to: number): Promise<Figure[]> {
  const readings = readingsOf(db, sources, from, to);
  const [first, ...rest] = readings.map((r) => r.query);
  if (from >= to || !first) return [];
  const results = await db.batch([first, ...rest]);
  return collapse(
    readings.flatMap((reading, i) => reading.figures(results[i])),
    { day: true, currency: true, key: true },
  );
}
