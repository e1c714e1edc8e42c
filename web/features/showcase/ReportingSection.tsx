import { useState } from "react";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { reportingTabs } from "#web/content/showcase/features.ts";
import { FeatureIcon } from "./FeatureIcon";
import styles from "./features.module.css";
import { MediaView } from "./MediaView";
import { Tabs } from "./Tabs";

/** Six reporting tabs synced both ways with a carousel of six screenshots (arrows on hover). */
export function ReportingSection() {
  const [selected, setSelected] = useState(0);
  const items = reportingTabs.map((t) => ({ id: t.id, title: t.title, icon: <FeatureIcon name={t.icon} /> }));
  return (
    <div className={styles.showcase}>
      <Tabs
        label="Reporting"
        idPrefix="reporting"
        items={items}
        selected={selected}
        onSelect={setSelected}
        subtitles={false}
      />
      <p className={styles.reportSubtitle}>{reportingTabs[selected]?.subtitle}</p>
      <div id="reporting-panel" role="tabpanel" aria-labelledby={`reporting-tab-${selected}`} className={styles.frame}>
        <Carousel
          label="Reporting screenshots"
          slides={reportingTabs.map((t) => <MediaView key={t.id} media={t.image} />)}
          index={selected}
          onIndexChange={setSelected}
          autoPlay
          arrows="hover"
          slideLabel={(i) => reportingTabs[i]?.title ?? `${i + 1}`}
        />
      </div>
    </div>
  );
}
