/**
 * The comparison table (spec sections 1 "Comparison marketing", 2 "/comparison", 3
 * "Comparison data" and 9): the product against two unnamed competitors, 13 features each.
 */
export type Mark = "check" | "warning" | "cross";
export type Cell = { readonly mark: Mark; readonly note?: string } | { readonly text: string };

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

const check: Cell = { mark: "check" };
const cross: Cell = { mark: "cross" };
const warning = (note: string): Cell => ({ mark: "warning", note });
const text = (value: string): Cell => ({ text: value });

export const comparedProducts: readonly ComparedProduct[] = [
  {
    name: "TickSim",
    ours: true,
    features: {
      realisticSimulation: check,
      historicalSpread: check,
      assets: text("1000+"),
      secondsTimeframe: check,
      detailedStatistics: check,
      unlimitedSessions: check,
      interfaces: text("Web + 2 desktop themes"),
      automation: check,
      externalIndicators: check,
      newsCalendar: check,
      desktopFastBacktest: check,
      desktopApi: check,
      price: text("$15.99 or $25.99 / month"),
    },
  },
  {
    name: "Competitor 1",
    ours: false,
    features: {
      realisticSimulation: warning("Static spreads only"),
      historicalSpread: cross,
      assets: text("50"),
      secondsTimeframe: check,
      detailedStatistics: warning("Basic statistics"),
      unlimitedSessions: check,
      interfaces: text("1"),
      automation: cross,
      externalIndicators: cross,
      newsCalendar: check,
      desktopFastBacktest: cross,
      desktopApi: cross,
      price: text("$17.99 or $35 / month"),
    },
  },
  {
    name: "Competitor 2",
    ours: false,
    features: {
      realisticSimulation: check,
      historicalSpread: warning("Not on every asset"),
      assets: text("127"),
      secondsTimeframe: warning("19 assets only"),
      detailedStatistics: check,
      unlimitedSessions: warning("Limited"),
      interfaces: text("1"),
      automation: cross,
      externalIndicators: cross,
      newsCalendar: cross,
      desktopFastBacktest: cross,
      desktopApi: cross,
      price: text("$199 / year"),
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
