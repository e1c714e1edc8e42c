/** Pure computations of the affiliate dashboard: display rules, range cards, totals, CSV. */
import type { AffiliateTransaction } from "#common/api/affiliates.ts";
import { type CsvColumns, csvOf } from "#common/csv.ts";
import { minorDigits } from "#common/money.ts";
import type { DashboardKey, DashboardText } from "./affiliate-dashboard-messages";

/** 'Lifetime' -> 'Lifetime license'; 'Monthly' -> 'Monthly subscription'; anything else 'Yearly subscription'. */
export function itemLabel(item: string, { t }: DashboardText): string {
  if (item.includes("Lifetime")) return t("item_lifetime");
  if (item.includes("Monthly")) return t("item_monthly");
  return t("item_yearly");
}

/**
 * The currency's own symbol: $ for usd, € for eur, and £, ¥, R$ for the other currencies the
 * licence is sold in. The spec's "$ for usd, otherwise the euro sign" was written when the shop sold
 * in those two only; a yen commission shown as euros would misstate it (decision 056).
 */
export { currencySymbol } from "#common/money.ts";

/** Cuts (never rounds) to `digits` decimals; the detour through 6 decimals absorbs binary noise (4.79 * 100 = 478.99999...). */
export function truncateTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.trunc(Number((value * scale).toFixed(6))) / scale;
}

/** Cuts to 2 decimals, the cents of most currencies. */
export const truncate2 = (value: number) => truncateTo(value, 2);

/** A refunded row shows 0; otherwise the commission truncated to its currency's decimals (2, or 0 for the yen). */
export const displayedCommission = (row: Pick<AffiliateTransaction, "Refunded" | "AmountCommission" | "Currency">) =>
  row.Refunded ? 0 : truncateTo(row.AmountCommission, minorDigits(row.Currency));

/** The table's commission text: "0" for a refunded row, else the truncated amount with its currency's decimals. */
export const commissionText = (
  row: Pick<AffiliateTransaction, "Refunded" | "AmountCommission" | "Currency">,
  { f }: DashboardText,
) => (row.Refunded ? f.number(0) : f.fixed(displayedCommission(row), minorDigits(row.Currency)));

/** An amount in units of its currency (as the transactions call answers it) in its minor units. */
export const minorUnitsOf = (units: number, currency: string) => Math.round(units * 10 ** minorDigits(currency));

/**
 * Minor units through the site's one formatter, in their currency: 123456 usd -> "$1,234.56",
 * -3000 eur -> "-€30.00" ("-30,00 €" in French), 10746 jpy -> "¥10,746".
 */
export const partnerMoney = (minor: number, currency: string, { f }: DashboardText) =>
  f.money(minor, { currency: currency.toLowerCase() });

/** Currencies in display order: US dollars first, then the others by code. */
export const byCurrency = (a: string, b: string) => (a === "usd" ? -1 : b === "usd" ? 1 : a.localeCompare(b));

/** Sums of cents per currency, e.g. "$1,120.50 + €40.00"; "$0.00" when there is nothing. */
export function formatSums(sums: ReadonlyMap<string, number>, text: DashboardText): string {
  const parts = [...sums.entries()]
    .sort(([a], [b]) => byCurrency(a, b))
    .map(([currency, cents]) => partnerMoney(cents, currency, text));
  return parts.length ? parts.join(" + ") : partnerMoney(0, "usd", text);
}

/** The three totals over all rows fetched (refunds included). */
export function totals(rows: readonly AffiliateTransaction[]) {
  let subscriptions = 0;
  for (const row of rows) if (row.Recurring) subscriptions++;
  return { subscriptions, licences: rows.length - subscriptions };
}

export interface DateRange {
  /** Local calendar days; the range covers the whole of both days. */
  readonly start: Date;
  readonly end: Date;
}

/** The first to the last day of `now`'s calendar month (local time). */
export function currentMonth(now: Date): DateRange {
  return {
    start: new Date(now.getFullYear(), now.getMonth(), 1),
    end: new Date(now.getFullYear(), now.getMonth() + 1, 0),
  };
}

