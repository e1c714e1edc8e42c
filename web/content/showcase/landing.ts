/**
 * The landing (the web overview, spec section 2) in a language: five tabs with one demo slide
 * each (slide 5 is an image), the chart, the motivation and the comparison teaser. Its words are
 * the home page's catalogue (web/i18n/messages/<locale>/home.json); numbers go through the
 * page language's formatter, and the teaser's prices are written per currency (decision 070).
 */
import { CHEAPEST_PAID_MONTH, WEB_PLAN_CURRENCY } from "#common/prices.ts";
import type { LocalPrices } from "#web/components/currency/local-prices.ts";
import { competitorAssets } from "#web/content/comparison/competitor-assets.ts";
import type { Formatter } from "#web/i18n/format.ts";
import type en from "#web/i18n/messages/en/home.json";
import type { Translate } from "#web/i18n/messages.ts";
import { clip, still } from "./media";
import type { FeatureTabs } from "./showcase";

export type HomeKey = keyof typeof en;

/** The indicators the web app offers (the tab's title counts them). */
const INDICATORS = 107;

export function landingIn(t: Translate<HomeKey>, format: Formatter) {
  return {
    title: t("title"),
    subtitle: t("subtitle"),
    signUp: t("sign_up"),
    featuresLabel: t("features_label"),
    tabs: [
      {
        id: "everywhere",
        icon: "globe",
        title: t("tab_everywhere"),
        subtitle: t("tab_everywhere_sub"),
        slides: [clip("replay", t("clip_replay"))],
      },
      {
        id: "orders",
        icon: "replay",
        title: t("tab_orders"),
        subtitle: t("tab_orders_sub"),
        slides: [clip("orders", t("clip_orders"))],
      },
      {
        id: "indicators",
        icon: "chart",
        title: t("tab_indicators", { count: INDICATORS }),
        subtitle: t("tab_indicators_sub"),
        slides: [clip("indicators", t("clip_indicators"))],
      },
      {
        id: "statistics",
        icon: "database",
        title: t("tab_statistics"),
        subtitle: t("tab_statistics_sub"),
        slides: [clip("statistics", t("clip_statistics"))],
      },
      {
        id: "multichart",
        icon: "layout",
        title: t("tab_assets"),
        subtitle: t("tab_assets_sub"),
        slides: [still("multichart", t("still_multichart"))],
      },
    ] satisfies FeatureTabs,
    chart: {
      title: t("chart_title"),
      text: t("chart_text"),
      buyMarker: t("buy_marker"),
      sellMarker: t("sell_marker"),
      label: t("chart_label", { buy: t("buy_marker"), sell: t("sell_marker") }),
    },
    motivation: {
      title: t("motivation_title"),
      paragraphs: [t("motivation_1"), t("motivation_2")],
      quote: t("quote"),
      quoteAuthor: "Jesse Livermore",
      signUpLong: t("sign_up_long"),
      signUpShort: t("sign_up"),
    },
    comparison: {
      title: t("comparison_title"),
      text: t("comparison_text"),
      points: [
        t("comparison_assets", {
          first: format.number(competitorAssets.first),
          second: format.number(competitorAssets.second),
        }),
        t("comparison_tick"),
      ],
      /** The prices, in one currency: the web plans' amount only in the currency they are billed in. */
      price: (prices: LocalPrices) => {
        const monthly = prices.only(CHEAPEST_PAID_MONTH, WEB_PLAN_CURRENCY);
        const licence = prices.licenceInText;
        return monthly ? t("comparison_price", { monthly, licence }) : t("comparison_price_local", { licence });
      },
      link: t("comparison_link"),
    },
  };
}
