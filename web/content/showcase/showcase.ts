/**
 * Copy and structure of the showcase pages (spec section 2: landing, desktop overview, features
 * pages). Components only render this data; its words are the pages' catalogues
 * (web/i18n/messages/<locale>/desktop.json).
 */

import type { MatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { type FeatureOf, statusTagOf } from "#web/content/pricing/features.ts";
import { launchDeal, launchDealCopy } from "#web/content/pricing/launch-deal.ts";
import type { Translate } from "#web/i18n/messages.ts";
import type { DesktopKey } from "./desktop-messages";
import { clip, type Media, still } from "./media";

export type FeatureIcon = "globe" | "database" | "chart" | "replay" | "blocks" | "monitor" | "layout";

export interface FeatureTab {
  readonly id: string;
  readonly icon: FeatureIcon;
  readonly title: string;
  readonly subtitle: string;
  /** The desktop feature this tab sells: the matrix gives its status, shown on the tab. */
  readonly claim?: FeatureOf<"desktop">;
  /** At least one: the landing's carousel shows each tab's first. */
  readonly slides: readonly [Media, ...Media[]];
}

/** A showcase has at least one tab (the first is selected on arrival). */
export type FeatureTabs = readonly [FeatureTab, ...FeatureTab[]];

/**
 * Desktop overview: five tabs, each with its own carousel. Its words are the page's catalogue;
 * a feature's status and the launch deal's are the feature matrix's (`words`).
 */
export function desktopOverviewIn(t: Translate<DesktopKey>, words: MatrixWords) {
  /** A desktop claim's text, led by its status when the feature is not there yet ("Coming soon: ..."). */
  const withStatus = (feature: FeatureOf<"desktop">, text: string): string => {
    const tag = statusTagOf(feature, "desktop", words);
    return tag ? t("with_status", { status: tag, text }) : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  };
  return {
    title: t("title"),
    subtitle: t("subtitle"),
    buyNow: t("buy_now"),
    featuresLabel: t("features_label"),
    tabs: [
      {
        id: "interface",
        icon: "monitor",
        title: t("tab_interface"),
        subtitle: t("tab_interface_sub"),
        slides: [still("desktop-dark", t("still_dark")), still("desktop-light", t("still_light"))],
      },
      {
        id: "assets",
        icon: "database",
        title: t("tab_assets"),
        subtitle: t("tab_assets_sub"),
        slides: [clip("replay-desktop", t("clip_replay")), still("assets-desktop", t("still_assets"))],
      },
      {
        id: "statistics",
        icon: "chart",
        title: t("tab_statistics"),
        subtitle: t("tab_statistics_sub"),
        slides: [
          still("report-growth-desktop", t("still_growth")),
          still("report-detailed-desktop", t("still_detailed")),
          still("report-montecarlo-desktop", t("still_montecarlo")),
        ],
      },
      {
        id: "strategies",
        icon: "blocks",
        title: t("tab_strategies"),
        claim: "ruleManager",
        subtitle: withStatus("ruleManager", t("tab_strategies_sub")),
        slides: [still("rule-manager", t("still_rule_manager"))],
      },
      {
        id: "web",
        icon: "globe",
        ...launchDealCopy(launchDeal, words).tab,
        // It sells the launch deal only while the deal runs; after, its subtitle says when it ended.
        ...(launchDeal.running ? { claim: "webLifetimeAccess" as const } : {}),
        slides: [still("web-version", t("still_web_version")), clip("orders", t("clip_web_orders"))],
      },
    ] satisfies FeatureTabs,
    testimonialsTitle: t("testimonials_title"),
    testimonialsLabel: t("testimonials_label"),
    signUpTitle: t("sign_up_title"),
    signUp: t("sign_up"),
  };
}

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly text: string;
}

/** The traders quoted (their names are theirs); an empty name shows as the catalogue's 'anonymous'. */
const quoted = ["Marc D.", "", "Sofia R.", "Kenji T."] as const;

export function testimonialsIn(t: Translate<DesktopKey>): readonly Testimonial[] {
  const keys = [
    ["role_1", "quote_1"],
    ["role_2", "quote_2"],
    ["role_3", "quote_3"],
    ["role_4", "quote_4"],
  ] as const;
  return keys.map(([role, text], i) => ({ name: quoted[i] ?? "", role: t(role), text: t(text) }));
}

export const testimonialName = (t: Testimonial, anonymous: string) => (t.name.trim() === "" ? anonymous : t.name);
