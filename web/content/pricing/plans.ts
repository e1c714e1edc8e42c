/**
 * Web plans and the desktop licence (spec sections 3 "Plan" and 9 "Web prices", "Plan limits").
 * Prices are the spec's decimals in US dollars.
 */
import { LICENCE_TAX_BEHAVIOR } from "#common/api/checkout.ts";

export type BillingPeriod = "monthly" | "yearly";
export type PlanId = "free" | "basic" | "essential";

export interface PlanItem {
  readonly label: string;
  readonly activated: boolean;
}

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
export const YEARLY_LABEL = "Yearly -15%";
export const MONTHLY_LABEL = "Monthly";
export const DEFAULT_BILLING: BillingPeriod = "yearly";
export const DEFAULT_HIGHLIGHTED_PLAN: PlanId = "essential";
export const MOST_POPULAR_PLAN: PlanId = "essential";

const on = (label: string): PlanItem => ({ label, activated: true });
const off = (label: string): PlanItem => ({ label, activated: false });

export const plans: readonly Plan[] = [
  {
    id: "free",
    title: "Free",
    monthlyprice: 0,
    yearlyprice: 0,
    yearlypricesum: 0,
    summary: "For swing traders. No credit card needed.",
    items: [
      on("1 chart at a time"),
      on("Swing timeframes: 1D, 1W, 1M"),
      off("Intraday timeframes"),
      off("Seconds and custom timeframes"),
      off("Rule Manager"),
      on("Unlimited indicators"),
      on("Unlimited sessions, trades, period and data retention"),
      on("Full Statistic center"),
      on("1000+ assets, 20+ years of tick data with real historical spread"),
    ],
  },
  {
    id: "basic",
    title: "Basic",
    monthlyprice: 15.99,
    yearlyprice: 13.59,
    yearlypricesum: 163.08,
    summary: "For day traders who need intraday charts.",
    items: [
      on("2 charts at a time"),
      on("Swing timeframes: 1D, 1W, 1M"),
      on("Intraday timeframes: 4h to 1m"),
      off("Seconds and custom timeframes"),
      off("Rule Manager"),
      on("Unlimited indicators"),
      on("Unlimited sessions, trades, period and data retention"),
      on("Full Statistic center"),
      on("1000+ assets, 20+ years of tick data with real historical spread"),
    ],
  },
  {
    id: "essential",
    title: "Essential",
    monthlyprice: 25.99,
    yearlyprice: 22.09,
    yearlypricesum: 265.08,
    summary: "For scalpers and system traders.",
    items: [
      on("Unlimited charts"),
      on("Swing timeframes: 1D, 1W, 1M"),
      on("Intraday timeframes: 4h to 1m"),
      on("Seconds and custom timeframes"),
      on("Rule Manager (work in progress)"),
      on("Unlimited indicators, and requests for community indicators"),
      on("Unlimited sessions, trades, period and data retention"),
      on("Full Statistic center"),
      on("1000+ assets, 20+ years of tick data with real historical spread"),
    ],
  },
];

/** The price shown big on a card: per month, at the chosen billing period. */
export function monthlyPriceOf(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.yearlyprice : plan.monthlyprice;
}

/** Whole amounts without decimals ("0 $", "269 $"), others with two ("13.59 $"). */
export function formatPrice(amount: number, symbol = "$"): string {
  const cents = Math.round(amount * 100);
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${text} ${symbol}`;
}

/** The line under a price: what is billed, and how often. */
export function billingNote(plan: Plan, period: BillingPeriod): string {
  if (plan.monthlyprice === 0) return "Free forever";
  return period === "yearly" ? `${formatPrice(plan.yearlypricesum)} billed yearly` : "Billed monthly";
}

export const desktopLicence = {
  title: "Desktop app license",
  price: 269,
  currency: "USD",
  period: "per life",
  summary: "One payment, yours for life. Windows only (virtualization support needed).",
  items: [
    on("1000+ assets: stocks, indices, forex, cryptos, futures"),
    on("Tick data accuracy with real historical spread"),
    on("20+ years of data"),
    on("Works offline once assets are downloaded from the Data center"),
    on("Two trading interfaces, switchable in one click"),
    on("All timeframes, from monthly to seconds"),
    on("Custom timeframes in minutes, hours and days"),
    on("Detailed statistics and Monte-Carlo simulation"),
    off("Import of your own data"),
    off("Rule Manager"),
    off("Fast Backtest"),
    off("Web app lifetime access"),
  ],
  launchDeal: "The desktop licence includes lifetime access to the web app during the first 3 months of launch.",
  /** How the price stands to VAT: the Worker sells only a Stripe Price taxed the same way. */
  taxNote: LICENCE_TAX_BEHAVIOR === "inclusive" ? "VAT included" : "plus VAT where applicable",
} as const satisfies {
  title: string;
  price: number;
  currency: string;
  period: string;
  summary: string;
  items: readonly PlanItem[];
  launchDeal: string;
  taxNote: string;
};
