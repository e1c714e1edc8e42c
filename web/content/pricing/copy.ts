/**
 * The pricing pages' own copy (spec: /pricing, /pricing/web, /pricing/desktop). What a plan
 * includes is not written here: it comes from the feature matrix (./features.ts).
 */
import { formatPrice } from "#common/money.ts";
import { CHEAPEST_PAID_MONTH } from "#common/prices.ts";
import { config } from "#web/config.ts";
import { claimText } from "./features";
import { desktopLicence } from "./plans";

const trialDays = `${config.trialDays} day${config.trialDays === 1 ? "" : "s"}`;

/**
 * The desktop trial, offered by platform: a computer gets the Windows download with its length
 * and limits; a phone or tablet, which cannot run it, gets the web app (decision 037).
 */
export const trialCopy = {
  terms: `Free for ${trialDays}, with every feature of the desktop app. Windows only (virtualization support needed). No card needed: nothing is charged when the trial ends; buy a licence to keep using the app.`,
  phoneTitle: "On a phone or tablet?",
  phoneText: `The desktop app runs on Windows: download its ${config.trialDays}-day trial from your computer. Here, start with the web app: 100% free for swing traders, in your browser, no credit card needed.`,
  webApp: "Start with the web app",
} as const;

export const pricingCopy = {
  /** The parent page's name in the breadcrumb and the Products menu. */
  parentLabel: "Pricing",
  breadcrumbLabel: "Breadcrumb",
  switchLabel: "Pricing of",
  webLabel: "Web app",
  desktopLabel: "Desktop app",
  overview: {
    title: "100% Free, for swing traders",
    subtitle:
      "Daily, weekly and monthly timeframes on 1000+ assets, with tick data accuracy and real historical spread.",
    /** The spec's button text; its accessible name says what it does. */
    zero: "0 $",
    zeroName: "0 $: sign up for the Free plan",
    noCard: "No credit card needed",
    webTitle: "Web app",
    webText: `Need intraday charts, seconds or custom timeframes? The Basic and Essential plans start at ${formatPrice(CHEAPEST_PAID_MONTH)} a month, billed yearly. The ${claimText("ruleManager", "essential")} comes with Essential.`,
    webLink: "See the web plans",
    desktopTitle: "Desktop app",
    desktopText: `The Windows app with two trading interfaces and offline backtests. Try it for free, then buy a lifetime licence for ${formatPrice(desktopLicence.price)}.`,
    trial: "Download the free trial",
    desktopLink: "Desktop app pricing",
    dealLabel: "Launch deal:",
  },
  web: {
    title: "Web app plans",
    subtitle:
      "Free for swing traders. Upgrade for intraday, seconds and custom timeframes: monthly, or yearly with 15% off.",
    plansHeading: "Plans",
    footnote:
      "Prices in US dollars. Every plan includes 1000+ assets with tick data accuracy, real historical spread and 20+ years of data.",
    comparisonLink: "See how we compare",
    faqTitle: "Questions about the web app",
  },
  desktop: {
    title: "Desktop app pricing",
    subtitle: "One payment, one licence for life. Two trading interfaces and offline backtests on Windows.",
    included: "What's included",
    buyNow: "Buy now",
    dealTitle: "Launch deal",
    tryTitle: "Try it first",
    tryText: "Download the trial and backtest on your own computer before you buy.",
    ownersTitle: "Already have a licence?",
    resetWhy: "to move the app to another computer",
    resendWhy: "if you lost your key or order ID",
    trial: "Download the trial",
    facts: [
      "Windows only; virtualization support must be enabled.",
      "The licence key binds to 1 device; one extra key is free on request.",
      "Refundable within 14 days of receipt.",
      "Payments in US dollars.",
    ],
  },
} as const;
