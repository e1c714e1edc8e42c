/**
 * What a chart shows, and the two texts made from it: the table a reader sees instead of the
 * picture and the CSV a reader downloads. Both come from the same rows, so they cannot disagree.
 */
import { csvText } from "#common/csv.ts";
import type { Formatter } from "#common/format.ts";
import { centsText } from "#common/money.ts";

/** What the values are: counts, money in integer minor units of one currency, or shares (0.25 is 25 %). */
export type ChartUnit =
  | { readonly kind: "count" }
  | { readonly kind: "money"; readonly currency: string }
  | { readonly kind: "share" };

export interface ChartSeries {
  /** Legend label and column heading, e.g. "Revenue". */
  readonly label: string;
  /**
   * A column in a unit of its own (revenue beside a count of sales): it is in the table and the
   * CSV but not drawn, since the picture has one axis, in the chart's unit.
   */
  readonly unit?: ChartUnit;
}

export interface ChartRow {
  /** The first cell: "2026-11-26", "Week of 2026-11-23", "DE". */
  readonly label: string;
  /** On a time axis: the row's moment (start of its day or week), in Unix ms. */
  readonly at?: number;
  /** One value per series, in the chart's unit; null where it is not known yet (drawn as a gap, never as zero). */
  readonly values: readonly (number | null)[];
}

export interface ChartData {
  /** The first column's heading: "Day", "Week", "Country". */
  readonly heading: string;
  /** "time": lines over `at`; "category": one bar per row. */
  readonly axis: "time" | "category";
  /** Whether `at` and the axis are read in UTC (the console) or the reader's zone (the partner's days). */
  readonly zone: "utc" | "local";
  /** The drawn series' unit (and the axis's). */
  readonly unit: ChartUnit;
  /** The page's formatter (common/format.ts): every number, amount and day the chart writes; the console's is English. */
  readonly format: Formatter;
  readonly series: readonly ChartSeries[];
  readonly rows: readonly ChartRow[];
  /** What the table writes for a value not known yet (the console's days not summed yet). */
  readonly unknown?: string;
}

/** A value as the table and the legend show it, in `format`'s language: "1,234", "$1,234.56", "12.5%". */
export function formatValue(value: number, unit: ChartUnit, format: Formatter): string {
  if (unit.kind === "money") return format.money(value, { currency: unit.currency });
  return unit.kind === "share" ? format.percent(value) : format.number(value);
}

/** A value as a spreadsheet reads it: "1234", "1234.56", "12.5" (a share in percent). */
function csvValue(value: number, unit: ChartUnit): string {
  if (unit.kind === "money") return centsText(value, { currency: unit.currency });
  return unit.kind === "share" ? String(Math.round(value * 1000) / 10) : String(value);
}

/** Each series' unit: its own, or the chart's. */
export const unitsOf = (data: ChartData) => data.series.map((s) => s.unit ?? data.unit);

/** The series drawn: those in the chart's unit, with their index among all columns. */
export const drawnSeries = (data: ChartData) =>
  data.series.flatMap((series, index) => (series.unit ? [] : [{ series, index }]));

/** Money names its currency and shares say percent ("Revenue (USD)", "Share (%)"), so a CSV stands alone. */
function suffix(unit: ChartUnit): string {
  if (unit.kind === "money") return ` (${unit.currency.toUpperCase()})`;
  return unit.kind === "share" ? " (%)" : "";
}

/** The columns' headings, first the rows' own. */
export function headings(data: ChartData): string[] {
  const units = unitsOf(data);
  return [data.heading, ...data.series.map((s, i) => `${s.label}${suffix(units[i] as ChartUnit)}`)];
}

/** The table's cells, row by row, as a reader sees them. */
export function tableRows(data: ChartData): string[][] {
  const units = unitsOf(data);
  return data.rows.map((row) => [
    row.label,
    ...row.values.map((v, i) =>
      v === null ? (data.unknown ?? "") : formatValue(v, units[i] as ChartUnit, data.format),
    ),
  ]);
}

/** The same rows as CSV (RFC 4180): plain numbers, money as decimals in the currency's major unit. */
export function chartCsv(data: ChartData): string {
  const units = unitsOf(data);
  return csvText(
    headings(data),
    data.rows.map((row) => [
      row.label,
      ...row.values.map((v, i) => (v === null ? "" : csvValue(v, units[i] as ChartUnit))),
    ]),
  );
}

/** The CSV as a link target: a data URL, so the download needs no object URL to create and revoke. */
export const csvHref = (data: ChartData) => `data:text/csv;charset=utf-8,${encodeURIComponent(chartCsv(data))}`;
