/** The pricing pages' content in English, as the pages show it: the tests' view of it. */
import type { LicenceCurrency } from "#common/prices.ts";
import { englishMatrix, englishOf } from "#tests/web/english.ts";
import { type ByCurrency, byCurrency, type LocalPrices, localPricesIn } from "#web/components/currency/local-prices.ts";
import { pricesMessages } from "#web/components/currency/prices-messages.ts";
import { pricingCommonMessages } from "#web/components/pricing/pricing-common-messages.ts";
import { comparisonIn } from "#web/content/comparison/comparison.ts";
import { desktopLicenceIn, plansIn } from "#web/content/pricing/plans.ts";
import { comparisonMessages } from "#web/features/comparison/comparison-messages.ts";
import { pricesIn } from "#web/features/pricing/prices.ts";
import { pricingWebMessages } from "#web/features/pricing/pricing-messages.ts";
import { formatterOf } from "#web/i18n/format.ts";

const matrix = await englishMatrix();
export const englishPrices = pricesIn(formatterOf("en"));
const taxWords = await englishOf(pricesMessages);
/** The English prices in a currency, as the pages write them (web/components/currency). */
export const englishPricesIn = (currency: LicenceCurrency) => localPricesIn(formatterOf("en"), taxWords, currency);
/** A text written once per currency in English, as `useLocalTexts()` does on a page. */
export const englishLocal = (write: (prices: LocalPrices) => string): ByCurrency => byCurrency(englishPricesIn, write);
export const pricingWeb = await englishOf(pricingWebMessages);
export const plans = plansIn(pricingWeb, matrix);
export const desktopLicence = desktopLicenceIn(await englishOf(pricingCommonMessages), matrix);
export const englishComparison = await englishOf(comparisonMessages);
export const comparison = comparisonIn(englishComparison, matrix, englishLocal);
