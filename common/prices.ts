/**
 * THE prices (spec section 9, "Web prices" and the desktop licence), in US dollars: the pricing
 * pages, the comparison, the landing's teaser and the route table's descriptions all read them,
 * so a price changes in one place.
 */

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

/** The desktop app's lifetime licence. */
export const LICENCE_PRICE = 269;

/** The least a paid web plan costs a month (billed yearly): "from $13.59 a month". */
export const CHEAPEST_PAID_MONTH = Math.min(
  ...Object.values(webPlanPrices)
    .filter((p) => p.monthly > 0)
    .map((p) => p.yearly),
);
