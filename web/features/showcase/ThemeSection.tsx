import { useState } from "react";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { themeNames, themes } from "#web/content/showcase/features.ts";
import styles from "./features.module.css";
import { MediaView } from "./MediaView";
import { Tabs } from "./Tabs";

/** The desktop page's interface-theme section: dark or light. */
export function ThemeSection() {
  const [selected, setSelected] = useState(0);
  return (
    <div className={styles.showcase}>
      <Tabs
        label="Interface theme"
        idPrefix="theme"
        items={themeNames.map((t) => ({ id: t, title: t }))}
        selected={selected}
        onSelect={setSelected}
        subtitles={false}
      />
      <div id="theme-panel" role="tabpanel" aria-labelledby={`theme-tab-${selected}`} className={styles.frame}>
        <Carousel
          label="Interface themes"
          slides={themes.map((m) => <MediaView key={m.src} media={m} />)}
          index={selected}
          onIndexChange={setSelected}
        />
      </div>
    </div>
  );
}
