/**
 * THE prices (spec section 9, "Web prices" and the desktop licence), in US dollars: the pricing
 * pages, the comparison, the landing's teaser and the route table's descriptions all read them,
 * so a price changes in one place.
 */

import { minorDigits } from "./money.ts";

export type WebPlanId = "free" | "basic" | "essential";

export interface WebPlanPrice {
  /** Billed monthly. */
  readonly monthly: number;
  /** Billed yearly, per month. */
  readonly yearly: number;
  /** What a year costs, billed at once. */
  readonly yearlyTotal: number;
}

export const webPlanPrices: Readonly<Record<WebPlanId, WebPlanPrice>> = {
  free: { monthly: 0, yearly: 0, yearlyTotal: 0 },
  basic: { monthly: 15.99, yearly: 13.59, yearlyTotal: 163.08 },
  essential: { monthly: 25.99, yearly: 22.09, yearlyTotal: 265.08 },
};

/**
 * The currencies the lifetime licence is sold in, the first being the Stripe Price's own currency
 * (what any other currency falls back to). Adding one is one entry here and in LICENCE_PRICES.
 */
export const LICENCE_CURRENCIES = ["usd", "eur", "gbp", "jpy", "brl"] as const;
export type LicenceCurrency = (typeof LICENCE_CURRENCIES)[number];
export const LICENCE_DEFAULT_CURRENCY: LicenceCurrency = LICENCE_CURRENCIES[0];

/**
 * The lifetime licence in each currency, in minor units as Stripe counts them (`unit_amount`:
 * cents, pence, centavos, whole yen). THE one configuration of these numbers: the pages print
 * them, the Stripe setup (`npm run stripe:contract` creates the Price) sends them as the Price's
 * `unit_amount` and `currency_options`, and the checkout sells a currency only while the Price
 * carries exactly this amount in it (decision 056).
 */
export const LICENCE_PRICES: Readonly<Record<LicenceCurrency, number>> = {
  usd: 26_900,
  eur: 24_900,
  gbp: 21_900,
  jpy: 39_800,
  brl: 139_900,
};

/**
 * The one currency the web app bills its plans in (webPlanPrices are in it): a visitor who sees
 * another reads the plans without amounts rather than a second currency beside the licence's
 * (decision 070). /pricing/web is the web app's own price list and says it is in this currency.
 */
export const WEB_PLAN_CURRENCY: LicenceCurrency = "usd";

export function isLicenceCurrency(value: string): value is LicenceCurrency {
  return (LICENCE_CURRENCIES as readonly string[]).includes(value);
}

/** The desktop app's lifetime licence in US dollars (269), as the spec and the English pages write it. */
export const LICENCE_PRICE = LICENCE_PRICES.usd / 10 ** minorDigits("usd");

/** The least a paid web plan costs a month (billed yearly): "from $13.59 a month". */
export const CHEAPEST_PAID_MONTH = Math.min(
  ...Object.values(webPlanPrices)
    .filter((p) => p.monthly > 0)
    .map((p) => p.yearly),
);
