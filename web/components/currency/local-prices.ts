/**
 * Every price the site shows a consumer, written for one currency the licence is sold in (decisions
 * 056, 069, 070): the licence's amount, the same as a sentence names it (with its tax where the
 * price includes it, "249 € inkl. MwSt."), how it stands to tax, the free plan, and amounts the
 * shop sets in one currency only (the web plans', a competitor's), which only a visitor seeing
 * that currency reads. A page writes each of its price texts once per currency from these, and
 * CurrencyStack shows the visitor's: one price story, from the first paint.
 */
import { LICENCE_CURRENCIES, LICENCE_PRICES, type LicenceCurrency } from "#common/prices.ts";
import { isTaxInclusive } from "#common/tax.ts";
import type { Formatter } from "#web/i18n/format.ts";
import type { Translate } from "#web/i18n/messages.ts";
import type { PricesKey } from "./prices-messages";

/** One text per currency the licence is sold in: CurrencyStack shows the visitor's. */
export type ByCurrency = Readonly<Record<LicenceCurrency, string>>;

export interface LocalPrices {
  readonly currency: LicenceCurrency;
  /** The licence's amount: "$269", "249 €", "￥39,800". */
  readonly licence: string;
  /** The licence as a sentence names it: where the price includes its tax, with it ("249 € incl. VAT"). */
  readonly licenceInText: string;
  /** How the price stands to tax: "plus VAT where applicable", "VAT included", "税込（消費税を含みます）". */
  readonly taxNote: string;
  /** Nothing to pay: the free plan's price. */
  readonly zero: string;
  /**
   * An amount (the spec's decimals) the shop sets in `currency` only: its text for a visitor who
   * sees that currency; undefined for any other, whose page then words it without an amount.
   */
  readonly only: (amount: number, currency: LicenceCurrency) => string | undefined;
}

/** The prices in `currency`, written in the page's language. */
export function localPricesIn(format: Formatter, t: Translate<PricesKey>, currency: LicenceCurrency): LocalPrices {
  const licence = format.money(LICENCE_PRICES[currency], { currency, decimals: "when-needed" });
  const inclusive = isTaxInclusive(currency);
  return {
    currency,
    licence,
    licenceInText: inclusive ? t("with_tax", { price: licence, currency }) : licence,
    taxNote: inclusive ? t("tax_included", { currency }) : t("tax_added"),
    zero: format.price(0, { currency }),
    only: (amount, set) => (set === currency ? format.price(amount, { currency }) : undefined),
  };
}

/** One text per currency, each written from that currency's prices. */
export function byCurrency(prices: (currency: LicenceCurrency) => LocalPrices, write: (prices: LocalPrices) => string) {
  return Object.fromEntries(LICENCE_CURRENCIES.map((currency) => [currency, write(prices(currency))])) as ByCurrency;
}
