/**
 * The console's charts: the rolled-up days from insight_days (summed in SQL along its primary
 * key), the days not rolled up yet summed live from the source tables (today, and yesterday in
 * the minutes before the cron has run), each answer shaped for its chart and its table.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, max, min, or, type SQL, sql } from "drizzle-orm";
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
import { type Built, batchRows, type Statement } from "./batch";
import { daysBetween, firstWholeMonth, spanOf, weekOf } from "./days";
import {
  type Bound,
  collapse,
  type Figure,
  type Keep,
  type Metric,
  metrics,
  monthly,
  type Reading,
  readingsOf,
  sourceOf,
} from "./figures";

/** Days not rolled up yet that a request sums live; older ones wait for the cron (the answer's `pending`). */
export const MAX_LIVE_DAYS = 3;

/**
 * What changes from one request to the next, bound as values: a chart's statements are built
 * once per isolate with these in their place (building them with drizzle cost each request as
 * much as the D1 round trip), then each request binds its own.
 */
const at = {
  /** The range's first day. */
  from: sql.placeholder("from"),
  /** The end of today. */
  to: sql.placeholder("to"),
  /** The range's first whole month (the month rows start there). */
  firstMonth: sql.placeholder("firstMonth"),
  /** The end of the day rows an ask without days reads: the first whole month, or `to` if sooner. */
  daysTo: sql.placeholder("daysTo"),
  /** The first day a request may sum live (MAX_LIVE_DAYS back at most). */
  liveFloor: sql.placeholder("liveFloor"),
  /** The request's currency, for the asks of one currency. */
  currency: sql.placeholder("currency"),
};
type Values = Record<keyof typeof at, number | string>;

interface Span {
  readonly from: number;
  readonly to: number;
  /** Finished days of the range neither rolled up nor summed live: the `pending` days before `pendingTo`. */
  readonly pending: number;
  readonly pendingTo: number;
}

interface Ask {
  readonly metrics: readonly Metric[];
  readonly keep: Keep;
  /** Only this currency's figures (a chart reads one currency, its request's: bound as `at.currency`). */
  readonly currency?: string;
  /** The chart reads counts only: amounts and tax are not summed (each is a column per metric to sum). */
  readonly countsOnly?: boolean;
}

const n = (value: unknown) => Number(value ?? 0);

/**
 * insight_days rows of these metrics in [from, to), summed in SQL over the parts the ask drops:
 * one row per kept day, currency and key (only the kept ones selected), each metric's sums in
 * columns of their own (`count_0`, `amount_0`, `tax_0`, ...; null where the metric has no row),
 * so a chart of several metrics over a year reads 365 rows, not 365 per metric. Each sum column
 * costs SQLite work on every row read: an ask of counts only sums no amounts, and one metric's
 * sums need no CASE.
 */
function storedQuery(db: Db, ask: Ask, names: readonly string[], from: Bound, to: Bound) {
  const kept: Record<string, SQL.Aliased> = {};
  if (ask.keep.week) {
    kept.day = sql<number>`${insightDays.day} - (${insightDays.day} + ${3 * DAY_MS}) % ${7 * DAY_MS}`.as("day");
  } else if (ask.keep.day) {
    kept.day = sql<number>`${insightDays.day}`.as("day");
  }
  if (ask.keep.currency) kept.currency = sql<string>`${insightDays.currency}`.as("currency");
  if (ask.keep.key) kept.key = sql<string>`${insightDays.key}`.as("key");
  const keptCount = Object.keys(kept).length;
  const conditions = [inArray(insightDays.metric, [...names]), gte(insightDays.day, from), lt(insightDays.day, to)];
  if (ask.currency !== undefined) conditions.push(eq(insightDays.currency, at.currency));
  const parts = ask.countsOnly ? (["count"] as const) : (["count", "amount", "tax"] as const);
  const sums = names.flatMap((name, i) =>
    parts.map((part) => {
      const column = `${part}_${i}`;
      const sum =
        names.length === 1
          ? sql<number | null>`sum(${insightDays[part]})`
          : sql<number | null>`sum(case when ${insightDays.metric} = ${name} then ${insightDays[part]} end)`;
      return [column, sum.as(column)] as const;
    }),
  );
  const query = db
    .select({ ...kept, ...Object.fromEntries(sums) })
    .from(insightDays)
    .where(and(...conditions));
  // Grouped by the kept columns, the select's first ones; with none kept, one row sums them all.
  return keptCount ? query.groupBy(sql.raw(Array.from({ length: keptCount }, (_, i) => i + 1).join(", "))) : query;
}

/** A stored row: the kept parts (absent when summed over: day 0, currency and key "") and the sums. */
type StoredRow = Record<string, number | string | null | undefined>;

