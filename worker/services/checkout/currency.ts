/**
 * The currency a checkout charges (decision 056): the one the order page showed, while the
 * Stripe Price carries it at the amount the pages print (common/prices.ts LICENCE_PRICES) and with
 * the tax behaviour the pages announce in it (common/tax.ts: tax included in EUR, GBP, JPY and
 * BRL, decision 069); otherwise the Price's own currency (US dollars). A page never
 * announces one number while Stripe charges another: a Price that disagrees with the site is
 * logged as `config.invalid` and the sale goes on in the Price's own currency.
 */
import { licenceCurrencyOf } from "#common/currency-choice.ts";
import { LICENCE_PRICES } from "#common/prices.ts";
import { licenceTaxBehavior } from "#common/tax.ts";
import { logEvent } from "#worker/log.ts";
import type { PriceFacts } from "#worker/services/stripe.ts";

/** What the session charges: the currency, and the Price's amount in it (minor units). */
export interface Sale {
  readonly currency: string;
  readonly unitAmount: number | null;
}

/** `asked`: the order page's currency (any well-formed code); undefined from a page that sent none. */
export function saleOf(price: PriceFacts, asked: string | undefined): Sale {
  const own: Sale = { currency: price.currency, unitAmount: price.unitAmount };
  const currency = licenceCurrencyOf(asked);
  // A currency the licence is not sold in (a hand-made request, an old page) is the Price's own.
  if (!currency || currency === price.currency) return own;
  const option = price.currencyOptions[currency];
  const problem = !option
    ? "carries no currency option"
    : option.unitAmount !== LICENCE_PRICES[currency]
      ? `is ${option.unitAmount} minor units; the site says ${LICENCE_PRICES[currency]}`
      : taxBehaviorIn(price, option.taxBehavior) !== licenceTaxBehavior(currency)
        ? `is tax ${taxBehaviorIn(price, option.taxBehavior)}; the site says ${licenceTaxBehavior(currency)}`
        : undefined;
  if (!option || problem) {
    logEvent("error", {
      event: "config.invalid",
      name: "currency_options",
      problem: `Price ${price.id} in ${currency.toUpperCase()} ${problem}: sold in ${price.currency.toUpperCase()} instead`,
    });
    return own;
  }
  return { currency, unitAmount: option.unitAmount };
}

/** A currency option without a tax behaviour of its own has the Price's. */
const taxBehaviorIn = (price: PriceFacts, behavior: PriceFacts["taxBehavior"]) =>
  behavior === "unspecified" ? price.taxBehavior : behavior;
