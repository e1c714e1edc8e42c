import { useEffect } from "react";
import { Link } from "wouter";
import { pathTo, type RouteId } from "#common/routes.ts";
import type { FeaturesMode } from "#web/content/showcase/features.ts";
import { featuresTourMessages } from "#web/content/showcase/features-tour-messages.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./features.module.css";

/**
 * The two-button web/desktop switch of the features pages, and the link to /comparison.
 * Switching keeps the scroll position (the navigation scroll rule treats the two pages as
 * variants of one another).
 */
let pendingScroll: number | undefined;

const apps = [
  ["web", "features-web", "switch_web"],
  ["desktop", "features-desktop", "switch_desktop"],
] as const satisfies readonly (readonly [FeaturesMode, RouteId, string])[];

export function AppSwitch({ mode }: { mode: FeaturesMode }) {
  const t = useMessages(featuresTourMessages);
  const locale = useLocale();
  // The other page may load lazily (its chunk), shortening the document for a moment and
  // clamping the scroll: restore the position it had once that page has rendered.
  useEffect(() => {
    const y = pendingScroll;
    pendingScroll = undefined;
    if (y !== undefined && Math.abs(window.scrollY - y) > 1) window.scrollTo(0, y);
  }, []);
  const remember = () => {
    pendingScroll = window.scrollY;
  };
  return (
    <div className={styles.switchRow}>
      <nav className={styles.switch} aria-label={t("switch_label")}>
        {apps.map(([app, route, label]) => (
          <Link
            key={app}
            href={pathTo(route, {}, locale)}
            onClick={remember}
            className={mode === app ? styles.switchActive : styles.switchButton}
            aria-current={mode === app ? "page" : undefined}
          >
            {t(label)}
          </Link>
        ))}
      </nav>
      <Link href={pathTo("comparison", {}, locale)} className={styles.textLink}>
        {t("comparison_link")} →
      </Link>
    </div>
  );
}
