/**
 * Copy and structure of the showcase pages (spec section 2: landing, desktop overview, features
 * pages). Components only render this data.
 */
import { formatPrice } from "#common/money.ts";
import { type FeatureOf, statusTagOf } from "#web/content/pricing/features.ts";
import { launchDeal, launchDealText } from "#web/content/pricing/launch-deal.ts";
import { desktopLicence } from "#web/content/pricing/plans.ts";
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

/** A desktop claim's text, led by its status when the feature is not there yet ("Coming soon: ..."). */
function withStatus(feature: FeatureOf<"desktop">, text: string): string {
  const tag = statusTagOf(feature, "desktop");
  return tag ? `${tag}: ${text}` : `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** Desktop overview: five tabs, each with its own carousel. */
export const desktopOverview = {
  title: "The desktop backtesting app",
  subtitle: "Two trading interfaces, offline backtests on 1000+ assets and a licence for life. Windows only.",
  buyNow: "Buy now",
  price: `${formatPrice(desktopLicence.price)}, lifetime licence`,
  tabs: [
    {
      id: "interface",
      icon: "monitor",
      title: "Choose your interface",
      subtitle: "Two trading interfaces, dark or light: pick the one that feels like your platform.",
      slides: [
        still(
          "desktop-dark",
          "The classic desktop interface in the dark theme: a Market Watch, XAUUSD and GBPJPY charts",
        ),
        still(
          "desktop-light",
          "The modern desktop interface in the light theme: drawing tools, two charts, a watchlist",
        ),
      ],
    },
    {
      id: "assets",
      icon: "database",
      title: "1000+ assets",
      subtitle: "Stocks, indices, forex, cryptos and futures with tick data accuracy and real spreads.",
      slides: [
        clip("replay-desktop", "Replaying EURUSD candle by candle in the desktop app"),
        still("assets-desktop", "The desktop chart of Apple shares (AAPL) on the daily timeframe"),
      ],
    },
    {
      id: "statistics",
      icon: "chart",
      title: "Detailed statistics",
      subtitle: "Every number you need to judge a strategy, from win rate to Monte-Carlo simulation.",
      slides: [
        still("report-growth", "Growth summary with the equity curve"),
        still("report-detailed", "Detailed statistics table"),
        still("report-montecarlo", "Monte-Carlo simulation of 1000 runs"),
      ],
    },
    {
      id: "strategies",
      icon: "blocks",
      title: "Strategies without code",
      claim: "ruleManager",
      subtitle: withStatus(
        "ruleManager",
        "the Rule Manager builds Setup, Entry and Exit rules by drag and drop, and a Fast Backtest will run them over years of data.",
      ),
      slides: [still("rule-manager", "The Rule Manager with the setup, entry and exit rules of a strategy")],
    },
    {
      id: "web",
      icon: "globe",
      ...launchDealText.tab,
      // It sells the launch deal only while the deal runs; after, its subtitle says when it ended.
      ...(launchDeal.running ? { claim: "webLifetimeAccess" as const } : {}),
      slides: [
        still("web-version", "The web app with an open position, its stop loss and take profit"),
        clip("orders", "Placing an order in the web app"),
      ],
    },
  ] satisfies FeatureTabs,
  testimonialsTitle: "What traders say",
  signUpTitle: "Not ready to buy? Start with the web app",
  signUp: "Sign up for free",
};

export interface Testimonial {
  readonly name: string;
  readonly role: string;
  readonly text: string;
}

/** An empty name shows as 'anonymous'. */
export const ANONYMOUS = "anonymous";

export const testimonials: readonly Testimonial[] = [
  {
    name: "Marc D.",
    role: "Swing trader, forex",
    text: "I backtested two years of EURUSD in a weekend. The statistics showed me my stop losses were far too tight.",
  },
  {
    name: "",
    role: "Part-time futures trader",
    text: "Offline on my laptop during train rides. The replay feels exactly like my broker's platform.",
  },
  {
    name: "Sofia R.",
    role: "Crypto day trader",
    text: "Seconds timeframes and real spreads: my results in live trading finally match my backtests.",
  },
  {
    name: "Kenji T.",
    role: "Index trader",
    text: "Ten years of US500 replayed offline on my laptop. The statistics finally put numbers on a plan I had traded by feel.",
  },
];

export const testimonialName = (t: Testimonial) => (t.name.trim() === "" ? ANONYMOUS : t.name);
