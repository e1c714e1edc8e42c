/**
 * THE feature matrix: what each web plan and the desktop licence includes (decision 027). The
 * pricing cards, the comparison grid, the desktop and features pages' claims and the FAQ's plan
 * answers all read it; none of them says on its own whether a feature is there.
 *
 * A cell is `available`, `coming` (announced, not shipped) or `not-included`. An offer without a
 * cell for a feature says nothing about it, and the types keep a page from claiming it there.
 */

import { type LaunchDeal, launchDeal, launchDealCopy } from "./launch-deal";

export type Offer = "free" | "basic" | "essential" | "desktop";
export type WebPlan = Exclude<Offer, "desktop">;
export type Status = "available" | "coming" | "not-included";

export interface Cell {
  readonly status: Status;
  /** What the offer's card says, when it says more than the feature's name ("2 charts at a time"). */
  readonly label?: string;
  /**
   * Why or when: a coming or not-included feature's tag in place of the generic one ("work in
   * progress", "launch deal ended on ..."), an available one's condition ("Launch deal: ...").
   */
  readonly note?: string;
}

export interface FeatureRow {
  readonly label: string;
  readonly cells: Partial<Record<Offer, Cell>>;
  /**
   * Words that sell this feature. While no offer has it, every one of them on a page must sit
   * next to its status (the feature-claims test reads them).
   */
  readonly phrases?: readonly RegExp[];
}

const available = (label?: string, note?: string): Cell => ({ status: "available", label, note });
const coming = (note?: string, label?: string): Cell => ({ status: "coming", label, note });
const notIncluded = (label?: string, note?: string): Cell => ({ status: "not-included", label, note });
const allWeb = (cell: Cell) => ({ free: cell, basic: cell, essential: cell });

/** The spec's Essential plan limit words it this way (section 9, "Plan limits"). */
const WORK_IN_PROGRESS = "work in progress";
/**
 * Spec sections 1 and 9: the launch deal, not a permanent part of the licence. It is offered
 * with its last day while it runs, and shown as ended after it.
 */
const launchDealCell = (deal: LaunchDeal): Cell => {
  const words = launchDealCopy(deal);
  return deal.running ? available(undefined, words.condition) : notIncluded(undefined, words.ended);
};

export const featureMatrix = {
  charts: {
    label: "Charts at a time",
    cells: {
      free: available("1 chart at a time"),
      basic: available("2 charts at a time"),
      essential: available("Unlimited charts"),
    },
  },
  swingTimeframes: {
    label: "Swing timeframes: 1D, 1W, 1M",
    cells: allWeb(available()),
  },
  intradayTimeframes: {
    label: "Intraday timeframes",
    cells: {
      free: notIncluded(),
      basic: available("Intraday timeframes: 4h to 1m"),
      essential: available("Intraday timeframes: 4h to 1m"),
    },
  },
  secondsTimeframes: {
    label: "Seconds and custom timeframes",
    cells: {
      free: notIncluded(),
      basic: notIncluded(),
      essential: available(),
      desktop: available("All timeframes, from monthly to seconds"),
    },
  },
  customTimeframes: {
    label: "Custom timeframes in minutes, hours and days",
    cells: { essential: available(), desktop: available() },
  },
  tickTimeframes: {
    label: "Tick timeframes",
    cells: { ...allWeb(coming()), desktop: coming() },
    phrases: [/tick timeframes?/i],
  },
  ruleManager: {
    label: "Rule Manager",
    cells: {
      free: notIncluded(),
      basic: notIncluded(),
      essential: coming(WORK_IN_PROGRESS),
      desktop: coming(),
    },
    phrases: [
      /rule manager/i,
      /without (writing a line of )?code/i,
      /automate graphically/i,
      /(semi|fully)[- ]automated/i,
    ],
  },
  fastBacktest: {
    label: "Fast Backtest",
    cells: { desktop: coming() },
    phrases: [/fast backtest/i],
  },
  indicators: {
    label: "Unlimited indicators",
    cells: {
      free: available(),
      basic: available(),
      essential: available("Unlimited indicators, and requests for community indicators"),
    },
  },
  externalIndicators: {
    label: "Import of external indicators",
    cells: allWeb(available()),
  },
  sessions: {
    label: "Unlimited sessions, trades, period and data retention",
    cells: { ...allWeb(available()), desktop: available() },
  },
  statistics: {
    label: "Full Statistic center",
    cells: { ...allWeb(available()), desktop: available("Detailed statistics and Monte-Carlo simulation") },
  },
  assets: {
    label: "1000+ assets, 20+ years of tick data with real historical spread",
    cells: { ...allWeb(available()), desktop: available("1000+ assets: stocks, indices, forex, cryptos, futures") },
  },
  tickData: {
    label: "Tick data accuracy with real historical spread",
    cells: { ...allWeb(available()), desktop: available() },
  },
  history: {
    label: "20+ years of data",
    cells: { ...allWeb(available()), desktop: available() },
  },
  newsCalendar: {
    label: "Economic news calendar since 2007",
    cells: { ...allWeb(available()), desktop: available() },
  },
  offline: {
    label: "Works offline once assets are downloaded from the Data center",
    cells: { desktop: available() },
  },
  interfaces: {
    label: "Two trading interfaces, switchable in one click",
    cells: { desktop: available() },
  },
  importData: {
    label: "Import of your own data",
    cells: { ...allWeb(available()), desktop: available() },
  },
  desktopApi: {
    label: "Public C# API to convert indicators",
    cells: { desktop: available() },
  },
  webLifetimeAccess: {
    label: "Web app lifetime access",
    cells: { desktop: launchDealCell(launchDeal) },
  },
} as const satisfies Record<string, FeatureRow>;

