/**
 * The Rule Manager section of /features/desktop (spec: drag-and-drop strategies without coding,
 * three rule kinds, semi-automated or fully automated trading). Each card (spec model: index,
 * title, image, expanded height, alt) shows its image collapsed and its rules expanded.
 */
export type RuleKind = "setup" | "entry" | "exit";

export interface RuleCard {
  readonly kind: RuleKind;
  readonly title: string;
  readonly summary: string;
  readonly rules: readonly string[];
  /** The card's image (scripts/media/rules.ts): the kind's blocks in the Rule Manager. */
  readonly image: string;
  readonly alt: string;
  /** Expanded height: 300px or 486px (spec); collapsed is 200px. */
  readonly expandedHeight: 300 | 486;
}

export const RULE_CARD_COLLAPSED_HEIGHT = 200;

/** The rule card images' size (3:1). */
export const RULE_IMAGE_WIDTH = 480;
export const RULE_IMAGE_HEIGHT = 160;

export const ruleManagerModes =
  "Three kinds of rules, dragged and dropped without code. Use them for semi-automated trading, where the rules prepare the trade and you confirm it, or fully automated trading, where they run the whole strategy.";

export const ruleCards: readonly RuleCard[] = [
  {
    kind: "setup",
    title: "Setup rules",
    summary: "Pause or trigger your strategy on market conditions.",
    rules: [
      "Pause 15 minutes before and after high-impact news",
      "Trigger only while the London or New York session is open",
      "Pause for the day after three losses in a row",
      "Trigger when the daily trend points the same way",
    ],
    image: "/media/showcase/rule-setup.svg",
    alt: "Setup blocks: pause around high-impact news, trigger at the London open",
    expandedHeight: 486,
  },
  {
    kind: "entry",
    title: "Entry rules",
    summary: "Create orders when your conditions are met.",
    rules: ["Buy or sell at market, or with a limit or stop order", "Size each order by the share of balance you risk"],
    image: "/media/showcase/rule-entry.svg",
    alt: "Entry blocks: when SMA 50 crosses above SMA 200, buy with a limit order risking 1 %",
    expandedHeight: 300,
  },
  {
    kind: "exit",
    title: "Exit rules",
    summary: "Close orders at your target, or when the trade idea fails.",
    rules: ["Close at a profit target in R, pips or money", "Close when an indicator turns against the trade"],
    image: "/media/showcase/rule-exit.svg",
    alt: "Exit blocks: take profit at 2 R, close when RSI 14 crosses below 70",
    expandedHeight: 300,
  },
];
