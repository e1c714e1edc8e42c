import { useState } from "react";
import { RULE_CARD_COLLAPSED_HEIGHT, ruleCards } from "#web/content/showcase/features.ts";
import styles from "./features.module.css";

/**
 * Rule Manager cards: each toggles between collapsed (200px) and expanded (300px or 486px) on
 * click, Enter or Space (they are buttons).
 */
export function RuleManagerCards() {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <ul className={styles.ruleCards}>
      {ruleCards.map((card) => {
        const open = expanded.has(card.id);
        const height = open ? card.expandedHeight : RULE_CARD_COLLAPSED_HEIGHT;
        return (
          <li key={card.id}>
            <button
              type="button"
              className={open ? `${styles.ruleCard} ${styles.ruleCardOpen}` : styles.ruleCard}
              data-height={height}
              aria-expanded={open}
              onClick={() => toggle(card.id)}
            >
              <span className={styles.ruleTitle}>{card.title}</span>
              <span className={styles.ruleSummary}>{card.summary}</span>
              <span className={styles.ruleList}>
                {card.rules.map((rule) => (
                  <span key={rule} className={styles.rule}>
                    ✓ {rule}
                  </span>
                ))}
              </span>
              <span className={styles.ruleMore} aria-hidden>
                {open ? "Show less" : `Show ${card.rules.length} rules`}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
