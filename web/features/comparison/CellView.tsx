import { CurrencyStack } from "#web/components/currency/LocalAmount.tsx";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { CheckMark, CrossMark, WarningMark } from "#web/components/marks.tsx";
import type { Cell, Mark } from "#web/content/comparison/comparison.ts";
import styles from "./ComparisonPage.module.css";

const icons = { check: CheckMark, warning: WarningMark, cross: CrossMark } as const;

/** One comparison value: a check, warning or cross mark (named for screen readers), a text, or a price per currency. */
export function CellView({ cell, markLabels }: { cell: Cell; markLabels: Readonly<Record<Mark, string>> }) {
  const claim = cell.claim ? claimAttributes(cell.claim.feature, cell.claim.offers) : {};
  if ("text" in cell)
    return (
      <span className={styles.text} {...claim}>
        {cell.text}
      </span>
    );
  if ("texts" in cell)
    return (
      <span className={styles.text} {...claim}>
        <CurrencyStack texts={cell.texts} />
      </span>
    );
  const Icon = icons[cell.mark];
  return (
    <span className={`${styles.mark} ${styles[cell.mark]}`} data-mark={cell.mark} {...claim}>
      <Icon width={22} height={22} />
      <span className="visually-hidden">{markLabels[cell.mark]}</span>
      {cell.note && <span className={styles.note}>{cell.note}</span>}
    </span>
  );
}
