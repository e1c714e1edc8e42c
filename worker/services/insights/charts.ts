/**
 * The console's charts: the rolled-up days from insight_days (summed in SQL along its primary
 * key), the days not rolled up yet summed live from the source tables (today, and yesterday in
 * the minutes before the cron has run), each answer shaped for its chart and its table.
 */
import { and, gte, inArray, isNotNull, isNull, lt, max, min, type SQL, sql } from "drizzle-orm";
import type {
  ChannelsAnswer,
  CountriesAnswer,
  FunnelAnswer,
  InsightRange,
  LicencesAnswer,
  MoneyParams,
  OutboxAnswer,
  RangeParams,
  RangeTaxParams,
  RevenueAnswer,
  TaxMode,
} from "#common/api/insights.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliates, checkoutStarts, insightDays, insightRollups, outbox } from "#worker/db/schema.ts";
import { DAY_MS, daysBetween, spanOf, weekOf } from "./days";
import { collapse, type Figure, figuresBetween, type Keep, type Metric, metrics, sourceOf } from "./figures";

/** Days not rolled up yet that a request sums live; older ones wait for the cron (the answer's `pending`). */
export const MAX_LIVE_DAYS = 3;

interface Span {
  readonly from: number;
  readonly to: number;
  /** Finished days of the range neither rolled up nor summed live. */
  readonly pending: number;
}

interface Ask {
  readonly metrics: readonly Metric[];
  readonly keep: Keep;
  /** Only this currency's figures. */
  readonly currency?: string;
}

const n = (value: unknown) => Number(value ?? 0);

/** The range's days, and which of them are summed live: those after the last day rolled up, at most MAX_LIVE_DAYS. */
async function spanAt(db: Db, range: InsightRange, now: number): Promise<Span & { readonly liveFrom: number }> {
  const { from, to } = spanOf(range, now);
  const [rolled] = await db.select({ day: max(insightRollups.day) }).from(insightRollups);
  const notRolled = Math.max(from, rolled?.day == null ? from : rolled.day + DAY_MS);
  const liveFrom = Math.max(notRolled, to - MAX_LIVE_DAYS * DAY_MS);
  return { from, to, liveFrom, pending: (liveFrom - notRolled) / DAY_MS };
}

/** insight_days rows of [from, to), summed over the parts `keep` drops. */
async function storedFigures(db: Db, ask: Ask, from: number, to: number): Promise<Figure[]> {
  const part = (kept: boolean | undefined, column: SQL | typeof insightDays.day, dropped: SQL) =>
    kept ? column : dropped;
  const day = part(ask.keep.day, insightDays.day, sql`0`);
  const currency = part(ask.keep.currency, sql`${insightDays.currency}`, sql`''`);
  const key = part(ask.keep.key, sql`${insightDays.key}`, sql`''`);
  const conditions = [
    inArray(insightDays.metric, [...ask.metrics]),
    gte(insightDays.day, from),
    lt(insightDays.day, to),
  ];
  if (ask.currency !== undefined) conditions.push(sql`${insightDays.currency} = ${ask.currency}`);
  const rows = await db
    .select({
      metric: insightDays.metric,
      day: sql<number>`${day}`,
      currency: sql<string>`${currency}`,
      key: sql<string>`${key}`,
      count: sql<number>`sum(${insightDays.count})`,
      amount: sql<number>`sum(${insightDays.amount})`,
      tax: sql<number>`sum(${insightDays.tax})`,
    })
    .from(insightDays)
    .where(and(...conditions))
    .groupBy(sql`1, 2, 3, 4`);
  return rows.map((r) => ({
    ...r,
    metric: r.metric as Metric,
    day: n(r.day),
    count: n(r.count),
    amount: n(r.amount),
    tax: n(r.tax),
  }));
}

/** The figures a chart asks for over its span: stored and live, summed alike. */
async function figuresOf(db: Db, span: Span & { readonly liveFrom: number }, ask: Ask): Promise<Figure[]> {
  const sources = [...new Set(ask.metrics.map((metric) => sourceOf[metric]))];
  const [stored, live] = await Promise.all([
    storedFigures(db, ask, span.from, span.liveFrom),
    figuresBetween(db, sources, span.liveFrom, span.to),
  ]);
  const asked = live.filter(
    (f) => ask.metrics.includes(f.metric) && (ask.currency === undefined || f.currency === ask.currency),
  );
  return collapse([...stored, ...asked], ask.keep);
}

