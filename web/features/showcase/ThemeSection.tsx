import { useState } from "react";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { themesIn } from "#web/content/showcase/features.ts";
import { featuresDesktopMessages } from "#web/content/showcase/features-desktop-messages.ts";
import { useMessages } from "#web/i18n/messages.ts";
import styles from "./features.module.css";
import { MediaView } from "./MediaView";
import { Tabs } from "./Tabs";

/** The desktop page's interface-theme section: dark or light. */
export function ThemeSection() {
  const t = useMessages(featuresDesktopMessages);
  const themes = themesIn(t);
  const [selected, setSelected] = useState(0);
  return (
    <div className={styles.showcase}>
      <Tabs
        label={t("theme_label")}
        idPrefix="theme"
        items={themes.map((theme) => ({ id: theme.image.src, title: theme.name }))}
        selected={selected}
        onSelect={setSelected}
        subtitles={false}
      />
      <div id="theme-panel" role="tabpanel" aria-labelledby={`theme-tab-${selected}`} className={styles.frame}>
        <Carousel
          label={t("themes_carousel")}
          slides={themes.map((theme) => <MediaView key={theme.image.src} media={theme.image} />)}
          index={selected}
          onIndexChange={setSelected}
        />
      </div>
    </div>
  );
}
