/** The features pages (/features/web and /features/desktop): accordion, reporting, themes, Rule Manager. */
import { claimText } from "#web/content/pricing/features.ts";
import { desktopIndicators, type Indicator, webIndicators } from "./indicators";
import { clip, type Media, still } from "./media";

export type FeaturesMode = "web" | "desktop";

export interface AccordionItem {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export const featuresCopy = {
  web: {
    title: "Web app features",
    subtitle:
      "Market orders, indicators, drawing tools, risk management, timeframes and an economic calendar, in your browser.",
  },
  desktop: {
    title: "Desktop app features",
    subtitle: `Two interface themes and detailed statistics, offline on Windows. Next: the ${claimText("ruleManager", "desktop")}.`,
  },
  switchLabel: "App",
  switchWeb: "Web",
  switchDesktop: "Desktop",
  comparisonLink: "Compare with other backtesting tools",
  basicTitle: "Everything you need to backtest",
  reportingTitle: "A complete reporting",
  assetsTitle: "A huge database of 1000+ assets",
  faqTitle: "Frequently asked questions",
  themeTitle: "Choose your interface theme",
  themeText:
    "Dark for the night sessions, light for the office: the whole interface, charts included, follows the theme you choose.",
  ruleManagerTitle: "Rule Manager",
  ruleManagerText:
    "Turn your trading plan into rules. The Rule Manager checks them on every trade so your backtest follows your plan, not your mood.",
  indicatorLabel: "Indicator name",
  indicatorRequired: "Choose an indicator",
  indicatorNoMatch: "No indicator matches",
} as const;

/** Index 1 (Indicators) shows the indicator search instead of media. */
export const INDICATORS_INDEX = 1;

export const accordionItems: readonly AccordionItem[] = [
  {
    id: "market-orders",
    title: "Market orders",
    text: "Buy and sell at market with one click, partial closes, and orders that fill at the real historical spread.",
  },
  { id: "indicators", title: "Indicators", text: "Add as many indicators as you want to every chart." },
  {
    id: "drawing-tools",
    title: "Drawing tools",
    text: "Trend lines, horizontal levels, rectangles and notes stay on the chart while the market replays.",
  },
  {
    id: "risk-management",
    title: "Risk management",
    text: "Set stop loss and take profit in pips, price or money, and size positions by the percentage you risk.",
  },
  {
    id: "timeframes",
    title: "Timeframes",
    text: "From monthly down to seconds, with custom timeframes: switch at any moment of the replay.",
  },
  {
    id: "economic-calendar",
    title: "Economic calendar",
    text: "High-impact news since 2007 marked on the chart, so you can see how your strategy copes with them.",
  },
];

const webMedia: readonly (Media | null)[] = [
  clip("orders", "Placing a market order during a replay"),
  null,
  clip("drawing", "Drawing a trend line and a resistance level"),
  clip("risk", "A position with its stop loss and take profit zones"),
  clip("timeframes", "Switching from the daily to the hourly timeframe"),
  clip("calendar", "Economic events marked on the chart"),
];

/** Desktop: index 4 shows an image (spec section 4); the others the same scenes recorded in the desktop app. */
const desktopMedia: readonly (Media | null)[] = [
  clip("orders-desktop", "Placing a market order during a replay in the desktop app"),
  null,
  clip("drawing-desktop", "Drawing a trend line and a resistance level in the desktop app"),
  clip("risk-desktop", "A position with its stop loss and take profit zones in the desktop app"),
  still("timeframes-desktop", "The desktop chart on the hourly timeframe"),
  clip("calendar-desktop", "Economic events marked on the chart in the desktop app"),
];

export const accordionMedia: Readonly<Record<FeaturesMode, readonly (Media | null)[]>> = {
  web: webMedia,
  desktop: desktopMedia,
};

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

export const reportingTabs: readonly ReportingTab[] = [
  {
    id: "growth",
    icon: "growth",
    title: "Growth summary",
    subtitle: "Your equity curve, net profit, return and maximum drawdown at a glance.",
    image: still("report-growth", "Growth summary: equity curve and key figures"),
  },
  {
    id: "detailed",
    icon: "table",
    title: "Detailed statistics",
    subtitle: "Win rate, profit factor, expectancy, Sharpe ratio, MAE and MFE, and more.",
    image: still("report-detailed", "Detailed statistics table"),
  },
  {
    id: "symbols",
    icon: "pie",
    title: "Symbol breakdown",
    subtitle: "Which assets make you money, and which ones cost you.",
    image: still("report-symbols", "Profit by symbol bar chart"),
  },
  {
    id: "timing",
    icon: "clock",
    title: "Timing analysis",
    subtitle: "Your results by hour and by weekday, to find your best sessions.",
    image: still("report-timing", "Heatmap of profit by hour and weekday"),
  },
  {
    id: "risk",
    icon: "shield",
    title: "Risk management",
    subtitle: "Drawdown, risk per trade, recovery factor and R multiples.",
    image: still("report-risk", "Drawdown chart and risk figures"),
  },
  {
    id: "montecarlo",
    icon: "dice",
    title: "Monte-Carlo simulation",
    subtitle: "A thousand reshuffles of your trades to see the range of outcomes you can expect.",
    image: still("report-montecarlo", "Monte-Carlo simulation of 1000 equity curves"),
  },
];

export const themes: readonly Media[] = [
  still("interface-dark", "The desktop interface in the dark theme"),
  still("interface-light", "The desktop interface in the light theme"),
];
export const themeNames = ["Dark theme", "Light theme"] as const;
