/**
 * The comparison table (spec sections 1 "Comparison marketing", 2 "/comparison", 3
 * "Comparison data" and 9): the product against two unnamed competitors, 13 features each.
 * The product's own marks come from the feature matrix, never from this file. The price row is
 * written per currency: amounts set in one currency (the web plans', the competitors') only for a
 * visitor who sees it, so no page shows two currencies (decision 070).
 */
import { type LicenceCurrency, WEB_PLAN_CURRENCY, webPlanPrices } from "#common/prices.ts";
import type { ByCurrency, LocalPrices } from "#web/components/currency/local-prices.ts";
import type { MatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import {
  bestStatusOf,
  type FeatureId,
  type Offer,
  offersOf,
  type Status,
  statusTagOf,
} from "#web/content/pricing/features.ts";
import { figuresOf } from "#web/i18n/figures.ts";
import type en from "#web/i18n/messages/en/comparison.json";
import type { Translate } from "#web/i18n/messages.ts";
import { competitorAssets } from "./competitor-assets";

export type ComparisonKey = keyof typeof en;

export type Mark = "check" | "warning" | "cross";
/** `feature` ties a cell to the matrix: the row's claim for the product, with the offers it counts. */
export interface Claim {
  readonly feature: FeatureId;
  readonly offers: readonly Offer[];
}
/** A mark, a text, or a text per currency (a price: the visitor's currency shows). */
export type Cell = (
  | { readonly mark: Mark; readonly note?: string }
  | { readonly text: string }
  | { readonly texts: ByCurrency }
) & {
  readonly claim?: Claim;
};

/** The currency the competitors publish their prices in. */
const COMPETITOR_CURRENCY: LicenceCurrency = "usd";

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

/** A row's label: the message `row_<key>` of the comparison's catalogue. */
export const rowLabel = (t: Translate<ComparisonKey>, key: FeatureKey): string => t(`row_${key}`);

export interface ComparedProduct {
  /** The product's name: ours, or an unnamed competitor's ("Competitor 1") in the page's language. */
  readonly name: string;
  /** The product itself (highlighted column). */
  readonly ours: boolean;
  /** Its name carries the footnote's asterisk. */
  readonly footnoted?: boolean;
  readonly features: Readonly<Record<FeatureKey, Cell>>;
}

const markOf: Record<Status, Mark> = { available: "check", coming: "warning", "not-included": "cross" };

/**
 * The table in a language: the comparison's words, the feature matrix's, and `local`, which
 * writes a text once per currency from that currency's prices (web/components/currency).
 */
export function comparisonIn(
  t: Translate<ComparisonKey>,
  words: MatrixWords,
  local: (write: (prices: LocalPrices) => string) => ByCurrency,
) {
  /**
   * The product's mark for a feature, from the matrix: a tick when some offer has it, a warning
   * with its status ("Coming soon") when it is only announced, a cross otherwise. `offers`
   * narrows a row to one product ("Desktop app fast backtest" counts the desktop licence only).
   */
  function ours(feature: FeatureId, offers: readonly Offer[] = offersOf(feature), note?: string): Cell {
    const status = bestStatusOf(feature, offers);
    const tagged = offers.find((o) => bestStatusOf(feature, [o]) === status);
    const statusNote = status === "available" || !tagged ? undefined : statusTagOf(feature, tagged, words);
    return { mark: markOf[status], note: statusNote ?? note, claim: { feature, offers } };
  }

  const oursText = (value: string, feature: FeatureId): Cell => ({
    text: value,
    claim: { feature, offers: offersOf(feature) },
  });

  const check: Cell = { mark: "check" };
  const cross: Cell = { mark: "cross" };
  const warning = (note: string): Cell => ({ mark: "warning", note });
  const text = (value: string): Cell => ({ text: value });
  const competitor = (number: number) => t("competitor", { number });

  const products: readonly ComparedProduct[] = [
    {
      name: "TickSim",
      ours: true,
      features: {
        realisticSimulation: ours("tickData"),
        historicalSpread: ours("tickData"),
        assets: oursText(t("assets_ours"), "assets"),
        secondsTimeframe: ours("secondsTimeframes"),
        detailedStatistics: ours("statistics"),
        unlimitedSessions: ours("sessions"),
        interfaces: oursText(t("interfaces_ours", { themes: 2 }), "interfaces"),
        automation: ours("ruleManager"),
        externalIndicators: ours("externalIndicators"),
        newsCalendar: ours("newsCalendar"),
        desktopFastBacktest: ours("fastBacktest", ["desktop"]),
        desktopApi: ours("desktopApi", ["desktop"], t("note_api")),
        // One price story: the free plan, the paid plans and the licence, as the pricing pages say them.
        price: {
          texts: local((p) => {
            const basic = p.only(webPlanPrices.basic.monthly, WEB_PLAN_CURRENCY);
            const essential = p.only(webPlanPrices.essential.monthly, WEB_PLAN_CURRENCY);
            const licence = p.licenceInText;
            return basic && essential
              ? t("price_ours", { basic, essential, discount: figuresOf(words.format.tag).yearly_discount, licence })
              : t("price_ours_local", { licence });
          }),
        },
      },
    },
    {
      name: competitor(1),
      ours: false,
      footnoted: true,
      features: {
        realisticSimulation: warning(t("note_static_spreads")),
        historicalSpread: cross,
        assets: text(String(competitorAssets.first)),
        secondsTimeframe: check,
        detailedStatistics: warning(t("note_basic_statistics")),
        unlimitedSessions: check,
        interfaces: text("1"),
        automation: cross,
        externalIndicators: cross,
        newsCalendar: check,
        desktopFastBacktest: cross,
        desktopApi: cross,
        price: {
          texts: local((p) => {
            const first = p.only(17.99, COMPETITOR_CURRENCY);
            const second = p.only(35, COMPETITOR_CURRENCY);
            return first && second ? t("price_month", { first, second }) : t("price_month_local");
          }),
        },
      },
    },
    {
      name: competitor(2),
      ours: false,
      features: {
        realisticSimulation: check,
        historicalSpread: warning(t("note_not_every_asset")),
        assets: text(String(competitorAssets.second)),
        secondsTimeframe: warning(t("note_assets_only", { count: 19 })),
        detailedStatistics: check,
        unlimitedSessions: warning(t("note_limited")),
        interfaces: text("1"),
        automation: cross,
        externalIndicators: cross,
        newsCalendar: cross,
        desktopFastBacktest: cross,
        desktopApi: cross,
        price: {
          texts: local((p) => {
            const price = p.only(199, COMPETITOR_CURRENCY);
            return price ? t("price_year", { price }) : t("price_year_local");
          }),
        },
      },
    },
  ];

  return {
    products,
    /** Competitor 1's asterisk explained. */
    staticSpreadFootnote: t("footnote", { competitor: competitor(1) }),
    markLabels: { check: t("mark_check"), warning: t("mark_warning"), cross: t("mark_cross") } satisfies Record<
      Mark,
      string
    >,
  };
}

export type Comparison = ReturnType<typeof comparisonIn>;
