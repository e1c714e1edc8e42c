/**
 * THE formatter of numbers, money and dates by the page's (or the mail's) language (issue 29,
 * item 7). English keeps the site's own texts (common/money.ts, common/dates.ts: "$269", "April
 * 9, 2025"); any other language writes what Intl writes for it ("269 $US", "9 avril 2025", "269
 * US$"). Runtime-neutral: the SPA and the Worker's mails (decision 055) use the same one.
 *
 * The only module that makes an Intl formatter or asks for a locale's text (decision 058):
 * tests/node/i18n/one-formatter.test.ts refuses `new Intl.NumberFormat`, `toLocaleString` and their
 * kin anywhere else in web/, worker/ and common/ but this module's internals (money.ts, dates.ts).
 */

import { formatDate, formatDateTime, formatDay, formatDayTime, formatIsoDay } from "#common/dates.ts";
import { type Locale, PSEUDO_LOCALE, type SiteLocale } from "#common/locales.ts";
import { formatCents, formatPrice, type MoneyOptions, minorDigits } from "#common/money.ts";

/** Intl's tag for a site language; the pseudo-locale formats as English. */
const intlTag = (locale: SiteLocale): Locale => (locale === PSEUDO_LOCALE ? "en" : locale);

export interface Formatter {
  /** Intl's tag of its language ("en" for English and the pseudo-locale). */
  readonly tag: Locale;
  /** A price in the spec's decimals (13.59, 269), in USD unless said. */
  readonly price: (amount: number, options?: Omit<MoneyOptions, "decimals" | "locale">) => string;
  /** An amount as the shop stores it, in minor units (12345 usd, 500 jpy), with its decimals. */
  readonly money: (minor: number, options?: Omit<MoneyOptions, "locale">) => string;
  readonly number: (value: number) => string;
  /**
   * A count stated in prose ("1000+ assets", "20+ years"): English groups from five digits, as the
   * spec writes "1000"; every other language as its readers write counts ("1.000", "1 000", "1,000").
   */
  readonly count: (value: number) => string;
  /** A share as a percentage, at most `digits` decimals (1 unless said): 0.125 -> "12.5%" ("12,5 %" in French). */
  readonly percent: (share: number, digits?: number) => string;
  /** A number shortened for a chart's axis: 1234 -> "1.2K" ("1,2 k"; German and Japanese keep "1234"). */
  readonly compact: (value: number) => string;
  /** An amount in minor units shortened for a chart's axis: 123400 usd -> "$1.2K" ("1,2 k $US"). */
  readonly compactMoney: (minor: number, currency: string) => string;
  /** A calendar day ("2025-04-09" or a Date), long form: "April 9, 2025" ("1er décembre 2026"). */
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
  /** A day on a chart's time axis, its month in words: "26 Nov" ("26 nov.", "11月26日"), in UTC or the reader's zone. */
  readonly axisDay: (value: Date | number, zone: "utc" | "local") => string;
  /** A local moment to the minute, its month in words: "26 Nov 2026, 21:00" (the console's times). */
  readonly moment: (value: Date | number) => string;
  /** A language named in this one: "fr" -> "French" ("français"); the tag itself when Intl cannot name it. */
  readonly language: (tag: string) => string;
  /** A region named from its ISO 3166 code: "BR" -> "Brazil" ("Brésil"); undefined for a malformed code. */
  readonly region: (code: string) => string | undefined;
  /** Items joined as the language lists them: "a, b and c" ("a, b et c", "a、b、c"). */
  readonly list: (items: readonly string[]) => string;
}

const asDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

type Made = Intl.NumberFormat | Intl.DateTimeFormat | Intl.DisplayNames | Intl.ListFormat;

/** French writes the first of a month "1er" ("1er décembre 2026", "1er déc."); Intl writes "1". */
const frenchFirst = (format: Intl.DateTimeFormat, date: Date) =>
  format
    .formatToParts(date)
    .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
    .join("");

/** Intl's name of `code`, or undefined when `of` refuses it as malformed (a RangeError). */
function nameOf(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    return names.of(code);
  } catch {
    return undefined;
  }
}

const formatters = new Map<SiteLocale, Formatter>();

export function formatterOf(locale: SiteLocale): Formatter {
  let formatter = formatters.get(locale);
  if (!formatter) {
    const tag = intlTag(locale);
    const english = tag === "en";
    // Made on first use: an Intl formatter costs locale data at creation (decision 033).
    const made = new Map<string, Made>();
    const intl = <T extends Made>(key: string, make: () => T): T => {
      let format = made.get(key) as T | undefined;
      if (!format) {
        format = make();
        made.set(key, format);
      }
      return format;
    };
    const numbers = (key: string, options?: Intl.NumberFormatOptions) =>
      intl(key, () => new Intl.NumberFormat(tag, options));
    /** A date with its month in words; English's short ones are British ("26 Nov", the console's "26 Nov 2026, 21:00"). */
    const inWords = (key: string, options: Intl.DateTimeFormatOptions, value: Date | string | number) => {
      const format = intl(key, () => new Intl.DateTimeFormat(english ? "en-GB" : tag, options));
      const date = asDate(value);
      return tag === "fr" ? frenchFirst(format, date) : format.format(date);
    };
    const shortDay = { year: "numeric", month: "2-digit", day: "2-digit" } as const;
    const day = (value: Date) =>
      english ? formatDay(value) : intl("day", () => new Intl.DateTimeFormat(tag, shortDay)).format(value);
    formatter = {
      tag,
      price: (amount, options = {}) => formatPrice(amount, english ? options : { ...options, locale: tag }),
      money: (minor, options = {}) => formatCents(minor, english ? options : { ...options, locale: tag }),
      number: (value) => numbers("number").format(value),
      count: (value) => numbers("count", english ? { useGrouping: "min2" } : {}).format(value),
      percent: (share, digits = 1) =>
        numbers(`percent${digits}`, { style: "percent", maximumFractionDigits: digits }).format(share),
      compact: (value) => numbers("compact", { notation: "compact" }).format(value),
      compactMoney: (minor, currency) => {
        const code = currency.toUpperCase();
        const format = numbers(`compact:${code}`, { style: "currency", currency: code, notation: "compact" });
        return format.format(minor / 10 ** minorDigits(code));
      },
      date: (value) => (english ? formatDate(value) : inWords("date", { dateStyle: "long", timeZone: "UTC" }, value)),
      dateTime: (value) =>
        english
          ? formatDateTime(value)
          : `${inWords("dateTime", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }, value)} UTC`,
      fixed: (value, digits) =>
        english
          ? value.toFixed(digits)
          : numbers(`fixed${digits}`, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value),
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
      axisDay: (value, zone) =>
        inWords(
          `axisDay:${zone}`,
          { day: "numeric", month: "short", ...(zone === "utc" && { timeZone: "UTC" }) },
          value,
        ),
      moment: (value) => inWords("moment", { dateStyle: "medium", timeStyle: "short" }, value),
      language: (code) =>
        nameOf(
          intl("languages", () => new Intl.DisplayNames(tag, { type: "language" })),
          code,
        ) ?? code,
      region: (code) =>
        nameOf(
          intl("regions", () => new Intl.DisplayNames(tag, { type: "region" })),
          code,
        ),
      // English's without the serial comma, as the site's copy writes a list ("a, b and c").
      list: (items) =>
        intl("list", () => new Intl.ListFormat(english ? "en-GB" : tag, { type: "conjunction" })).format(items),
    };
    formatters.set(locale, formatter);
  }
  return formatter;
}