/** What a sale brought: with the tax, or without it. */
const revenueOf = (f: Pick<Figure, "amount" | "tax">, tax: TaxMode) => (tax === "incl" ? f.amount : f.amount - f.tax);

const byAmountThenCount = <T extends { amount: number; count: number }>(a: T, b: T) =>
  b.amount - a.amount || b.count - a.count;

const spanFields = (span: Span) => ({ from: span.from, to: span.to, pending: span.pending });

export async function revenueChart(db: Db, params: MoneyParams, now = Date.now()): Promise<RevenueAnswer> {
  const span = await spanAt(db, params.range, now);
  const [perDay, perCurrency] = await Promise.all([
    figuresOf(db, span, { metrics: [metrics.sales], keep: { day: true }, currency: params.currency }),
    figuresOf(db, span, { metrics: [metrics.sales], keep: { currency: true } }),
  ]);
  const byDay = new Map(perDay.map((f) => [f.day, f]));
  const days = daysBetween(span.from, span.to).map((day) => {
    const f = byDay.get(day);
    return { day, count: f?.count ?? 0, amount: f ? revenueOf(f, params.tax) : 0 };
  });
  return {
    range: params.range,
    currency: params.currency,
    tax: params.tax,
    ...spanFields(span),
    days,
    total: {
      count: days.reduce((sum, d) => sum + d.count, 0),
      amount: days.reduce((sum, d) => sum + d.amount, 0),
    },
    currencies: perCurrency
      .sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency))
      .map((f) => f.currency),
  };
}

export async function licencesChart(db: Db, params: RangeParams, now = Date.now()): Promise<LicencesAnswer> {
  const span = await spanAt(db, params.range, now);
  const figures = await figuresOf(db, span, {
    metrics: [metrics.licences, metrics.refunds, metrics.disputes],
    keep: { day: true },
  });
  const weeks = new Map<number, { week: number; licences: number; refunds: number; disputes: number }>();
  for (let week = weekOf(span.from); week < span.to; week += 7 * DAY_MS) {
    weeks.set(week, { week, licences: 0, refunds: 0, disputes: 0 });
  }
  for (const f of figures) {
    const week = weeks.get(weekOf(f.day));
    if (week) week[f.metric as "licences" | "refunds" | "disputes"] += f.count;
  }
  const rows = [...weeks.values()];
  const total = (field: "licences" | "refunds" | "disputes") => rows.reduce((sum, w) => sum + w[field], 0);
  return {
    range: params.range,
    ...spanFields(span),
    weeks: rows,
    total: { licences: total("licences"), refunds: total("refunds"), disputes: total("disputes") },
  };
}

export async function countriesChart(db: Db, params: RangeTaxParams, now = Date.now()): Promise<CountriesAnswer> {
  const span = await spanAt(db, params.range, now);
  const figures = await figuresOf(db, span, { metrics: [metrics.country], keep: { currency: true, key: true } });
  const countries = new Map<string, CountriesAnswer["countries"][number]>();
  for (const f of figures) {
    const row = countries.get(f.key) ?? { country: f.key, count: 0, amounts: [] };
    row.count += f.count;
    row.amounts.push({ currency: f.currency, amount: revenueOf(f, params.tax) });
    countries.set(f.key, row);
  }
  const rows = [...countries.values()].sort((a, b) => b.count - a.count || a.country.localeCompare(b.country));
  for (const row of rows) row.amounts.sort((a, b) => b.amount - a.amount || a.currency.localeCompare(b.currency));
  return {
    range: params.range,
    tax: params.tax,
    ...spanFields(span),
    countries: rows,
    total: rows.reduce((sum, row) => sum + row.count, 0),
  };
}

/** Affiliates' names by id; a deleted affiliate has none. */
async function usernames(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  // D1 binds at most 100 parameters per statement.
  const chunks: number[][] = [];
  for (let i = 0; i < ids.length; i += 90) chunks.push(ids.slice(i, i + 90));
  const found = await Promise.all(
    chunks.map((chunk) =>
      db
        .select({ id: affiliates.id, username: affiliates.username })
        .from(affiliates)
        .where(inArray(affiliates.id, chunk)),
    ),
  );
  return new Map(found.flat().map((a) => [a.id, a.username]));
}

