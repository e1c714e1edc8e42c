/** The console's insight answers as charts: what each chart draws and lists (the contract is common/api/insights.ts). */
import type {
  ChannelsAnswer,
  CountriesAnswer,
  FunnelAnswer,
  LicencesAnswer,
  OutboxAnswer,
  RevenueAnswer,
} from "#common/api/insights.ts";
import { DAY_MS } from "#common/time.ts";
import type { ChartData } from "#web/components/chart/data.ts";
import { english } from "#web/features/admin/parts/format.ts";

/** A UTC day as the console writes days: "2026-11-26". */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Bars a phone can still tell apart: past them, the smaller countries are summed as one row. */
export const COUNTRY_BARS = 12;

/** Days the cron has not summed yet are not known: a gap in the chart and its table, never a zero. */
const NOT_SUMMED = "not summed yet";

/** Whether the day (or any day of the week from `start`, `days` long) is one the cron has not summed yet. */
const notSummed = (answer: { pending: number; pendingTo: number }, start: number, days = 1) =>
  answer.pending > 0 && start < answer.pendingTo && start + days * DAY_MS > answer.pendingTo - answer.pending * DAY_MS;

/** A row's values, or nulls for a span not summed yet. */
const known = (pending: boolean, values: readonly number[]) => (pending ? values.map(() => null) : values);

export function revenueChart(answer: RevenueAnswer): ChartData {
  return {
    heading: "Day",
    axis: "time",
    zone: "utc",
    format: english,
    unit: { kind: "money", currency: answer.currency },
    series: [{ label: "Revenue" }, { label: "Sales", unit: { kind: "count" } }],
    unknown: NOT_SUMMED,
    rows: answer.days.map((d) => ({
      label: utcDay(d.day),
      at: d.day,
      values: known(notSummed(answer, d.day), [d.amount, d.count]),
    })),
  };
}

export function licencesChart(answer: LicencesAnswer): ChartData {
  return {
    heading: "Week",
    axis: "time",
    zone: "utc",
    format: english,
    unit: { kind: "count" },
    series: [{ label: "Licences issued" }, { label: "Refunds" }, { label: "Disputes" }],
    unknown: NOT_SUMMED,
    rows: answer.weeks.map((w) => ({
      label: `Week of ${utcDay(w.week)}`,
      at: w.week,
      values: known(notSummed(answer, w.week, 7), [w.licences, w.refunds, w.disputes]),
    })),
  };
}

/** "" is Stripe's answer when Checkout gave no country. */
const countryName = (code: string) => code || "Unknown";

/**
 * Sales per country as bars, with each country's revenue per currency as columns of the table:
 * the biggest COUNTRY_BARS countries, then the rest summed as "Other countries".
 */
export function countriesChart(answer: CountriesAnswer): ChartData {
  const currencies = [...new Set(answer.countries.flatMap((c) => c.amounts.map((a) => a.currency)))].sort();
  const shown = answer.countries.slice(0, COUNTRY_BARS);
  const rest = answer.countries.slice(COUNTRY_BARS);
  const amountIn = (rows: typeof answer.countries, currency: string) =>
    rows.reduce((sum, c) => sum + (c.amounts.find((a) => a.currency === currency)?.amount ?? 0), 0);
  const row = (label: string, rows: typeof answer.countries) => ({
    label,
    values: [rows.reduce((sum, c) => sum + c.count, 0), ...currencies.map((cur) => amountIn(rows, cur))],
  });
  return {
    heading: "Country",
    axis: "category",
    zone: "utc",
    format: english,
    unit: { kind: "count" },
    series: [
      { label: "Sales" },
      ...currencies.map((currency) => ({ label: "Revenue", unit: { kind: "money", currency } as const })),
    ],
    rows: [
      ...shown.map((c) => row(countryName(c.country), [c])),
      ...(rest.length ? [row(`Other countries (${rest.length})`, rest)] : []),
    ],
  };
}

