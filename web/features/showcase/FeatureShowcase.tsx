import { useState } from "react";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { claimAttributes, StatusTag } from "#web/components/FeatureClaim.tsx";
import type { FeatureTabs } from "#web/content/showcase/showcase.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { FeatureIcon } from "./FeatureIcon";
import styles from "./features.module.css";
import { MediaView } from "./MediaView";
import { Tabs } from "./Tabs";

interface Props {
  readonly label: string;
  readonly idPrefix: string;
  readonly tabs: FeatureTabs;
  /**
   * "slides": the tabs and one carousel of every tab's first slide move together (landing);
   * "per-tab": the selected tab shows its own carousel of its slides (desktop overview).
   */
  readonly layout: "slides" | "per-tab";
}

/** Feature tabs (icon, title, subtitle): the checked tab selects the carousel slide and subtitle. */
export function FeatureShowcase({ label, idPrefix, tabs, layout }: Props) {
  const t = useMessages(shellMessages);
  const [selected, setSelected] = useState(0);
  /** A tab was picked: the per-tab carousel it brings does not cycle until asked (WCAG 2.2.2). */
  const [picked, setPicked] = useState(false);
  const pick = (i: number) => {
    setSelected(i);
    setPicked(true);
  };
  const items = tabs.map((t) => ({
    id: t.id,
    title: t.title,
    subtitle: t.subtitle,
    icon: <FeatureIcon name={t.icon} />,
    badge: t.claim && <StatusTag feature={t.claim} offer="desktop" />,
    claim: t.claim && claimAttributes(t.claim, ["desktop"]),
  }));
  const current = tabs[selected] ?? tabs[0];
  const currentClaim = current.claim ? claimAttributes(current.claim, ["desktop"]) : {};
  return (
    <div className={styles.showcase}>
      <Tabs label={label} idPrefix={idPrefix} items={items} selected={selected} onSelect={pick} />
      <p className={styles.subtitleBelow} aria-live="polite" {...currentClaim}>
        {current.subtitle}
      </p>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${selected}`}
        className={styles.frame}
      >
        {layout === "slides" ? (
          <Carousel
            label={t("carousel_demo", { label })}
            slides={tabs.map((t, i) => (
              <MediaView key={t.id} media={t.slides[0]} active={i === selected} priority={i === 0} />
            ))}
            index={selected}
            onIndexChange={setSelected}
            autoPlay
            dots
            slideLabel={(i) => tabs[i]?.title ?? `${i + 1}`}
          />
        ) : (
          <Carousel
            key={current.id}
            label={t("carousel_media", { label: current.title })}
            slides={current.slides.map((m, i) => (
              // The first tab's first slide is the page's largest paint: loaded at once, not lazily.
              <MediaView key={m.src} media={m} priority={selected === 0 && i === 0} />
            ))}
            autoPlay
            startStopped={picked}
            arrows="hover"
            dots
          />
        )}
      </div>
    </div>
  );
}