export async function channelsChart(db: Db, params: MoneyParams, now = Date.now()): Promise<ChannelsAnswer> {
  const span = await spanAt(db, params.range, now);
  const figures = await figuresOf(db, span, {
    metrics: [metrics.sales, metrics.code, metrics.affiliate],
    keep: { key: true },
    currency: params.currency,
  });
  const of = (metric: Metric) => figures.filter((f) => f.metric === metric);
  const sales = of(metrics.sales)[0];
  const affiliateFigures = of(metrics.affiliate);
  const names = await usernames(
    db,
    affiliateFigures.map((f) => Number(f.key)),
  );
  return {
    range: params.range,
    currency: params.currency,
    tax: params.tax,
    ...spanFields(span),
    total: { count: sales?.count ?? 0, amount: sales ? revenueOf(sales, params.tax) : 0 },
    codes: of(metrics.code)
      .map((f) => ({ code: f.key, count: f.count, amount: revenueOf(f, params.tax) }))
      .sort((a, b) => byAmountThenCount(a, b) || a.code.localeCompare(b.code)),
    affiliates: affiliateFigures
      .map((f) => {
        const affiliateId = Number(f.key);
        return {
          affiliateId,
          username: names.get(affiliateId) ?? null,
          count: f.count,
          amount: revenueOf(f, params.tax),
        };
      })
      .sort((a, b) => byAmountThenCount(a, b) || a.affiliateId - b.affiliateId),
  };
}

export async function funnelChart(db: Db, params: RangeParams, now = Date.now()): Promise<FunnelAnswer> {
  const span = await spanAt(db, params.range, now);
  const [figures, [first]] = await Promise.all([
    figuresOf(db, span, { metrics: [metrics.starts, metrics.sales, metrics.refunds], keep: {} }),
    db.select({ at: min(checkoutStarts.createdAt) }).from(checkoutStarts),
  ]);
  const count = (metric: Metric) => figures.find((f) => f.metric === metric)?.count ?? 0;
  return {
    range: params.range,
    ...spanFields(span),
    steps: [
      { step: "created", count: count(metrics.starts) },
      { step: "completed", count: count(metrics.sales) },
      { step: "refunded", count: count(metrics.refunds) },
    ],
    recordedSince: first?.at ?? null,
  };
}

/**
 * Mails not sent whose last attempt failed, per day queued: live, as the outbox still retries
 * them (the pending index holds only unsent mails, a few).
 */
async function failedMails(db: Db, from: number, to: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ day: sql<number>`${outbox.createdAt} - ${outbox.createdAt} % ${DAY_MS}`, count: sql<number>`count(*)` })
    .from(outbox)
    .where(
      and(isNull(outbox.sentAt), isNotNull(outbox.lastError), gte(outbox.createdAt, from), lt(outbox.createdAt, to)),
    )
    .groupBy(sql`1`);
  return new Map(rows.map((r) => [n(r.day), n(r.count)]));
}

export async function outboxChart(db: Db, params: RangeParams, now = Date.now()): Promise<OutboxAnswer> {
  const span = await spanAt(db, params.range, now);
  const [figures, failed] = await Promise.all([
    figuresOf(db, span, { metrics: [metrics.mailSent, metrics.mailRetried], keep: { day: true } }),
    failedMails(db, span.from, span.to),
  ]);
  const counts = new Map(figures.map((f) => [`${f.metric} ${f.day}`, f.count]));
  const count = (metric: Metric, day: number) => counts.get(`${metric} ${day}`) ?? 0;
  const days = daysBetween(span.from, span.to).map((day) => ({
    day,
    sent: count(metrics.mailSent, day),
    retried: count(metrics.mailRetried, day),
    failed: failed.get(day) ?? 0,
  }));
  const total = (field: "sent" | "retried" | "failed") => days.reduce((sum, d) => sum + d[field], 0);
  return {
    range: params.range,
    ...spanFields(span),
    days,
    total: { sent: total("sent"), retried: total("retried"), failed: total("failed") },
  };
}
