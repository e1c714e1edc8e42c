/**
 * The comparison table (spec sections 1 "Comparison marketing", 2 "/comparison", 3
 * "Comparison data" and 9): the product against two unnamed competitors, 13 features each.
 * The product's own marks come from the feature matrix, never from this file.
 */

import { formatPrice } from "#common/money.ts";
import {
  bestStatusOf,
  type FeatureId,
  type Offer,
  offersOf,
  type Status,
  statusTagOf,
} from "#web/content/pricing/features.ts";
import { priceStory } from "#web/content/pricing/plans.ts";
import { competitorAssets } from "./competitor-assets";

export type Mark = "check" | "warning" | "cross";
/** `feature` ties a cell to the matrix: the row's claim for the product, with the offers it counts. */
export interface Claim {
  readonly feature: FeatureId;
  readonly offers: readonly Offer[];
}
export type Cell = ({ readonly mark: Mark; readonly note?: string } | { readonly text: string }) & {
  readonly claim?: Claim;
};

export const featureKeys = [
  "realisticSimulation",
  "historicalSpread",
  "assets",
  "secondsTimeframe",
  "detailedStatistics",
  "unlimitedSessions",
  "interfaces",
  "automation",
  "externalIndicators",
  "newsCalendar",
  "desktopFastBacktest",
  "desktopApi",
  "price",
] as const;
export type FeatureKey = (typeof featureKeys)[number];

export const featureLabels: Record<FeatureKey, string> = {
  realisticSimulation: "Realistic markets simulation",
  historicalSpread: "Historical spread",
  assets: "Assets available",
  secondsTimeframe: "Seconds timeframe",
  detailedStatistics: "Detailed statistics",
  unlimitedSessions: "Unlimited sessions",
  interfaces: "Interfaces",
  automation: "Automate graphically",
  externalIndicators: "Import external indicators",
  newsCalendar: "News event calendar",
  desktopFastBacktest: "Desktop app fast backtest",
  desktopApi: "Desktop app API",
  price: "Price",
};

export interface ComparedProduct {
  readonly name: string;
  /** The product itself (highlighted column). */
  readonly ours: boolean;
  readonly features: Readonly<Record<FeatureKey, Cell>>;
}

const markOf: Record<Status, Mark> = { available: "check", coming: "warning", "not-included": "cross" };

/**
 * The product's mark for a feature, from the matrix: a tick when some offer has it, a warning
 * with its status ("Coming soon") when it is only announced, a cross otherwise. `offers`
 * narrows a row to one product ("Desktop app fast backtest" counts the desktop licence only).
 */
function ours(feature: FeatureId, offers: readonly Offer[] = offersOf(feature), note?: string): Cell {
  const status = bestStatusOf(feature, offers);
  const tagged = offers.find((o) => bestStatusOf(feature, [o]) === status);
  const statusNote = status === "available" || !tagged ? undefined : statusTagOf(feature, tagged);
  return { mark: markOf[status], note: statusNote ?? note, claim: { feature, offers } };
}

const oursText = (value: string, feature: FeatureId): Cell => ({
  text: value,
  claim: { feature, offers: offersOf(feature) },
});

const perMonth = (...amounts: number[]) => `${amounts.map((a) => formatPrice(a)).join(" or ")} / month`;

const check: Cell = { mark: "check" };
const cross: Cell = { mark: "cross" };
const warning = (note: string): Cell => ({ mark: "warning", note });
const text = (value: string): Cell => ({ text: value });

export const comparedProducts: readonly ComparedProduct[] = [
  {
    name: "TickSim",
    ours: true,
    features: {
      realisticSimulation: ours("tickData"),
      historicalSpread: ours("tickData"),
      assets: oursText("1000+", "assets"),
      secondsTimeframe: ours("secondsTimeframes"),
      detailedStatistics: ours("statistics"),
      unlimitedSessions: ours("sessions"),
      interfaces: oursText("Web + 2 desktop themes", "interfaces"),
      automation: ours("ruleManager"),
      externalIndicators: ours("externalIndicators"),
      newsCalendar: ours("newsCalendar"),
      desktopFastBacktest: ours("fastBacktest", ["desktop"]),
      desktopApi: ours("desktopApi", ["desktop"], "To convert indicators (C#)"),
      price: text(priceStory.full),
    },
  },
  {
    name: "Competitor 1",
    ours: false,
    features: {
      realisticSimulation: warning("Static spreads only"),
      historicalSpread: cross,
      assets: text(String(competitorAssets.first)),
      secondsTimeframe: check,
      detailedStatistics: warning("Basic statistics"),
      unlimitedSessions: check,
      interfaces: text("1"),
      automation: cross,
      externalIndicators: cross,
      newsCalendar: check,
      desktopFastBacktest: cross,
      desktopApi: cross,
      price: text(perMonth(17.99, 35)),
    },
  },
  {
    name: "Competitor 2",
    ours: false,
    features: {
      realisticSimulation: check,
      historicalSpread: warning("Not on every asset"),
      assets: text(String(competitorAssets.second)),
      secondsTimeframe: warning("19 assets only"),
      detailedStatistics: check,
      unlimitedSessions: warning("Limited"),
      interfaces: text("1"),
      automation: cross,
      externalIndicators: cross,
      newsCalendar: cross,
      desktopFastBacktest: cross,
      desktopApi: cross,
      price: text(`${formatPrice(199)} / year`),
    },
  },
];

export const staticSpreadFootnote =
  "* Competitor 1 only uses static spreads: its fills ignore the spread that really existed.";

export const markLabels: Record<Mark, string> = {
  check: "Yes",
  warning: "Partly",
  cross: "No",
};
