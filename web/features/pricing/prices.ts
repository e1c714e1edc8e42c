/**
 * The web plans' prices on /pricing/web, the web app's own price list, written in the page's
 * language in the one currency the web app bills them in (common/prices.ts WEB_PLAN_CURRENCY, as
 * its footnote says). Every other price text, the licence's above all, is written per currency by
 * web/components/currency (decisions 056, 069, 070).
 */
import { WEB_PLAN_CURRENCY, type WebPlanId, type WebPlanPrice, webPlanPrices } from "#common/prices.ts";
import { type Formatter, formatterOf } from "#web/i18n/format.ts";
import { useLocale } from "#web/i18n/messages.ts";

export interface PriceTexts {
  readonly plan: (id: WebPlanId, billing: keyof WebPlanPrice) => string;
}

export function pricesIn(format: Formatter): PriceTexts {
  return { plan: (id, billing) => format.price(webPlanPrices[id][billing], { currency: WEB_PLAN_CURRENCY }) };
}

/** The web plans' prices in the page's language. */
export const usePrices = (): PriceTexts => pricesIn(formatterOf(useLocale()));
