import { CheckMark, CrossMark } from "#web/components/marks.tsx";
import type { PlanItem } from "#web/content/pricing/plans.ts";
import styles from "./PlanItems.module.css";

/** A plan's list of items: included ones ticked, not-active ones crossed, dimmed and labelled. */
export function PlanItems({ items }: { items: readonly PlanItem[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li
          key={item.label}
          className={item.activated ? styles.item : `${styles.item} ${styles.inactive}`}
          data-activated={item.activated}
        >
          {item.activated ? <CheckMark className={styles.check} /> : <CrossMark className={styles.cross} />}
          <span>
            {item.label}
            {!item.activated && <span className={styles.tag}>Not active</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
