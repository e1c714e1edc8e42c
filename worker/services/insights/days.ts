/** UTC days and weeks as Unix milliseconds: the grid every insight is summed on. */
import { type InsightRange, rangeDays } from "#common/api/insights.ts";
import { DAY_MS } from "#common/time.ts";

/** The start of the UTC day `at` falls in. */
export const dayOf = (at: number) => at - (((at % DAY_MS) + DAY_MS) % DAY_MS);

/** The Monday (UTC) starting the week `day` falls in: 1970-01-01 was a Thursday, three days after one. */
export const weekOf = (day: number) => {
  const start = dayOf(day);
  const sinceMonday = (((start / DAY_MS + 3) % 7) + 7) % 7;
  return start - sinceMonday * DAY_MS;
};

/** The range's span at `now`: from the first day's start to the end of today. */
export function spanOf(range: InsightRange, now: number): { readonly from: number; readonly to: number } {
  const today = dayOf(now);
  return { from: today - (rangeDays[range] - 1) * DAY_MS, to: today + DAY_MS };
}

/** Every day's start in [from, to). */
export function daysBetween(from: number, to: number): number[] {
  const days: number[] = [];
  for (let day = from; day < to; day += DAY_MS) days.push(day);
  return days;
}

/** The first day (UTC) of the month `at` falls in. */
export const monthOf = (at: number) => {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
};

/** The first day of the month after the one `at` falls in. */
export const nextMonthOf = (at: number) => {
  const date = new Date(at);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
};

/** The first day of the first whole month in a span starting at `from`: `from` itself on a month's first day. */
export const firstWholeMonth = (from: number) => (monthOf(from) === from ? from : nextMonthOf(from));
