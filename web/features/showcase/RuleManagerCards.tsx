import { useState } from "react";
import { featuresDesktopMessages } from "#web/content/showcase/features-desktop-messages.ts";
import {
  RULE_CARD_COLLAPSED_HEIGHT,
  RULE_IMAGE_HEIGHT,
  RULE_IMAGE_WIDTH,
  type RuleKind,
  ruleCardsIn,
} from "#web/content/showcase/rules.ts";
import { useMessages } from "#web/i18n/messages.ts";
import styles from "./features.module.css";

/**
 * Rule Manager cards, one per rule kind: each toggles between collapsed (200px: its image) and
 * expanded (300px or 486px: what the kind does and its example rules) on click, Enter or Space
 * (they are buttons). Each state shows only what fits its height, so nothing is cut off.
 */
export function RuleManagerCards() {
  const t = useMessages(featuresDesktopMessages);
  const ruleCards = ruleCardsIn(t);
  const [expanded, setExpanded] = useState<ReadonlySet<RuleKind>>(new Set());
  const toggle = (kind: RuleKind) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });
  return (
    <>
      <p className={styles.ruleModes}>{t("rule_modes")}</p>
      <ul className={styles.ruleCards}>
        {ruleCards.map((card) => {
          const open = expanded.has(card.kind);
          const height = open ? card.expandedHeight : RULE_CARD_COLLAPSED_HEIGHT;
          return (
            <li key={card.kind}>
              <button
                type="button"
                className={open ? `${styles.ruleCard} ${styles.ruleCardOpen}` : styles.ruleCard}
                data-height={height}
                data-kind={card.kind}
                aria-expanded={open}
                onClick={() => toggle(card.kind)}
              >
                <span className={styles.ruleHead}>
                  <span className={styles.ruleTitle}>{card.title}</span>
                  <span className={styles.ruleMore} aria-hidden>
                    {open ? t("rule_show_less") : t("rule_show_more", { count: card.rules.length })}
                  </span>
                </span>
                {open ? (
                  <>
                    <span className={styles.ruleSummary}>{card.summary}</span>
                    <span className={styles.ruleList}>
                      {card.rules.map((rule) => (
                        <span key={rule} className={styles.rule}>
                          {rule}
                        </span>
                      ))}
                    </span>
                  </>
                ) : (
                  <img
                    className={styles.ruleImage}
                    src={card.image}
                    alt={card.alt}
                    width={RULE_IMAGE_WIDTH}
                    height={RULE_IMAGE_HEIGHT}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
