import { useEffect } from "react";
import { Link } from "wouter";
import { pathTo, type RouteId } from "#common/routes.ts";
import { type FeaturesMode, featuresCopy } from "#web/content/showcase/features.ts";
import styles from "./features.module.css";

/**
 * The two-button web/desktop switch of the features pages, and the link to /comparison.
 * Switching keeps the scroll position (the navigation scroll rule treats the two pages as
 * variants of one another).
 */
let pendingScroll: number | undefined;

const apps = [
  ["web", "features-web", featuresCopy.switchWeb],
  ["desktop", "features-desktop", featuresCopy.switchDesktop],
] as const satisfies readonly (readonly [FeaturesMode, RouteId, string])[];

export function AppSwitch({ mode }: { mode: FeaturesMode }) {
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
      <nav className={styles.switch} aria-label={featuresCopy.switchLabel}>
        {apps.map(([app, route, label]) => (
          <Link
            key={app}
            href={pathTo(route)}
            onClick={remember}
            className={mode === app ? styles.switchActive : styles.switchButton}
            aria-current={mode === app ? "page" : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>
      <Link href={pathTo("comparison")} className={styles.textLink}>
        {featuresCopy.comparisonLink} →
      </Link>
    </div>
  );
}
