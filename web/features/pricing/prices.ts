/**
 * Every price the pricing, comparison and order pages show, written in the page's language from
 * the amounts of common/prices.ts: the one place where these pages' prices become text, so the
 * visitor's currency (issue 29, item 5) is chosen here.
 */
import {
  CHEAPEST_PAID_MONTH,
  LICENCE_PRICE,
  type WebPlanId,
  type WebPlanPrice,
  webPlanPrices,
} from "#common/prices.ts";
import { type Formatter, formatterOf } from "#web/i18n/format.ts";
import { useLocale } from "#web/i18n/messages.ts";

export interface PriceTexts {
  readonly licence: string;
  /** The least a paid web plan costs a month, billed yearly. */
  readonly cheapestMonth: string;
  /** A free plan's price. */
  readonly zero: string;
  readonly plan: (id: WebPlanId, billing: keyof WebPlanPrice) => string;
  /** A competitor's price, in the US dollars it is published in. */
  readonly competitor: (amount: number) => string;
}

export function pricesIn(format: Formatter): PriceTexts {
  return {
    licence: format.price(LICENCE_PRICE),
    cheapestMonth: format.price(CHEAPEST_PAID_MONTH),
    zero: format.price(0),
    plan: (id, billing) => format.price(webPlanPrices[id][billing]),
    competitor: (amount) => format.price(amount),
  };
}

/** The prices in the page's language. */
export const usePrices = (): PriceTexts => pricesIn(formatterOf(useLocale()));
