/**
 * Whether a price a visitor sees includes its tax, per currency (decision 069): THE one setting
 * the pages, the mails and the Worker's checkout read. In the markets whose consumer rules want
 * the total a consumer pays (the EU's and the UK's price indication rules, Japan's 総額表示,
 * Brazil's consumer code), the licence's price is that total, tax included, and Stripe charges
 * exactly it (`tax_behavior: "inclusive"` on the Price's currency option). In US dollars sales
 * tax is added at checkout, as US shops do. Kept apart from the checkout contract so the pricing
 * pages do not load zod for it.
 */
import { LICENCE_DEFAULT_CURRENCY, type LicenceCurrency } from "./prices.ts";

export type TaxBehavior = "exclusive" | "inclusive";

/** The currencies whose prices include tax (VAT, GST, 消費税, ICMS/ISS): every price shown in them is the total paid. */
export const TAX_INCLUSIVE_CURRENCIES: readonly LicenceCurrency[] = ["eur", "gbp", "jpy", "brl"];

/** Whether a price in `currency` includes its tax. */
export const isTaxInclusive = (currency: LicenceCurrency): boolean => TAX_INCLUSIVE_CURRENCIES.includes(currency);

/** The Stripe `tax_behavior` of the licence's price in `currency`: what the Price (or its currency option) must say. */
export const licenceTaxBehavior = (currency: LicenceCurrency): TaxBehavior =>
  isTaxInclusive(currency) ? "inclusive" : "exclusive";

/** The Price's own tax behaviour (its own currency, US dollars). */
export const LICENCE_TAX_BEHAVIOR: TaxBehavior = licenceTaxBehavior(LICENCE_DEFAULT_CURRENCY);
