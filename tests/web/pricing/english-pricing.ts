/** The pricing pages' content in English, as the pages show it: the tests' view of it. */
import { englishMatrix, englishOf } from "#tests/web/english.ts";
import { comparisonIn } from "#web/content/comparison/comparison.ts";
import { desktopLicenceIn, plansIn } from "#web/content/pricing/plans.ts";
import { comparisonMessages } from "#web/features/comparison/messages.ts";
import { pricingCommonMessages, pricingWebMessages } from "#web/features/pricing/messages.ts";
import { pricesIn } from "#web/features/pricing/prices.ts";
import { formatterOf } from "#web/i18n/format.ts";

const matrix = await englishMatrix();
export const englishPrices = pricesIn(formatterOf("en"));
export const pricingWeb = await englishOf(pricingWebMessages);
export const plans = plansIn(pricingWeb, matrix);
export const desktopLicence = desktopLicenceIn(await englishOf(pricingCommonMessages), matrix);
export const englishComparison = await englishOf(comparisonMessages);
export const comparison = comparisonIn(englishComparison, matrix, englishPrices);
