/** The pricing pages' content in English, as the pages show it: the tests' view of it. */
import { comparisonIn } from "#web/content/comparison/comparison.ts";
import { englishMatrix } from "#web/content/pricing/matrix-words.ts";
import { desktopLicenceIn, plansIn } from "#web/content/pricing/plans.ts";
import { comparisonMessages } from "#web/features/comparison/messages.ts";
import { pricingCommonMessages, pricingWebMessages } from "#web/features/pricing/messages.ts";
import { pricesIn } from "#web/features/pricing/prices.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { type Namespace, type Translate, translator } from "#web/i18n/messages.ts";

function english<Key extends string>(ns: Namespace<Key>): Translate<Key> {
  const t = translator(ns, "en");
  if (!t) throw new Error("the English catalogue is always loaded");
  return t;
}

export const englishPrices = pricesIn(formatterOf("en"));
export const pricingWeb = english(pricingWebMessages);
export const plans = plansIn(pricingWeb, englishMatrix);
export const desktopLicence = desktopLicenceIn(english(pricingCommonMessages), englishMatrix);
export const englishComparison = english(comparisonMessages);
export const comparison = comparisonIn(englishComparison, englishMatrix, englishPrices);
