/**
 * The console's charts: the rolled-up days from insight_days (summed in SQL along its primary
 * key), the days not rolled up yet summed live from the source tables (today, and yesterday in
 * the minutes before the cron has run), each answer shaped for its chart and its table.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, max, min, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
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
import { DAY_MS } from "#common/time.ts";
import type { Db } from "#worker/db/client.ts";
import { affiliates, checkoutStarts, insightDays, insightRollups, orders, outbox } from "#worker/db/schema.ts";
import { daysBetween, monthOf, nextMonthOf, spanOf, weekOf } from "./days";
import { collapse, type Figure, type Keep, type Metric, metrics, monthly, readingsOf, sourceOf } from "./figures";

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

type Batch = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

const n = (value: unknown) => Number(value ?? 0);

/**
 * insight_days rows of these metrics in [from, to), summed in SQL over the parts the ask drops:
 * one row per kept day, currency and key, each metric's sums in columns of their own
 * (`count_0`, `amount_0`, `tax_0`, ...; null where the metric has no row), so a chart of several
 * metrics over a year reads 365 rows, not 365 per metric.
 */
function storedQuery(db: Db, ask: Ask, names: readonly string[], from: number, to: number) {
  const day = ask.keep.week
    ? sql`${insightDays.day} - (${insightDays.day} + ${3 * DAY_MS}) % ${7 * DAY_MS}`
    : ask.keep.day
      ? sql`${insightDays.day}`
      : sql`0`;
  const currency = ask.keep.currency ? sql`${insightDays.currency}` : sql`''`;
  const key = ask.keep.key ? sql`${insightDays.key}` : sql`''`;
  const conditions = [inArray(insightDays.metric, [...names]), gte(insightDays.day, from), lt(insightDays.day, to)];
  if (ask.currency !== undefined) conditions.push(eq(insightDays.currency, ask.currency));
  const sums = names.flatMap((name, i) =>
    (["count", "amount", "tax"] as const).map((part) => {
      const column = `${part}_${i}`;
      const sum = sql<number | null>`sum(case when ${insightDays.metric} = ${name} then ${insightDays[part]} end)`;
      return [column, sum.as(column)] as const;
    }),
  );
  return db
    .select({
      day: sql<number>`${day}`.as("day"),
      currency: sql<string>`${currency}`.as("currency"),
      key: sql<string>`${key}`.as("key"),
      ...Object.fromEntries(sums),
    })
    .from(insightDays)
    .where(and(...conditions))
    .groupBy(sql`1, 2, 3`);
}

type StoredRow = { day: number; currency: string; key: string } & Record<string, number | string | null>;

/** An ask's figures from its stored rows: one per metric that has a sum in the row. */
const storedFigures = (ask: Ask, rows: unknown): Figure[] =>
  (rows as StoredRow[]).flatMap((r) =>
    ask.metrics.flatMap((metric, i) =>
      r[`count_${i}`] == null
        ? []
        : [
            {
              metric,
              day: n(r.day),
              currency: r.currency,
              key: r.key,
              count: n(r[`count_${i}`]),
              amount: n(r[`amount_${i}`]),
              tax: n(r[`tax_${i}`]),
            },
          ],
    ),
  );

/**
 * The rolled-up rows an ask reads: its day rows; or, for an ask without days, the day rows
 * before the range's first whole month and the month rows from it on (the current month's sum
 * runs to the last day rolled up).
 */
function storedQueries(db: Db, ask: Ask, from: number, to: number) {
  if (ask.keep.day || ask.keep.week) return [storedQuery(db, ask, ask.metrics, from, to)];
  const firstMonth = monthOf(from) === from ? from : nextMonthOf(from);
  return [
    storedQuery(db, ask, ask.metrics, from, Math.min(firstMonth, to)),
    storedQuery(db, ask, ask.metrics.map(monthly), firstMonth, to),
  ];
}

/**
 * A chart's reads, all in one D1 batch: the last day rolled up, each ask's rolled-up days, the
 * live sums of the days after the last rollup (at most MAX_LIVE_DAYS; the statement finds that
 * day itself, so nothing waits for another answer), and the chart's `extras`. Answers each ask's
 * figures, stored and live summed alike, and the extras' rows.
 */
async function readChart(
  db: Db,
  range: InsightRange,
  now: number,
  asks: readonly Ask[],
  extras: readonly BatchItem<"sqlite">[] = [],
): Promise<{ span: Span; figures: Figure[][]; extras: unknown[] }> {
  const { from, to } = spanOf(range, now);
  const liveFloor = Math.max(from, to - MAX_LIVE_DAYS * DAY_MS);
  const afterLastRollup = sql`coalesce((select max(${insightRollups.day}) from ${insightRollups}) + ${DAY_MS}, 0)`;
  const sources = [...new Set(asks.flatMap((ask) => ask.metrics.map((metric) => sourceOf[metric])))];
  const live = readingsOf(db, sources, sql`max(${liveFloor}, ${afterLastRollup})`, to);
  const stored = asks.map((ask) => storedQueries(db, ask, from, to));
  const storedCount = stored.reduce((sum, queries) => sum + queries.length, 0);
  const batch = [
    db.select({ day: sql<number | null>`${max(insightRollups.day)}`.as("last_day") }).from(insightRollups),
    ...stored.flat(),
    ...live.map((reading) => reading.query),
    ...extras,
  ] as Batch;
  const results = (await db.batch(batch)) as unknown[];
  const [rolled] = results[0] as { day: number | null }[];
  const notRolled = Math.max(from, rolled?.day == null ? from : rolled.day + DAY_MS);
  const liveFigures = live.flatMap((reading, i) => reading.figures(results[1 + storedCount + i]));
  let next = 1;
  const figures = asks.map((ask, i) => {
    const storedRows = (stored[i] ?? []).flatMap(() => storedFigures(ask, results[next++]));
    const asked = liveFigures.filter(
      (f) => ask.metrics.includes(f.metric) && (ask.currency === undefined || f.currency === ask.currency),
    );
    // Stored rows come summed as kept (weeks already); live rows are days, and collapse to the same.
    return collapse([...storedRows, ...asked], ask.keep);
  });
  return {
    span: { from, to, pending: Math.max(0, (liveFloor - notRolled) / DAY_MS) },
    figures,
    extras: results.slice(1 + storedCount + live.length),
  };
}

