/**
 * The features pages (/features/web and /features/desktop): accordion, reporting, themes. Their
 * words are the catalogues: the tour both pages show (features-tour.json) and each page's own
 * (features-web.json, features-desktop.json).
 */

import type { Translate } from "#web/i18n/messages.ts";
import type { FeaturesDesktopKey } from "./features-desktop-messages";
import type { TourKey } from "./features-tour-messages";
import type { FeaturesWebKey } from "./features-web-messages";
import { desktopIndicators, type Indicator, webIndicators } from "./indicators";
import { clip, type Media, still } from "./media";

export type FeaturesMode = "web" | "desktop";

export interface AccordionItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** Index 1 (Indicators) shows the indicator search instead of media. */
export const INDICATORS_INDEX = 1;

const accordionKeys = [
  ["market-orders", "market_orders", "market_orders_text"],
  ["indicators", "indicators", "indicators_text"],
  ["drawing-tools", "drawing_tools", "drawing_tools_text"],
  ["risk-management", "risk_management", "risk_management_text"],
  ["timeframes", "timeframes", "timeframes_text"],
  ["economic-calendar", "economic_calendar", "economic_calendar_text"],
] as const satisfies readonly (readonly [string, TourKey, TourKey])[];

export const accordionItemsIn = (t: Translate<TourKey>): readonly AccordionItem[] =>
  accordionKeys.map(([id, title, text]) => ({ id, title: t(title), text: t(text) }));

/** The accordion's media, one per item (null: Indicators, which shows the search). */
export type AccordionMedia = readonly (Media | null)[];

export const webMediaIn = (t: Translate<FeaturesWebKey>): AccordionMedia => [
  clip("orders", t("clip_orders")),
  null,
  clip("drawing", t("clip_drawing")),
  clip("risk", t("clip_risk")),
  clip("timeframes", t("clip_timeframes")),
  clip("calendar", t("clip_calendar")),
];

/** Desktop: index 4 shows an image (spec section 4); the others the same scenes recorded in the desktop app. */
export const desktopMediaIn = (t: Translate<FeaturesDesktopKey>): AccordionMedia => [
  clip("orders-desktop", t("clip_orders")),
  null,
  clip("drawing-desktop", t("clip_drawing")),
  clip("risk-desktop", t("clip_risk")),
  still("timeframes-desktop", t("still_timeframes")),
  clip("calendar-desktop", t("clip_calendar")),
];

export const indicatorLists: Readonly<Record<FeaturesMode, readonly Indicator[]>> = {
  web: webIndicators,
  desktop: desktopIndicators,
};

export type ReportIcon = "growth" | "table" | "pie" | "clock" | "shield" | "dice";

export interface ReportingTab {
  readonly id: string;
  readonly icon: ReportIcon;
  readonly title: string;
  readonly subtitle: string;
  readonly image: Media;
}

const reportingKeys = [
  ["growth", "growth", "report-growth", "report_growth", "report_growth_sub", "report_growth_alt"],
  ["detailed", "table", "report-detailed", "report_detailed", "report_detailed_sub", "report_detailed_alt"],
  ["symbols", "pie", "report-symbols", "report_symbols", "report_symbols_sub", "report_symbols_alt"],
  ["timing", "clock", "report-timing", "report_timing", "report_timing_sub", "report_timing_alt"],
  ["risk", "shield", "report-risk", "report_risk", "report_risk_sub", "report_risk_alt"],
  ["montecarlo", "dice", "report-montecarlo", "report_montecarlo", "report_montecarlo_sub", "report_montecarlo_alt"],
] as const satisfies readonly (readonly [string, ReportIcon, string, TourKey, TourKey, TourKey])[];

/** The reporting tabs of a features page: the desktop page shows the statistics in the desktop app (`-desktop`). */
export const reportingTabsIn = (t: Translate<TourKey>, mode: FeaturesMode): readonly ReportingTab[] =>
  reportingKeys.map(([id, icon, image, title, subtitle, alt]) => ({
    id,
    icon,
    title: t(title),
    subtitle: t(subtitle),
    image: still(mode === "desktop" ? `${image}-desktop` : image, t(alt)),
  }));

/** The desktop page's interface themes: each tab's name and its screenshot. */
export const themesIn = (t: Translate<FeaturesDesktopKey>): readonly { name: string; image: Media }[] => [
  { name: t("theme_dark"), image: still("interface-dark", t("still_dark")) },
  { name: t("theme_light"), image: still("interface-light", t("still_light")) },
];
