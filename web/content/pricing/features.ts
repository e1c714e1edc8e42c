/**
 * THE feature matrix: what each web plan and the desktop licence includes (decision 027). The
 * pricing cards, the comparison grid, the desktop and features pages' claims and the FAQ's plan
 * answers all read it; none of them says on its own whether a feature is there.
 *
 * A cell is `available`, `coming` (announced, not shipped) or `not-included`. An offer without a
 * cell for a feature says nothing about it, and the types keep a page from claiming it there.
 * Its words are the shared catalogue `feature-matrix` (./matrix-words.ts): a cell names its
 * messages, and each function words them in the language it is given, English by default.
 */

import type { MatrixKey, MatrixWords } from "./feature-matrix-messages";
import { type LaunchDeal, launchDeal, launchDealValues } from "./launch-deal";

export type Offer = "free" | "basic" | "essential" | "desktop";
export type WebPlan = Exclude<Offer, "desktop">;
export type Status = "available" | "coming" | "not-included";

export interface Cell {
  readonly status: Status;
  /** What the offer's card says, when it says more than the feature's name ("2 charts at a time"). */
  readonly label?: MatrixKey;
  /**
   * Why or when: a coming or not-included feature's tag in place of the generic one ("work in
   * progress", "launch deal ended on ..."), an available one's condition ("Launch deal: ...").
   */
  readonly note?: MatrixKey;
}

export interface FeatureRow {
  /** The feature's name: its message has the feature's id. */
  readonly label: MatrixKey;
  readonly cells: Partial<Record<Offer, Cell>>;
  /**
   * Words that sell this feature. While no offer has it, every one of them on a page must sit
   * next to its status (the feature-claims test reads them).
   */
  readonly phrases?: readonly RegExp[];
}

const available = (label?: MatrixKey, note?: MatrixKey): Cell => ({ status: "available", label, note });
const coming = (note?: MatrixKey, label?: MatrixKey): Cell => ({ status: "coming", label, note });
const notIncluded = (label?: MatrixKey, note?: MatrixKey): Cell => ({ status: "not-included", label, note });
const allWeb = (cell: Cell) => ({ free: cell, basic: cell, essential: cell });

/** The spec's Essential plan limit words it this way (section 9, "Plan limits"). */
const WORK_IN_PROGRESS = "status_work_in_progress";
/**
 * Spec sections 1 and 9: the launch deal, not a permanent part of the licence. It is offered
 * with its last day while it runs, and shown as ended after it.
 */
const launchDealCell = (deal: LaunchDeal): Cell =>
  deal.running ? available(undefined, "launch_deal_condition") : notIncluded(undefined, "launch_deal_ended");

export const featureMatrix = {
  charts: {
    label: "charts",
    cells: {
      free: available("charts_free"),
      basic: available("charts_basic"),
      essential: available("charts_essential"),
    },
  },
  swingTimeframes: {
    label: "swingTimeframes",
    cells: allWeb(available()),
  },
  intradayTimeframes: {
    label: "intradayTimeframes",
    cells: {
      free: notIncluded(),
      basic: available("intradayTimeframes_paid"),
      essential: available("intradayTimeframes_paid"),
    },
  },
  secondsTimeframes: {
    label: "secondsTimeframes",
    cells: {
      free: notIncluded(),
      basic: notIncluded(),
      essential: available(),
      desktop: available("secondsTimeframes_desktop"),
    },
  },
  customTimeframes: {
    label: "customTimeframes",
    cells: { essential: available(), desktop: available() },
  },
  tickTimeframes: {
    label: "tickTimeframes",
    cells: { ...allWeb(coming()), desktop: coming() },
    phrases: [/tick timeframes?/i],
  },
  ruleManager: {
    label: "ruleManager",
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
    label: "fastBacktest",
    cells: { desktop: coming() },
    phrases: [/fast backtest/i],
  },
  indicators: {
    label: "indicators",
    cells: {
      free: available(),
      basic: available(),
      essential: available("indicators_essential"),
    },
  },
  externalIndicators: {
    label: "externalIndicators",
    cells: allWeb(available()),
  },
  sessions: {
    label: "sessions",
    cells: { ...allWeb(available()), desktop: available() },
  },
  statistics: {
    label: "statistics",
    cells: { ...allWeb(available()), desktop: available("statistics_desktop") },
  },
  assets: {
    label: "assets",
    cells: { ...allWeb(available()), desktop: available("assets_desktop") },
  },
  tickData: {
    label: "tickData",
    cells: { ...allWeb(available()), desktop: available() },
  },
  history: {
    label: "history",
    cells: { ...allWeb(available()), desktop: available() },
  },
  newsCalendar: {
    label: "newsCalendar",
    cells: { ...allWeb(available()), desktop: available() },
  },
  offline: {
    label: "offline",
    cells: { desktop: available() },
  },
  interfaces: {
    label: "interfaces",
    cells: { desktop: available() },
  },
  importData: {
    label: "importData",
    cells: { ...allWeb(available()), desktop: available() },
  },
  desktopApi: {
    label: "desktopApi",
    cells: { desktop: available() },
  },
  webLifetimeAccess: {
    label: "webLifetimeAccess",
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

/** A cell's message in a language; the launch deal's messages read its length and last day. */
const wording = (key: MatrixKey, words: MatrixWords) => words.t(key, launchDealValues(launchDeal, words));

export function labelOf(feature: FeatureId, offer: Offer | undefined, words: MatrixWords): string {
  return wording((offer && cellOf(feature, offer)?.label) ?? row(feature).label, words);
}

/** What a feature that is not there is, in running text: "coming soon", "work in progress", "not included". */
function statusNoteOf(feature: FeatureId, offer: Offer, words: MatrixWords): string | undefined {
  const cell = cellOf(feature, offer);
  const status = cell?.status ?? "not-included";
  if (status === "available") return undefined;
  return wording(cell?.note ?? (status === "coming" ? "status_coming" : "status_not_included"), words);
}

/** The words shown beside a feature that is not there: "Coming soon", "Work in progress", "Not included". */
export function statusTagOf(feature: FeatureId, offer: Offer, words: MatrixWords): string | undefined {
  const note = statusNoteOf(feature, offer, words);
  return note && note.charAt(0).toUpperCase() + note.slice(1);
}

/** A feature named in running text with its status: "the Rule Manager (work in progress)". */
export function claimText(feature: FeatureId, offer: Offer, words: MatrixWords): string {
  const status = statusNoteOf(feature, offer, words);
  const label = labelOf(feature, offer, words);
  return status ? words.t("claim", { label, status }) : label;
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

export function cardItems<O extends Offer>(
  offer: O,
  features: readonly FeatureOf<O>[],
  words: MatrixWords,
): readonly CardItem[] {
  return features.map((feature) => {
    const status = statusOf(feature, offer);
    const note = status === "available" ? cellOf(feature, offer)?.note : undefined;
    return {
      feature,
      label: labelOf(feature, offer, words),
      status,
      tag: statusTagOf(feature, offer, words),
      note: note && wording(note, words),
      activated: status === "available",
    };
  });
}