/** Each code's and each affiliate's share of the currency's revenue, with the revenue and sales behind it. */
export function channelsChart(answer: ChannelsAnswer): ChartData {
  const total = answer.total.amount;
  const share = (amount: number) => (total > 0 ? amount / total : 0);
  const channels = [
    ...answer.codes.map((c) => ({ label: `Code ${c.code}`, count: c.count, amount: c.amount })),
    ...answer.affiliates.map((a) => ({
      label: `Affiliate ${a.username ?? `#${a.affiliateId} (deleted)`}`,
      count: a.count,
      amount: a.amount,
    })),
  ];
  return {
    heading: "Channel",
    axis: "category",
    zone: "utc",
    format: english,
    unit: { kind: "share" },
    series: [
      { label: "Share of revenue" },
      { label: "Revenue", unit: { kind: "money", currency: answer.currency } },
      { label: "Sales", unit: { kind: "count" } },
    ],
    rows: channels.map((c) => ({ label: c.label, values: [share(c.amount), c.amount, c.count] })),
  };
}

const stepNames = { created: "Created", completed: "Completed", refunded: "Refunded" } as const;

/** Whether the first step (sessions created) was recorded over the whole range: before that it counts none, not zero. */
const createdCovers = (answer: FunnelAnswer) => answer.recordedSince !== null && answer.recordedSince <= answer.from;

/** Whether the funnel has data for sessions created: recorded over the whole range, and some counted. */
const startsAtCreated = (answer: FunnelAnswer) =>
  createdCovers(answer) && (answer.steps.find((s) => s.step === "created")?.count ?? 0) > 0;

/** The funnel's steps as bars, from the first step it has data for, each with its share of that first step. */
export function funnelChart(answer: FunnelAnswer): ChartData {
  const steps = startsAtCreated(answer) ? answer.steps : answer.steps.filter((s) => s.step !== "created");
  const first = steps[0];
  const base = first?.count ?? 0;
  return {
    heading: "Checkout step",
    axis: "category",
    zone: "utc",
    format: english,
    unit: { kind: "count" },
    series: [
      { label: "Count" },
      { label: `Of ${first ? stepNames[first.step].toLowerCase() : "the first step"}`, unit: { kind: "share" } },
    ],
    rows: steps.map((s) => ({ label: stepNames[s.step], values: [s.count, base > 0 ? s.count / base : 0] })),
  };
}

export function outboxChart(answer: OutboxAnswer): ChartData {
  return {
    heading: "Day",
    axis: "time",
    zone: "utc",
    format: english,
    unit: { kind: "count" },
    series: [{ label: "Sent" }, { label: "Sent after retries" }, { label: "Failed" }],
    unknown: NOT_SUMMED,
    rows: answer.days.map((d) => ({
      label: utcDay(d.day),
      at: d.day,
      values: known(notSummed(answer, d.day), [d.sent, d.retried, d.failed]),
    })),
  };
}

/** The page's one note on days the cron has not summed yet: the most any answer reports, null when none. */
export function pendingNote(pending: readonly number[]): string | null {
  const most = Math.max(0, ...pending);
  if (most === 0) return null;
  const [days, are, them] = most === 1 ? ["day", "is", "it"] : ["days", "are", "them"];
  return `${most} finished ${days} of this range ${are} not summed yet: the charts by day leave ${them} blank, the others leave ${them} out, until the nightly job has run.`;
}

/** The funnel's note when it cannot start at sessions created: they were not recorded over the whole range. */
export function funnelNote(answer: FunnelAnswer): string | null {
  if (answer.recordedSince === null) {
    return "No checkout creation recorded yet: the funnel starts at completed checkouts.";
  }
  if (!createdCovers(answer)) {
    return `Checkout creations are recorded since ${utcDay(answer.recordedSince)}, after this range began: the funnel starts at completed checkouts.`;
  }
  return null;
}
