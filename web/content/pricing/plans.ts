/**
 * Web plans and the desktop licence (spec sections 3 "Plan" and 9 "Web prices", "Plan limits").
 * Prices are the spec's decimals in US dollars.
 */
import { formatPrice } from "#common/money.ts";
import { LICENCE_PRICE, webPlanPrices } from "#common/prices.ts";
import { LICENCE_TAX_NOTE } from "#common/tax.ts";
import { type CardItem, cardItems, type FeatureOf, type WebPlan } from "./features";
import { launchDealText } from "./launch-deal";

export type BillingPeriod = "monthly" | "yearly";
export type PlanId = WebPlan;

/** A card's item: the spec's label and activated flag, with the matrix's status. */
export type PlanItem = CardItem;

export interface Plan {
  readonly id: PlanId;
  readonly title: string;
  readonly monthlyprice: number;
  /** The yearly price expressed per month. */
  readonly yearlyprice: number;
  /** What a year costs, billed at once. */
  readonly yearlypricesum: number;
  readonly summary: string;
  readonly items: readonly PlanItem[];
}

/** The Yearly toggle's label and the discount it stands for. */
export const YEARLY_DISCOUNT = "-15%";
export const YEARLY_LABEL = `Yearly ${YEARLY_DISCOUNT}`;
export const MONTHLY_LABEL = "Monthly";
export const DEFAULT_BILLING: BillingPeriod = "yearly";
export const DEFAULT_HIGHLIGHTED_PLAN: PlanId = "essential";
export const MOST_POPULAR_PLAN: PlanId = "essential";

/** What every web card lists, in this order; the matrix says what each plan has of it. */
const webCard = [
  "charts",
  "swingTimeframes",
  "intradayTimeframes",
  "secondsTimeframes",
  "ruleManager",
  "indicators",
  "sessions",
  "statistics",
  "assets",
] as const satisfies readonly FeatureOf<WebPlan>[];

/** The desktop licence's 12 items (spec section 9), in the spec's order. */
const desktopCard = [
  "assets",
  "tickData",
  "history",
  "offline",
  "interfaces",
  "secondsTimeframes",
  "customTimeframes",
  "statistics",
  "importData",
  "ruleManager",
  "fastBacktest",
  "webLifetimeAccess",
] as const satisfies readonly FeatureOf<"desktop">[];

export const plans: readonly Plan[] = [
  {
    id: "free",
    title: "Free",
    monthlyprice: webPlanPrices.free.monthly,
    yearlyprice: webPlanPrices.free.yearly,
    yearlypricesum: webPlanPrices.free.yearlyTotal,
    summary: "For swing traders. No credit card needed.",
    items: cardItems("free", webCard),
  },
  {
    id: "basic",
    title: "Basic",
    monthlyprice: webPlanPrices.basic.monthly,
    yearlyprice: webPlanPrices.basic.yearly,
    yearlypricesum: webPlanPrices.basic.yearlyTotal,
    summary: "For day traders who need intraday charts.",
    items: cardItems("basic", webCard),
  },
  {
    id: "essential",
    title: "Essential",
    monthlyprice: webPlanPrices.essential.monthly,
    yearlyprice: webPlanPrices.essential.yearly,
    yearlypricesum: webPlanPrices.essential.yearlyTotal,
    summary: "For scalpers and system traders.",
    items: cardItems("essential", webCard),
  },
];

/** The price shown big on a card: per month, at the chosen billing period. */
export function monthlyPriceOf(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.yearlyprice : plan.monthlyprice;
}

/** The line under a price: what is billed, and how often. */
export function billingNote(plan: Plan, period: BillingPeriod): string {
  if (plan.monthlyprice === 0) return "Free forever";
  return period === "yearly" ? `${formatPrice(plan.yearlypricesum)} billed yearly` : "Billed monthly";
}

export const desktopLicence = {
  title: "Desktop app license",
  price: LICENCE_PRICE,
  currency: "USD",
  period: "per life",
  summary: "One payment, yours for life. Windows only (virtualization support needed).",
  items: cardItems("desktop", desktopCard),
  /** The launch deal's paragraph while it runs; undefined once it ended (the pages then leave it out). */
  launchDeal: launchDealText.offer,
  /** How the price stands to VAT: the Worker sells only a Stripe Price taxed the same way. */
  taxNote: LICENCE_TAX_NOTE,
} as const satisfies {
  title: string;
  price: number;
  currency: string;
  period: string;
  summary: string;
  items: readonly PlanItem[];
  launchDeal: string | undefined;
  taxNote: string;
};

const paidPlans = plans.filter((p) => p.monthlyprice > 0);
const amounts = (prices: readonly number[]) => prices.map((price) => formatPrice(price)).join(" or ");

/**
 * What TickSim costs, in the words every page uses: the landing's teaser, the comparison's price
 * row and the pricing pages tell one story, the free plan and the licence included.
 */
export const priceStory = {
  /** The comparison's price cell. */
  full: `Free, or ${amounts(paidPlans.map((p) => p.monthlyprice))} / month (${YEARLY_DISCOUNT} billed yearly); desktop licence ${formatPrice(desktopLicence.price)} for life`,
} as const;