export type FeatureId = keyof typeof featureMatrix;
export const featureIds = Object.keys(featureMatrix) as FeatureId[];

/** The features an offer has a cell for: the only ones a page may claim for it. */
export type FeatureOf<O extends Offer> = {
  [F in FeatureId]: O extends keyof (typeof featureMatrix)[F]["cells"] ? F : never;
}[FeatureId];

const row = (feature: FeatureId): FeatureRow => featureMatrix[feature];

export function cellOf(feature: FeatureId, offer: Offer): Cell | undefined {
  return row(feature).cells[offer];
}

/** The status an offer has; an offer with no cell does not include the feature. */
export function statusOf(feature: FeatureId, offer: Offer): Status {
  return cellOf(feature, offer)?.status ?? "not-included";
}

const rank: Record<Status, number> = { available: 2, coming: 1, "not-included": 0 };

/** The best status among some offers: what "the product" can say about a feature. */
export function bestStatusOf(feature: FeatureId, offers: readonly Offer[]): Status {
  return offers.map((o) => statusOf(feature, o)).reduce((a, b) => (rank[b] > rank[a] ? b : a), "not-included");
}

/** The offers with a cell for a feature, in the matrix's order. */
export function offersOf(feature: FeatureId): Offer[] {
  return (["free", "basic", "essential", "desktop"] as const).filter((o) => cellOf(feature, o) !== undefined);
}

export function labelOf(feature: FeatureId, offer?: Offer): string {
  return (offer && cellOf(feature, offer)?.label) ?? row(feature).label;
}

/** The words shown beside a feature that is not there: "Coming soon", "Work in progress", "Not included". */
export function statusTagOf(feature: FeatureId, offer: Offer): string | undefined {
  const cell = cellOf(feature, offer);
  const status = cell?.status ?? "not-included";
  if (status === "available") return undefined;
  const note = cell?.note ?? (status === "coming" ? "coming soon" : "not included");
  return note.charAt(0).toUpperCase() + note.slice(1);
}

/** A feature named in running text with its status: "the Rule Manager (work in progress)". */
export function claimText(feature: FeatureId, offer: Offer): string {
  const tag = statusTagOf(feature, offer);
  const label = labelOf(feature, offer);
  return tag ? `${label} (${tag.toLowerCase()})` : label;
}

export function phrasesOf(feature: FeatureId): readonly RegExp[] {
  return row(feature).phrases ?? [];
}

/** A card's list: the features an offer shows, in order, each with its status. */
export interface CardItem {
  readonly feature: FeatureId;
  readonly label: string;
  readonly status: Status;
  readonly tag?: string;
  /** The condition of an available feature ("launch deal: ..."). */
  readonly note?: string;
  /** The spec's Plan item flag: true only for what the buyer gets today. */
  readonly activated: boolean;
}

export function cardItems<O extends Offer>(offer: O, features: readonly FeatureOf<O>[]): readonly CardItem[] {
  return features.map((feature) => {
    const status = statusOf(feature, offer);
    return {
      feature,
      label: labelOf(feature, offer),
      status,
      tag: statusTagOf(feature, offer),
      note: status === "available" ? cellOf(feature, offer)?.note : undefined,
      activated: status === "available",
    };
  });
}
