import { useState } from "react";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { type FeaturesMode, reportingTabsIn } from "#web/content/showcase/features.ts";
import { featuresTourMessages } from "#web/content/showcase/features-tour-messages.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { FeatureIcon } from "./FeatureIcon";
import styles from "./features.module.css";
import { MediaView } from "./MediaView";
import { Tabs } from "./Tabs";

/** Six reporting tabs synced both ways with a carousel of six screenshots (arrows on hover). */
export function ReportingSection({ mode }: { mode: FeaturesMode }) {
  const t = useMessages(featuresTourMessages);
  const reportingTabs = reportingTabsIn(t, mode);
  const [selected, setSelected] = useState(0);
  const items = reportingTabs.map((tab) => ({ id: tab.id, title: tab.title, icon: <FeatureIcon name={tab.icon} /> }));
  return (
    <div className={styles.showcase}>
      <Tabs
        label={t("reporting_label")}
        idPrefix="reporting"
        items={items}
        selected={selected}
        onSelect={setSelected}
        subtitles={false}
      />
      <p className={styles.reportSubtitle}>{reportingTabs[selected]?.subtitle}</p>
      <div id="reporting-panel" role="tabpanel" aria-labelledby={`reporting-tab-${selected}`} className={styles.frame}>
        <Carousel
          label={t("reporting_carousel")}
          slides={reportingTabs.map((tab) => <MediaView key={tab.id} media={tab.image} />)}
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
