/**
 * THE formatter of numbers, money and dates by the page's (or the mail's) language (issue 29,
 * item 7). English keeps the site's own texts (common/money.ts, common/dates.ts: "$269", "April
 * 9, 2025"); any other language writes what Intl writes for it ("269 $US", "9 avril 2025", "269
 * US$"). Runtime-neutral: the SPA and the Worker's mails (decision 055) use the same one.
 */

import { formatDate } from "#common/dates.ts";
import { type Locale, PSEUDO_LOCALE, type SiteLocale } from "#common/locales.ts";
import { formatCents, formatPrice, type MoneyOptions } from "#common/money.ts";

/** Intl's tag for a site language; the pseudo-locale formats as English. */
const intlTag = (locale: SiteLocale): Locale => (locale === PSEUDO_LOCALE ? "en" : locale);

export interface Formatter {
  /** A price in the spec's decimals (13.59, 269), in USD unless said. */
  readonly price: (amount: number, options?: Omit<MoneyOptions, "decimals" | "locale">) => string;
  /** An amount as the shop stores it, in minor units (12345 usd, 500 jpy), with its decimals. */
  readonly money: (minor: number, options?: Omit<MoneyOptions, "locale">) => string;
  readonly number: (value: number) => string;
  /** A calendar day ("2025-04-09" or a Date), long form. */
  readonly date: (value: Date | string) => string;
}

const formatters = new Map<SiteLocale, Formatter>();

export function formatterOf(locale: SiteLocale): Formatter {
  let formatter = formatters.get(locale);
  if (!formatter) {
    const tag = intlTag(locale);
    const english = tag === "en";
    // Made on first use: an Intl formatter costs locale data at creation (decision 033).
    let numbers: Intl.NumberFormat | undefined;
    let dates: Intl.DateTimeFormat | undefined;
    formatter = {
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
    };
    formatters.set(locale, formatter);
  }
  return formatter;
}
