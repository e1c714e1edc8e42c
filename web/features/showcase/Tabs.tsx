import { type KeyboardEvent, type ReactNode, useRef } from "react";
import styles from "./features.module.css";

export interface TabItem {
  readonly id: string;
  readonly icon?: ReactNode;
  readonly title: string;
  readonly subtitle?: string;
  /** Shown after the title: a feature's status ("Coming soon"). */
  readonly badge?: ReactNode;
  /** The feature claim the tab makes (data-feature, data-offers, data-status). */
  readonly claim?: Readonly<Record<`data-${string}`, string>>;
}

interface Props {
  readonly label: string;
  readonly idPrefix: string;
  readonly items: readonly TabItem[];
  readonly selected: number;
  readonly onSelect: (index: number) => void;
  /** Show each tab's subtitle inside the tab (large screens); it is always shown below on small ones. */
  readonly subtitles?: boolean;
}

/**
 * A WAI-ARIA tab strip (roving tabindex, arrow keys, Home/End). It scrolls horizontally on
 * small screens.
 */
export function Tabs({ label, idPrefix, items, selected, onSelect, subtitles = true }: Props) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (to: number) => {
    const i = (to + items.length) % items.length;
    onSelect(i);
    refs.current[i]?.focus();
    refs.current[i]?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const keys: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const to = keys[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, i) => (
        <button
          key={item.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${i}`}
          aria-controls={`${idPrefix}-panel`}
          aria-selected={i === selected}
          tabIndex={i === selected ? 0 : -1}
          className={i === selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
          onClick={() => onSelect(i)}
          {...item.claim}
        >
          {item.icon && <span className={styles.tabIcon}>{item.icon}</span>}
          <span className={styles.tabText}>
            <span className={styles.tabTitle}>
              {item.title}
              {item.badge}
            </span>
            {subtitles && item.subtitle && <span className={styles.tabSubtitle}>{item.subtitle}</span>}
          </span>
        </button>
      ))}
    </div>
  );
}
