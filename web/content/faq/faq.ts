/**
 * FAQ of the web app and of the desktop app (spec section 2 "Features pages" / "FAQ differs by
 * mode", and "/FAQ"). Answers are paragraphs of plain text; `link` adds one internal or
 * external link under the answer.
 */
import { claimText } from "#web/content/pricing/features.ts";

export type FaqMode = "web" | "desktop";

export const DEFAULT_FAQ_MODE: FaqMode = "web";

export const faqModeLabels: Record<FaqMode, string> = { web: "Web app", desktop: "Desktop app" };

export interface FaqLink {
  readonly label: string;
  /** A route id of web/routes/meta.ts, or "docs" for the external documentation. */
  readonly to: "pricing-web" | "pricing-desktop" | "licence-reset" | "features-web" | "contact" | "docs" | "discord";
}

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly string[];
  readonly link?: FaqLink;
}

export const faq: Readonly<Record<FaqMode, readonly FaqItem[]>> = {
  web: [
    {
      id: "free-for-swing-traders",
      question: "Is the web app really free?",
      answer: [
        "Yes. The Free plan is 100% free for swing traders, with no credit card needed and no time limit. It gives you the daily, weekly and monthly timeframes on one chart at a time, every asset with its full history, unlimited sessions, trades and data retention, and the full Statistic center.",
        `You only pay if you want intraday timeframes (Basic), or seconds and custom timeframes (Essential). The ${claimText("ruleManager", "essential")} comes with Essential.`,
      ],
      link: { label: "Compare the plans", to: "pricing-web" },
    },
    {
      id: "multiple-charts",
      question: "Can I backtest on several charts at the same time?",
      answer: [
        "The Free plan shows one chart at a time, the Basic plan two, and the Essential plan as many as your screen can hold. Every chart of a session replays the same moment in time, so you can follow several assets or timeframes of one market side by side.",
      ],
    },
    {
      id: "assets",
      question: "Which assets are available?",
      answer: [
        "More than 1000 assets: stocks, indices, forex pairs, cryptocurrencies and futures, with tick data accuracy, the real historical spread and more than 20 years of history, on every plan including the free one.",
        "Type a symbol in the asset search of the features page to see its exchange, category and the dates its data covers. An asset is missing? Ask for it: we add it for free.",
      ],
      link: { label: "Search the assets", to: "features-web" },
    },
    {
      id: "timeframes",
      question: "Which timeframes can I use?",
      answer: [
        `From monthly down to seconds: 1M, 1W and 1D on every plan; intraday timeframes from 4 hours down to 1 minute from the Basic plan; seconds and custom timeframes in minutes, hours and days on the Essential plan. ${claimText("tickTimeframes", "essential")} will come to every plan.`,
      ],
    },
    {
      id: "external-statements",
      question: "Can I analyse trades I made elsewhere?",
      answer: [
        "Yes. The Statistic center imports external track records: HTML statements of trading platforms, CSV files and the track records of a third-party strategy tester. You get the same growth summary, detailed statistics, symbol breakdown, timing analysis, risk management and Monte-Carlo simulation as for your backtests.",
      ],
    },
    {
      id: "custom-indicators",
      question: "Can I use my own indicators?",
      answer: [
        "The web app has 107 native indicators. You can also import external indicators written in a chart platform's scripting language, and on the Essential plan you can ask us to add a community indicator to the list.",
      ],
    },
    {
      id: "economic-calendar",
      question: "Is there an economic calendar?",
      answer: [
        "Yes: the economic news calendar goes back to 2007. Filter events by country and impact, and see them on the chart while you replay the market, exactly as they arrived.",
      ],
    },
    {
      id: "mae-mfe",
      question: "What are MAE and MFE?",
      answer: [
        "The Maximum Adverse Excursion (MAE) is the largest loss a position showed while it was open; the Maximum Favorable Excursion (MFE) is the largest gain it showed. Every position records both, with its commissions, swaps, points, growth percentage, stoploss and take profit.",
        "The MAE/MFE distribution of the Statistic center tells you whether your stops are too tight or your targets too far.",
      ],
    },
  ],
  desktop: [
    {
      id: "offline",
      question: "Does the desktop app work offline?",
      answer: [
        "Yes. Download the assets you need from the Data center once; after that, backtests run without an internet connection, as fast as your computer allows.",
      ],
    },
    {
      id: "interfaces",
      question: "What are the two interfaces?",
      answer: [
        "The desktop app comes with two interface themes modelled on popular trading software. Switch between them in one click, and backtest in the layout you trade with every day.",
      ],
    },
    {
      id: "windows-only",
      question: "Does it run on Mac or Linux?",
      answer: [
        "The desktop app runs on Windows only, and it needs virtualization support enabled on the computer (most recent processors have it; it is switched on in the BIOS or UEFI settings). On a Mac or on Linux, use the web app, which runs in any modern browser.",
      ],
      link: { label: "Read the documentation", to: "docs" },
    },
    {
      id: "licence-binding",
      question: "On how many computers can I use my licence?",
      answer: [
        "A licence key is bound to one device: the first computer on which you activate it. If you need the app on a second computer, ask us for one extra key, free of charge.",
      ],
      link: { label: "Ask support on Discord", to: "discord" },
    },
    {
      id: "licence-reset",
      question: "I changed computer. How do I move my licence?",
      answer: [
        "Reset your licence key with the email address, the licence key and the order ID of your purchase. The key is then unbound and you can install the app on any device.",
      ],
      link: { label: "Reset my licence key", to: "licence-reset" },
    },
    {
      id: "mae-mfe-desktop",
      question: "Does the desktop app record MAE and MFE?",
      answer: [
        "Yes. Every position records its Maximum Adverse Excursion and Maximum Favorable Excursion, and the statistics show their distribution next to the risk of ruin and the Monte-Carlo simulation.",
      ],
    },
  ],
};
