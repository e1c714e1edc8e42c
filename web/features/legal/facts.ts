import type { Formatter } from "#common/format.ts";
import { LICENCE_CURRENCIES, WEB_PLAN_CURRENCY } from "#common/prices.ts";
import { TAX_INCLUSIVE_CURRENCIES } from "#common/tax.ts";
import type { Translate } from "#web/i18n/messages.ts";
import type { Seller } from "#web/lib/seller.ts";
import type { LegalKey } from "./legal-messages";
import type { Facts } from "./with-facts";

interface Sources {
  readonly seller: Seller;
  /** The desktop trial's length (VITE_TRIAL_DAYS). */
  readonly trialDays: number;
  /** The `legal` catalogue in the page's language. */
  readonly t: Translate<LegalKey>;
  readonly format: Formatter;
}

/**
 * What the legal texts state from configuration, in the page's language: the seller, the trial's
 * length and the currencies sold, split by whether their prices include tax. The currencies are
 * those the pages sell in (the licence's and the web plans'), so a currency added there is named
 * here; a list that would be empty is a text that no longer fits the configuration, and throws.
 */
export function legalFacts({ seller, trialDays, t, format }: Sources): Facts {
  const sold = [...new Set<string>([...LICENCE_CURRENCIES, WEB_PLAN_CURRENCY])];
  const included = sold.filter((code) => (TAX_INCLUSIVE_CURRENCIES as readonly string[]).includes(code));
  const excluded = sold.filter((code) => !included.includes(code));
  const named = (codes: readonly string[], what: string) => {
    if (codes.length === 0) throw new Error(`legal text: no currency ${what}`);
    return format.list(codes.map((code) => t("currency", { code })));
  };
  return {
    seller,
    trial: { length: t("trial_length", { days: trialDays }) },
    prices: {
      licence: named(LICENCE_CURRENCIES, "sells the licence"),
      web: named([WEB_PLAN_CURRENCY], "prices the web plans"),
      taxIncluded: named(included, "has prices that include tax"),
      taxExcluded: named(excluded, "has prices before tax"),
    },
  };
}