/** An ask's figures from its stored rows: one per metric that has a sum in the row. */
function storedFigures(ask: Ask, rows: unknown): Figure[] {
  const columns = ask.metrics.map((metric, i) => ({
    metric,
    count: `count_${i}`,
    amount: `amount_${i}`,
    tax: `tax_${i}`,
  }));
  const figures: Figure[] = [];
  for (const r of rows as StoredRow[]) {
    for (const column of columns) {
      if (r[column.count] == null) continue;
      figures.push({
        metric: column.metric,
        day: n(r.day),
        currency: String(r.currency ?? ""),
        key: String(r.key ?? ""),
        count: n(r[column.count]),
        amount: n(r[column.amount]),
        tax: n(r[column.tax]),
      });
    }
  }
  return figures;
}

/**
 * The rolled-up rows an ask reads: its day rows; or, for an ask without days, the day rows
 * before the range's first whole month and the month rows from it on (the current month's sum
 * runs to the last day rolled up).
 */
function storedQueries(db: Db, ask: Ask) {
  if (ask.keep.day || ask.keep.week) return [storedQuery(db, ask, ask.metrics, at.from, at.to)];
  return [
    storedQuery(db, ask, ask.metrics, at.from, at.daysTo),
    storedQuery(db, ask, ask.metrics.map(monthly), at.firstMonth, at.to),
  ];
}

/** A chart's statements as built once: its asks' stored reads, its live readings, its extras. */
interface Plan {
  readonly statements: readonly Built[];
  /** Stored statements per ask, in order after the first (the last day rolled up). */
  readonly stored: readonly number[];
  readonly live: readonly Reading[];
}

/** Each chart's plan, built on its first request in this isolate: the SQL never changes, only the values bound. */
const plans = new Map<string, Plan>();

function planOf(db: Db, chart: string, asks: readonly Ask[], extras: (db: Db) => readonly Statement[]): Plan {
  const known = plans.get(chart);
  if (known) return known;
  const afterLastRollup = sql`coalesce((select max(${insightRollups.day}) from ${insightRollups}) + ${DAY_MS}, 0)`;
  const sources = [...new Set(asks.flatMap((ask) => ask.metrics.map((metric) => sourceOf[metric])))];
  const live = readingsOf(db, sources, sql`max(${at.liveFloor}, ${afterLastRollup})`, at.to);
  const stored = asks.map((ask) => storedQueries(db, ask));
  const statements: Statement[] = [
    db.select({ day: sql<number | null>`${max(insightRollups.day)}`.as("day") }).from(insightRollups),
    ...stored.flat(),
    ...live.map((reading) => reading.query),
    ...extras(db),
  ];
  const plan = { statements: statements.map((s) => s.toSQL()), stored: stored.map((q) => q.length), live };
  plans.set(chart, plan);
  return plan;
}

/**
 * A chart's reads, all in one D1 batch: the last day rolled up, each ask's rolled-up days, the
 * live sums of the days after the last rollup (at most MAX_LIVE_DAYS; the statement finds that
 * day itself, so nothing waits for another answer), and the chart's `extras` (built with `at`'s
 * placeholders). Answers each ask's figures, stored and live summed alike, and the extras' rows.
 * `chart` names the plan: one chart, one set of asks and extras.
 */
async function readChart(
  db: Db,
  chart: string,
  params: { readonly range: InsightRange; readonly currency?: string },
  now: number,
  asks: readonly Ask[],
  extras: (db: Db) => readonly Statement[] = () => [],
): Promise<{ span: Span; figures: Figure[][]; extras: unknown[][] }> {
  const { from, to } = spanOf(params.range, now);
  const liveFloor = Math.max(from, to - MAX_LIVE_DAYS * DAY_MS);
  const firstMonth = firstWholeMonth(from);
  const values: Values = {
    from,
    to,
    firstMonth,
    daysTo: Math.min(firstMonth, to),
    liveFloor,
    currency: params.currency ?? "",
  };
  const plan = planOf(db, chart, asks, extras);
  const results = await batchRows(db, plan.statements, values);
  const storedCount = plan.stored.reduce((sum, count) => sum + count, 0);
  const [rolled] = results[0] as { day: number | null }[];
  const notRolled = Math.max(from, rolled?.day == null ? from : rolled.day + DAY_MS);
  const liveFigures = plan.live.flatMap((reading, i) => reading.figures(results[1 + storedCount + i]));
  let next = 1;
  const figures = asks.map((ask, i) => {
    const storedRows = Array.from({ length: plan.stored[i] ?? 0 }, () => storedFigures(ask, results[next++])).flat();
    const asked = liveFigures.filter(
      (f) => ask.metrics.includes(f.metric) && (ask.currency === undefined || f.currency === ask.currency),
    );
    // Stored rows come summed as kept (weeks already); live rows are days, and collapse to the same.
    // The live statements start the day after the last rollup, so a chart by day has no day both
    // stored and live: its stored rows stay as they are, and only the live ones need summing.
    return ask.keep.day ? [...storedRows, ...collapse(asked, ask.keep)] : collapse([...storedRows, ...asked], ask.keep);
  });
  return {
    span: { from, to, pending: Math.max(0, (liveFloor - notRolled) / DAY_MS), pendingTo: liveFloor },
    figures,
    extras: results.slice(1 + storedCount + plan.live.length),
  };
}

