/**
 * Web plans and the desktop licence (spec sections 3 "Plan" and 9 "Web prices", "Plan limits").
 * The web plans' prices are the spec's decimals in US dollars (common/prices.ts); the licence's
 * price, in the visitor's currency, is web/components/currency's. The words are the pricing
 * pages' catalogues and the feature matrix's, in the language they are given.
 */
import { webPlanPrices } from "#common/prices.ts";
import type commonEn from "#web/i18n/messages/en/pricing-common.json";
import type webEn from "#web/i18n/messages/en/pricing-web.json";
import type { Translate } from "#web/i18n/messages.ts";
import type { MatrixWords } from "./feature-matrix-messages";
import { type CardItem, cardItems, type FeatureOf, type WebPlan } from "./features";
import { launchDeal, launchDealCopy } from "./launch-deal";

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

/** The discount the Yearly toggle stands for (a share; each language writes it: figures.ts). */
export { YEARLY_DISCOUNT } from "#common/claims.ts";
export const DEFAULT_BILLING: BillingPeriod = "yearly";
export const DEFAULT_HIGHLIGHTED_PLAN: PlanId = "essential";
export const MOST_POPULAR_PLAN: PlanId = "essential";

/** The plans' names are the product's, the same in every language. */
const planIds = ["free", "basic", "essential"] as const satisfies readonly PlanId[];
const planTitles: Readonly<Record<PlanId, string>> = { free: "Free", basic: "Basic", essential: "Essential" };

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

/** The web plans in a language: /pricing/web's words and the matrix's. */
export function plansIn(t: Translate<keyof typeof webEn>, words: MatrixWords): readonly Plan[] {
  return planIds.map((id) => ({
    id,
    title: planTitles[id],
    monthlyprice: webPlanPrices[id].monthly,
    yearlyprice: webPlanPrices[id].yearly,
    yearlypricesum: webPlanPrices[id].yearlyTotal,
    summary: t(`summary_${id}`),
    items: cardItems(id, webCard, words),
  }));
}

/** The price shown big on a card: per month, at the chosen billing period. */
export function monthlyPriceOf(plan: Plan, period: BillingPeriod): number {
  return period === "yearly" ? plan.yearlyprice : plan.monthlyprice;
}

/** The desktop licence's card in a language: the pricing pages' shared words and the matrix's. */
export function desktopLicenceIn(t: Translate<keyof typeof commonEn>, words: MatrixWords) {
  return {
    title: t("licence_title"),
    period: t("licence_period"),
    summary: t("licence_summary"),
    items: cardItems("desktop", desktopCard, words),
    /** The launch deal's paragraph while it runs; undefined once it ended (the pages then leave it out). */
    launchDeal: launchDealCopy(launchDeal, words).offer,
  };
}

export type DesktopLicence = ReturnType<typeof desktopLicenceIn>;