/** What a sale brought: with the tax, or without it. */
const revenueOf = (f: Pick<Figure, "amount" | "tax">, tax: TaxMode) => (tax === "incl" ? f.amount : f.amount - f.tax);

const byAmountThenCount = <T extends { amount: number; count: number }>(a: T, b: T) =>
  b.amount - a.amount || b.count - a.count;

const spanFields = (span: Span) => ({ from: span.from, to: span.to, pending: span.pending });

export async function revenueChart(db: Db, params: MoneyParams, now = Date.now()): Promise<RevenueAnswer> {
  const { span, figures } = await readChart(db, params.range, now, [
    { metrics: [metrics.sales], keep: { day: true }, currency: params.currency },
    { metrics: [metrics.sales], keep: { currency: true } },
  ]);
  const [perDay = [], perCurrency = []] = figures;
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
  const {
    span,
    figures: [figures = []],
  } = await readChart(db, params.range, now, [
    { metrics: [metrics.licences, metrics.refunds, metrics.disputes], keep: { week: true } },
  ]);
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
  const {
    span,
    figures: [figures = []],
  } = await readChart(db, params.range, now, [{ metrics: [metrics.country], keep: { currency: true, key: true } }]);
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

/**
 * The names of the affiliates with sales in [from, to) (rolled up, or live since `liveFrom`), in
 * the chart's batch; a deleted affiliate has none.
 */
function affiliateNamesQuery(db: Db, from: number, to: number, liveFrom: number) {
  const rolledUp = db
    .select({ id: sql<number>`cast(${insightDays.key} as integer)`.as("affiliate_id") })
    .from(insightDays)
    .where(
      and(
        inArray(insightDays.metric, [metrics.affiliate, monthly(metrics.affiliate)]),
        gte(insightDays.day, from),
        lt(insightDays.day, to),
      ),
    );
  const live = db
    .select({ id: orders.affiliateId })
    .from(orders)
    .where(and(gte(orders.createdAt, liveFrom), lt(orders.createdAt, to)));
  return db
    .select({ id: affiliates.id, username: affiliates.username })
    .from(affiliates)
    .where(or(inArray(affiliates.id, rolledUp), inArray(affiliates.id, live)));
}

export async function channelsChart(db: Db, params: MoneyParams, now = Date.now()): Promise<ChannelsAnswer> {
  const { from, to } = spanOf(params.range, now);
  const {
    span,
    figures: [figures = []],
    extras: [named],
  } = await readChart(
    db,
    params.range,
    now,
    [{ metrics: [metrics.sales, metrics.code, metrics.affiliate], keep: { key: true }, currency: params.currency }],
    [affiliateNamesQuery(db, from, to, to - MAX_LIVE_DAYS * DAY_MS)],
  );
  const of = (metric: Metric) => figures.filter((f) => f.metric === metric);
  const sales = of(metrics.sales)[0];
  const affiliateFigures = of(metrics.affiliate);
  const names = new Map((named as { id: number; username: string }[]).map((a) => [a.id, a.username]));
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
  const {
    span,
    figures: [figures = []],
    extras: [firstStart],
  } = await readChart(
    db,
    params.range,
    now,
    [{ metrics: [metrics.starts, metrics.sales, metrics.refunds], keep: {} }],
    [db.select({ at: sql<number | null>`${min(checkoutStarts.createdAt)}`.as("first_at") }).from(checkoutStarts)],
  );
  const [first] = firstStart as { at: number | null }[];
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
 * Mails not sent whose last attempt failed, per day queued: read live, as the outbox still
 * retries them (outbox_failing_idx holds only those mails).
 */
const failedMailsQuery = (db: Db, from: number, to: number) =>
  db
    .select({
      day: sql<number>`${outbox.createdAt} - ${outbox.createdAt} % ${DAY_MS}`.as("day"),
      count: sql<number>`count(*)`.as("count"),
    })
    .from(outbox)
    .where(
      and(isNull(outbox.sentAt), isNotNull(outbox.lastError), gte(outbox.createdAt, from), lt(outbox.createdAt, to)),
    )
    .groupBy(sql`1`);

export async function outboxChart(db: Db, params: RangeParams, now = Date.now()): Promise<OutboxAnswer> {
  const { from, to } = spanOf(params.range, now);
  const {
    span,
    figures: [figures = []],
    extras: [failedRows],
  } = await readChart(
    db,
    params.range,
    now,
    [{ metrics: [metrics.mailSent, metrics.mailRetried], keep: { day: true } }],
    [failedMailsQuery(db, from, to)],
  );
  const failed = new Map((failedRows as { day: number; count: number }[]).map((r) => [n(r.day), n(r.count)]));
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
