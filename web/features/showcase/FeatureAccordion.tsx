import { useId, useState } from "react";
import { ChevronDownIcon } from "#web/components/icons.tsx";
import {
  type AccordionMedia,
  accordionItemsIn,
  type FeaturesMode,
  INDICATORS_INDEX,
  indicatorLists,
} from "#web/content/showcase/features.ts";
import { featuresTourMessages } from "#web/content/showcase/features-tour-messages.ts";
import { useMessages } from "#web/i18n/messages.ts";
import styles from "./features.module.css";
import { IndicatorSearch } from "./IndicatorSearch";
import { MediaView } from "./MediaView";

/**
 * The basic-feature accordion: one item open at a time; the open item picks the media panel
 * (Indicators shows the indicator search instead). On small screens each item's media shows
 * inside it. Both places are in the markup and CSS shows one per breakpoint: choosing in an
 * effect after hydration moved the page on phones (a layout shift) and painted the largest
 * image late (Lighthouse LCP). A hidden video never intersects, so it never loads its clip.
 */
export function FeatureAccordion({ mode, media }: { mode: FeaturesMode; media: AccordionMedia }) {
  const accordionItems = accordionItemsIn(useMessages(featuresTourMessages));
  const [open, setOpen] = useState(0);
  const id = useId();
  const panel = (index: number, place: "inline" | "side") => {
    if (index === INDICATORS_INDEX) return <IndicatorSearch indicators={indicatorLists[mode]} />;
    const m = media[index];
    // The first item is open on arrival: its medium is the largest thing on the first screen.
    // The inline copy carries the priority: its phone poster goes into the HTML and its full
    // poster is preloaded for wider screens, which the side panel then shows from that preload.
    // The side panel is hidden below 960 px, so a second inlined phone poster would be bytes
    // no phone ever shows.
    return m ? <MediaView key={m.src} media={m} priority={index === 0 && place === "inline"} /> : null;
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
                {expanded && <div className={styles.accInlineMedia}>{panel(i, "inline")}</div>}
              </section>
            </div>
          );
        })}
      </div>
      <div className={styles.mediaPanel} data-testid="accordion-media">
        {panel(open, "side")}
      </div>
    </div>
  );
}
