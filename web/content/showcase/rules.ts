/**
 * The Rule Manager section of /features/desktop (spec: drag-and-drop strategies without coding,
 * three rule kinds, semi-automated or fully automated trading). Each card (spec model: index,
 * title, image, expanded height, alt) shows its image collapsed and its rules expanded. Its
 * words are the page's catalogue (features-desktop.json).
 */

import type { Translate } from "#web/i18n/messages.ts";
import type { FeaturesDesktopKey } from "./features-desktop-messages";

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

const cardKeys = [
  {
    kind: "setup",
    rules: ["setup_rule_1", "setup_rule_2", "setup_rule_3", "setup_rule_4"],
    image: "/media/showcase/rule-setup.svg",
    expandedHeight: 486,
  },
  {
    kind: "entry",
    rules: ["entry_rule_1", "entry_rule_2"],
    image: "/media/showcase/rule-entry.svg",
    expandedHeight: 300,
  },
  {
    kind: "exit",
    rules: ["exit_rule_1", "exit_rule_2"],
    image: "/media/showcase/rule-exit.svg",
    expandedHeight: 300,
  },
] as const satisfies readonly {
  kind: RuleKind;
  rules: readonly `${RuleKind}_rule_${number}`[];
  image: string;
  expandedHeight: 300 | 486;
}[];

/** The cards in a language: a kind's title, summary and alt are `<kind>_title`, `<kind>_summary`, `<kind>_alt`. */
export const ruleCardsIn = (t: Translate<FeaturesDesktopKey>): readonly RuleCard[] =>
  cardKeys.map(({ kind, rules, image, expandedHeight }) => ({
    kind,
    title: t(`${kind}_title`),
    summary: t(`${kind}_summary`),
    rules: rules.map((rule) => t(rule)),
    image,
    alt: t(`${kind}_alt`),
    expandedHeight,
  }));