/** What a sale brought: with the tax, or without it. */
const revenueOf = (f: Pick<Figure, "amount" | "tax">, tax: TaxMode) => (tax === "incl" ? f.amount : f.amount - f.tax);

const byAmountThenCount = <T extends { amount: number; count: number }>(a: T, b: T) =>
  b.amount - a.amount || b.count - a.count;

const spanFields = (span: Span) => ({
  from: span.from,
  to: span.to,
  pending: span.pending,
  pendingTo: span.pendingTo,
});

export async function revenueChart(db: Db, params: MoneyParams, now = Date.now()): Promise<RevenueAnswer> {
  const { span, figures } = await readChart(db, "revenue", params, now, [
    { metrics: [metrics.sales], keep: { day: true }, currency: params.currency },
    { metrics: [metrics.sales], keep: { currency: true }, countsOnly: true },
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
  } = await readChart(db, "licences", params, now, [
    { metrics: [metrics.licences, metrics.refunds, metrics.disputes], keep: { week: true }, countsOnly: true },
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
  } = await readChart(db, "countries", params, now, [
    { metrics: [metrics.country], keep: { currency: true, key: true } },
  ]);
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
 * The names of the affiliates with sales in the range (rolled up, or live since `at.liveFloor`),
 * in the chart's batch; a deleted affiliate has none. The rolled-up ids come from the same rows
 * the chart sums: the days before the first whole month, then month rows (a year of day rows is
 * thousands of rows per statement).
 */
function affiliateNamesQuery(db: Db) {
  const rolledUp = db
    .select({ id: sql<number>`cast(${insightDays.key} as integer)`.as("affiliate_id") })
    .from(insightDays)
    .where(
      or(
        and(eq(insightDays.metric, metrics.affiliate), gte(insightDays.day, at.from), lt(insightDays.day, at.daysTo)),
        and(
          eq(insightDays.metric, monthly(metrics.affiliate)),
          gte(insightDays.day, at.firstMonth),
          lt(insightDays.day, at.to),
        ),
      ),
    );
  const live = db
    .select({ id: orders.affiliateId })
    .from(orders)
    .where(and(gte(orders.createdAt, at.liveFloor), lt(orders.createdAt, at.to)));
  return db
    .select({ id: affiliates.id, username: affiliates.username })
    .from(affiliates)
    .where(or(inArray(affiliates.id, rolledUp), inArray(affiliates.id, live)));
}

export async function channelsChart(db: Db, params: MoneyParams, now = Date.now()): Promise<ChannelsAnswer> {
  const {
    span,
    figures: [figures = []],
    extras: [named],
  } = await readChart(
    db,
    "channels",
    params,
    now,
    [{ metrics: [metrics.sales, metrics.code, metrics.affiliate], keep: { key: true }, currency: params.currency }],
    (planDb) => [affiliateNamesQuery(planDb)],
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
    "funnel",
    params,
    now,
    [{ metrics: [metrics.starts, metrics.sales, metrics.refunds], keep: {}, countsOnly: true }],
    (planDb) => [
      planDb.select({ at: sql<number | null>`${min(checkoutStarts.createdAt)}`.as("at") }).from(checkoutStarts),
    ],
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
const failedMailsQuery = (db: Db) =>
  db
    .select({
      day: sql<number>`${outbox.createdAt} - ${outbox.createdAt} % ${DAY_MS}`.as("day"),
      count: sql<number>`count(*)`.as("count"),
    })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNotNull(outbox.lastError),
        gte(outbox.createdAt, at.from),
        lt(outbox.createdAt, at.to),
      ),
    )
    .groupBy(sql`1`);

export async function outboxChart(db: Db, params: RangeParams, now = Date.now()): Promise<OutboxAnswer> {
  const {
    span,
    figures: [figures = []],
    extras: [failedRows],
  } = await readChart(
    db,
    "outbox",
    params,
    now,
    [{ metrics: [metrics.mailSent, metrics.mailRetried], keep: { day: true }, countsOnly: true }],
    (planDb) => [failedMailsQuery(planDb)],
  );
  const failed = new Map((failedRows as { day: number; count: number }[]).map((r) => [n(r.day), n(r.count)]));
  const sent = new Map<number, number>();
  const retried = new Map<number, number>();
  for (const f of figures) (f.metric === metrics.mailSent ? sent : retried).set(f.day, f.count);
  const days = daysBetween(span.from, span.to).map((day) => ({
    day,
    sent: sent.get(day) ?? 0,
    retried: retried.get(day) ?? 0,
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
