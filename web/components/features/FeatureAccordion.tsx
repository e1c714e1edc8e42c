import { useEffect, useId, useState } from "react";
import {
  accordionItems,
  accordionMedia,
  type FeaturesMode,
  INDICATORS_INDEX,
  indicatorNames,
} from "../../content/showcase/features";
import { ChevronDownIcon } from "../icons";
import styles from "./features.module.css";
import { IndicatorSearch } from "./IndicatorSearch";
import { MediaView } from "./MediaView";

/**
 * The basic-feature accordion: one item open at a time; the open item picks the media panel
 * (Indicators shows the indicator search instead). On small screens each item's media shows
 * inside it.
 */
export function FeatureAccordion({ mode }: { mode: FeaturesMode }) {
  const [open, setOpen] = useState(0);
  const id = useId();
  // Large screens (the first render, as prerendered) show the side panel; small ones inline media.
  const [small, setSmall] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.("(max-width: 959.98px)");
    if (!query) return;
    const update = () => setSmall(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  const media = accordionMedia[mode];
  const panel = (index: number) => {
    if (index === INDICATORS_INDEX) return <IndicatorSearch names={indicatorNames[mode]} />;
    const m = media[index];
    return m ? <MediaView key={m.src} media={m} /> : null;
  };
  return (
    <div className={styles.accordionLayout}>
      <div className={styles.accordion}>
        {accordionItems.map((item, i) => {
          const expanded = i === open;
          return (
            <div key={item.id} className={expanded ? `${styles.accItem} ${styles.accItemOpen}` : styles.accItem}>
              <h3 className={styles.accHeading}>
                <button
                  type="button"
                  id={`${id}-h-${i}`}
                  aria-expanded={expanded}
                  aria-controls={`${id}-p-${i}`}
                  className={styles.accButton}
                  onClick={() => setOpen(i)}
                >
                  <span>{item.title}</span>
                  <ChevronDownIcon className={styles.chevron} />
                </button>
              </h3>
              <section
                id={`${id}-p-${i}`}
                aria-labelledby={`${id}-h-${i}`}
                hidden={!expanded}
                className={styles.accPanel}
              >
                <p>{item.text}</p>
                {expanded && small && <div className={styles.accInlineMedia}>{panel(i)}</div>}
              </section>
            </div>
          );
        })}
      </div>
      {!small && (
        <div className={styles.mediaPanel} data-testid="accordion-media">
          {panel(open)}
        </div>
      )}
    </div>
  );
}
