/**
 * FAQ of the web app and of the desktop app (spec section 2 "Features pages" / "FAQ differs by
 * mode", and "/FAQ"): which questions each mode asks, in order, and where an answer links. The
 * words are the shared `faq` catalogue's (web/i18n/messages/<locale>/faq.json), read by the FAQ
 * page and by every page that embeds a mode's questions: `<id>.question`, `<id>.answer`
 * (paragraphs separated by a blank line) and, with a link, `<id>.link`.
 */
import type { FeatureId, Offer } from "#web/content/pricing/features.ts";

export type FaqMode = "web" | "desktop";

export const DEFAULT_FAQ_MODE: FaqMode = "web";

/** A route id, or "docs" for the external documentation. */
export type FaqLinkTarget = "pricing-web" | "licence-reset" | "features-web" | "docs" | "discord";

/**
 * A feature an answer names with its status ("the Rule Manager (work in progress)"): the answer
 * has a `{placeholder}` for it, filled from the feature matrix, so the FAQ never says more than the
 * matrix does.
 */
export interface FaqClaim {
  readonly feature: FeatureId;
  readonly offer: Offer;
}

export interface FaqItem {
  readonly id: string;
  readonly link?: FaqLinkTarget;
  /** The answer's placeholders that name a feature with its status. */
  readonly claims?: Readonly<Record<string, FaqClaim>>;
}

export const faq = {
  web: [
    {
      id: "free-for-swing-traders",
      link: "pricing-web",
      claims: { ruleManager: { feature: "ruleManager", offer: "essential" } },
    },
    { id: "multiple-charts" },
    { id: "assets", link: "features-web" },
    { id: "timeframes", claims: { tickTimeframes: { feature: "tickTimeframes", offer: "essential" } } },
    { id: "external-statements" },
    { id: "custom-indicators" },
    { id: "economic-calendar" },
    { id: "mae-mfe" },
  ],
  desktop: [
    { id: "offline" },
    { id: "interfaces" },
    { id: "windows-only", link: "docs" },
    { id: "licence-binding", link: "discord" },
    { id: "licence-reset", link: "licence-reset" },
    { id: "mae-mfe-desktop" },
  ],
} as const satisfies Readonly<Record<FaqMode, readonly FaqItem[]>>;

/** One question as listed: its id is a literal, so its catalogue keys are checked (web/components/faq). */
export type FaqEntry = (typeof faq)[FaqMode][number];
export type FaqId = FaqEntry["id"];
