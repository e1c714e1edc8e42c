/**
 * THE formatter of numbers, money and dates by the page's (or the mail's) language (issue 29,
 * item 7). English keeps the site's own texts (common/money.ts, common/dates.ts: "$269", "April
 * 9, 2025"); any other language writes what Intl writes for it ("269 $US", "9 avril 2025", "269
 * US$"). Runtime-neutral: the SPA and the Worker's mails (decision 055) use the same one.
 */

import { formatDate, formatDateTime, formatDay, formatDayTime, formatIsoDay } from "#common/dates.ts";
import { type Locale, PSEUDO_LOCALE, type SiteLocale } from "#common/locales.ts";
import { formatCents, formatPrice, type MoneyOptions } from "#common/money.ts";

/** Intl's tag for a site language; the pseudo-locale formats as English. */
const intlTag = (locale: SiteLocale): Locale => (locale === PSEUDO_LOCALE ? "en" : locale);

export interface Formatter {
  /** Intl's tag of its language ("en" for English and the pseudo-locale), for what it has no method for (a chart's compact axis). */
  readonly tag: Locale;
  /** A price in the spec's decimals (13.59, 269), in USD unless said. */
  readonly price: (amount: number, options?: Omit<MoneyOptions, "decimals" | "locale">) => string;
  /** An amount as the shop stores it, in minor units (12345 usd, 500 jpy), with its decimals. */
  readonly money: (minor: number, options?: Omit<MoneyOptions, "locale">) => string;
  readonly number: (value: number) => string;
  /** A calendar day ("2025-04-09" or a Date), long form. */
  readonly date: (value: Date | string) => string;
  /** A moment in UTC, long form, its zone said: "December 1, 2026 at 9:00 AM UTC". */
  readonly dateTime: (value: Date | string) => string;
  /** A number with exactly `digits` decimals, as amounts in a table: "1234.50" ("1 234,50" in French). */
  readonly fixed: (value: number, digits: number) => string;
  /** A local calendar day, short: "24/11/2026" in English (decision 039), "24.11.2026", "2026/11/24". */
  readonly day: (value: Date) => string;
  /** A local moment to the minute, short, 24-hour: "24/11/2026 21:00". A Date or Unix ms. */
  readonly dayTime: (value: Date | number) => string;
  /** A day written YYYY-MM-DD (no zone: a payout day) in the short form of `day`. */
  readonly isoDay: (day: string) => string;
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

const formatters = new Map<SiteLocale, Formatter>();

export function formatterOf(locale: SiteLocale): Formatter {
  let formatter = formatters.get(locale);
  if (!formatter) {
    const tag = intlTag(locale);
    const english = tag === "en";
    // Made on first use: an Intl formatter costs locale data at creation (decision 033).
    let numbers: Intl.NumberFormat | undefined;
    let dates: Intl.DateTimeFormat | undefined;
    const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
    const intl = <T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T => {
      let format = made.get(key) as T | undefined;
      if (!format) {
        format = make();
        made.set(key, format);
      }
      return format;
    };
    const shortDay = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
    const day = (value: Date) =>
      english ? formatDay(value) : intl("day", () => new Intl.DateTimeFormat(tag, shortDay)).format(value);
    formatter = {
      tag,
      price: (amount, options = {}) => formatPrice(amount, english ? options : { ...options, locale: tag }),
      money: (minor, options = {}) => formatCents(minor, english ? options : { ...options, locale: tag }),
      number: (value) => {
        numbers ??= new Intl.NumberFormat(tag);
        return numbers.format(value);
      },
      date: (value) => {
        if (english) return formatDate(value);
        dates ??= new Intl.DateTimeFormat(tag, { dateStyle: "long", timeZone: "UTC" });
        return dates.format(typeof value === "string" ? new Date(value) : value);
      },
      dateTime: (value) => {
        if (english) return formatDateTime(value);
        const format = intl(
          "dateTime",
          () => new Intl.DateTimeFormat(tag, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }),
        );
        return `${format.format(asDate(value))} UTC`;
      },
      fixed: (value, digits) =>
        english
          ? value.toFixed(digits)
          : intl(
              `fixed${digits}`,
              () => new Intl.NumberFormat(tag, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
            ).format(value),
      day,
      dayTime: (value) => {
        if (english) return formatDayTime(value);
        const format = intl(
          "dayTime",
          () => new Intl.DateTimeFormat(tag, { ...shortDay, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
        );
        return format.format(asDate(value));
      },
      isoDay: (text) => {
        if (english) return formatIsoDay(text);
        const [year, month, date] = formatIsoDay(text).split("/").reverse().map(Number) as [number, number, number];
        return day(new Date(year, month - 1, date));
      },
    };
    formatters.set(locale, formatter);
  }
  return formatter;
}
