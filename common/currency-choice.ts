/**
 * Which currency a visitor sees the licence in (decision 056): the one they picked in the
 * switcher (the `currency` cookie), else their country's when the licence is sold in it, else
 * the Price's own (US dollars). The Worker writes the result on <html> before the page is
 * served; the page's prices and the checkout read it there. Runtime-neutral.
 */
import { isLicenceCurrency, LICENCE_DEFAULT_CURRENCY, type LicenceCurrency } from "./prices.ts";

/** The cookie that remembers a currency picked in the switcher (functional: no consent needed). */
export const CURRENCY_COOKIE = "currency";
export const CURRENCY_COOKIE_DAYS = 365;
/** The attribute of <html> that names the currency the page shows its licence price in. */
export const CURRENCY_ATTRIBUTE = "data-currency";

/**
 * The countries whose own currency the licence is sold in (ISO 3166-1 alpha-2). The euro: the
 * euro area (Bulgaria since 2026), the states that use it by agreement or alone, and France's
 * overseas regions; the pound: the UK and the Crown Dependencies, whose pounds are at par.
 */
const COUNTRIES: Readonly<Record<Exclude<LicenceCurrency, typeof LICENCE_DEFAULT_CURRENCY>, readonly string[]>> = {
  eur: [
    ...["AT", "BE", "BG", "CY", "DE", "EE", "ES", "FI", "FR", "GR", "HR", "IE", "IT", "LT", "LU", "LV", "MT", "NL"],
    ...["PT", "SI", "SK", "AD", "MC", "SM", "VA", "ME", "XK", "GF", "GP", "MQ", "RE", "YT", "PM", "BL", "MF", "AX"],
  ],
  gbp: ["GB", "GG", "JE", "IM"],
  jpy: ["JP"],
  brl: ["BR"],
};

const byCountry: ReadonlyMap<string, LicenceCurrency> = new Map(
  (Object.entries(COUNTRIES) as [LicenceCurrency, readonly string[]][]).flatMap(([currency, countries]) =>
    countries.map((country) => [country, currency] as const),
  ),
);

/** A currency the licence is sold in, from a value anyone can send (a cookie, a header): lower case, or undefined. */
export function licenceCurrencyOf(value: string | null | undefined): LicenceCurrency | undefined {
  const code = value?.trim().toLowerCase() ?? "";
  return isLicenceCurrency(code) ? code : undefined;
}

/** The currency to show: the remembered choice, the country's, or the default; never one the licence is not sold in. */
export function visitorCurrency(input: {
  readonly cookie?: string | null | undefined;
  readonly country?: string | null | undefined;
}): LicenceCurrency {
  return (
    licenceCurrencyOf(input.cookie) ?? byCountry.get(input.country?.toUpperCase() ?? "") ?? LICENCE_DEFAULT_CURRENCY
  );
}
