/** The dashboard chart's figures: the selected range's sales and commissions, day by day, per currency. */
import type { AffiliateTransaction } from "#common/api/affiliates.ts";
import type { ChartData } from "#web/components/chart/data.ts";
import { isoLocalDay } from "#web/lib/dates.ts";
import type { DashboardText } from "./affiliate-dashboard-messages";
import { byCurrency, type DateRange, displayedCommission, minorUnitsOf, rowsInRange } from "./stats";

/** The spec's currency rule: usd, otherwise euros. */

/** The local calendar days from the range's start to its end, both included (DST-safe: by date, not by 24 h). */
export function daysOf(range: DateRange): Date[] {
  const days: Date[] = [];
  const last = new Date(range.end.getFullYear(), range.end.getMonth(), range.end.getDate()).getTime();
  for (
    let day = new Date(range.start.getFullYear(), range.start.getMonth(), range.start.getDate());
    day.getTime() <= last;
    day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)
  ) {
    days.push(day);
  }
  return days;
}

/**
 * One chart per currency sold in the range (US dollars first; dollars alone when nothing sold):
 * every day of the range with its sales (amount paid) and commissions in cents, refunded sales left
 * out as the range's cards leave them out. Labels, days and money in `text`'s language.
 */
export function dailySales(
  rows: readonly AffiliateTransaction[],
  range: DateRange,
  { t, f }: DashboardText,
): Map<string, ChartData> {
  const days = daysOf(range);
  const sums = new Map<string, Map<string, [sales: number, commissions: number]>>();
  for (const row of rowsInRange(rows, range)) {
    if (row.Refunded) continue;
    const currency = row.Currency.toLowerCase();
    const perDay = sums.get(currency) ?? new Map<string, [number, number]>();
    sums.set(currency, perDay);
    const key = isoLocalDay(new Date(row.Created));
    const [sales, commissions] = perDay.get(key) ?? [0, 0];
    // Minor units as integers so sums do not drift.
    perDay.set(key, [
      sales + minorUnitsOf(row.AmountPaid, currency),
      commissions + minorUnitsOf(displayedCommission(row), currency),
    ]);
  }
  const currencies = sums.size ? [...sums.keys()].sort(byCurrency) : ["usd"];
  return new Map(
    currencies.map((currency) => {
      const perDay = sums.get(currency);
      const data: ChartData = {
        heading: t("chart_day"),
        axis: "time",
        zone: "local",
        unit: { kind: "money", currency },
        format: f,
        series: [{ label: t("chart_sales") }, { label: t("chart_commissions") }],
        rows: days.map((day) => ({
          label: f.day(day),
          at: day.getTime(),
          values: perDay?.get(isoLocalDay(day)) ?? [0, 0],
        })),
      };
      return [currency, data];
    }),
  );
}