/** [from, to] in Unix ms: local midnight of the start day to the last millisecond of the end day. */
export function rangeBounds(range: DateRange): { fromMs: number; toMs: number } {
  const { start, end } = range;
  return {
    fromMs: new Date(start.getFullYear(), start.getMonth(), start.getDate()).getTime(),
    toMs: new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1).getTime() - 1,
  };
}

export function rowsInRange(rows: readonly AffiliateTransaction[], range: DateRange): AffiliateTransaction[] {
  const { fromMs, toMs } = rangeBounds(range);
  return rows.filter((row) => row.Created >= fromMs && row.Created <= toMs);
}

export interface RangeStats {
  readonly subscriptions: number;
  readonly licences: number;
  /** Commission sums in cents per currency (lower-case code). */
  readonly subscriptionCommissions: ReadonlyMap<string, number>;
  readonly licenceCommissions: ReadonlyMap<string, number>;
}

/** The four range cards: counts and sums over the range's rows, refunded rows excluded. */
export function rangeStats(rows: readonly AffiliateTransaction[], range: DateRange): RangeStats {
  let subscriptions = 0;
  let licences = 0;
  const subscriptionCommissions = new Map<string, number>();
  const licenceCommissions = new Map<string, number>();
  for (const row of rowsInRange(rows, range)) {
    if (row.Refunded) continue;
    const sums = row.Recurring ? subscriptionCommissions : licenceCommissions;
    if (row.Recurring) subscriptions++;
    else licences++;
    const currency = row.Currency.toLowerCase();
    // Minor units as integers so sums do not drift.
    sums.set(currency, (sums.get(currency) ?? 0) + minorUnitsOf(displayedCommission(row), currency));
  }
  return { subscriptions, licences, subscriptionCommissions, licenceCommissions };
}

/** The table's column headings' keys, in order (also the CSV header). */
export const transactionColumns = [
  "column_email",
  "column_country",
  "column_date",
  "column_status",
  "column_item",
  "column_coupon",
  "column_currency",
  "column_paid",
  "column_subtotal",
  "column_discount",
  "column_commission",
  // Beyond the spec's eleven, after them so they keep their places (decision 077).
  "column_refunded",
] as const satisfies readonly DashboardKey[];

type CsvCell = (row: AffiliateTransaction, text: DashboardText) => string;

/** Each column's CSV cell, in transactionColumns' order. */
const csvCells: Record<(typeof transactionColumns)[number], CsvCell> = {
  column_email: (row) => row.CustomerEmail,
  column_country: (row) => row.CustomerCountry,
  column_date: (row) => new Date(row.Created).toISOString(),
  column_status: (row) => row.Status,
  column_item: (row, text) => itemLabel(row.Item, text),
  column_coupon: (row) => row.CouponCode,
  column_currency: (row) => row.Currency.toUpperCase(),
  column_paid: (row) => row.AmountPaid.toFixed(2),
  column_subtotal: (row) => row.AmountSubtotal.toFixed(2),
  column_discount: (row) => row.AmountDiscount.toFixed(2),
  column_refunded: (row) => row.AmountRefunded.toFixed(2),
  column_commission: (row) => displayedCommission(row).toFixed(2),
};

/**
 * The rows as CSV (RFC 4180, CRLF), with the table's display rules: headings and items in the
 * page's language, but ISO dates and plain decimals, which a spreadsheet reads in any language.
 */
export function transactionsCsv(rows: readonly AffiliateTransaction[], text: DashboardText): string {
  const columns: CsvColumns<AffiliateTransaction> = transactionColumns.map((key) => [
    text.t(key),
    (row: AffiliateTransaction) => csvCells[key](row, text),
  ]);
  return csvOf(columns, rows);
}

/** A referral link: the site's address with the coupon query parameter (it becomes the coupon-code cookie). */
export const referralLink = (origin: string, code: string) =>
  `${origin.replace(/\/+$/, "")}/?coupon=${encodeURIComponent(code)}`;
