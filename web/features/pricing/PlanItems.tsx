import { StatusMark } from "#web/components/FeatureClaim.tsx";
import type { Offer } from "#web/content/pricing/features.ts";
import type { PlanItem } from "#web/content/pricing/plans.ts";
import styles from "./PlanItems.module.css";

/**
 * A card's items as the feature matrix has them: available ones ticked, coming ones with a clock
 * and their "Coming soon" tag, not-included ones crossed, dimmed and tagged.
 */
export function PlanItems({ items, offer }: { items: readonly PlanItem[]; offer: Offer }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li
          key={item.feature}
          className={`${styles.item} ${styles[item.status]}`}
          data-feature={item.feature}
          data-offers={offer}
          data-status={item.status}
          data-activated={item.activated}
        >
          <StatusMark status={item.status} />
          <span>
            <span className={styles.label}>{item.label}</span>
            {item.tag && <span className={`${styles.tag} ${styles[`${item.status}Tag`]}`}>{item.tag}</span>}
            {item.note && <span className={styles.note}>{item.note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
