import { useEffect } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { type FeaturesMode, featuresCopy } from "#web/content/showcase/features.ts";
import styles from "./features.module.css";

/**
 * The two-button web/desktop switch of the features pages, and the link to /comparison.
 * Switching keeps the scroll position (the navigation scroll rule treats the two pages as
 * variants of one another).
 */
let pendingScroll: number | undefined;

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
        <Link
          href={pathTo("features-web")}
          onClick={remember}
          className={mode === "web" ? styles.switchActive : styles.switchButton}
          aria-current={mode === "web" ? "page" : undefined}
        >
          {featuresCopy.switchWeb}
        </Link>
        <Link
          href={pathTo("features-desktop")}
          onClick={remember}
          className={mode === "desktop" ? styles.switchActive : styles.switchButton}
          aria-current={mode === "desktop" ? "page" : undefined}
        >
          {featuresCopy.switchDesktop}
        </Link>
      </nav>
      <Link href={pathTo("comparison")} className={styles.textLink}>
        {featuresCopy.comparisonLink} →
      </Link>
    </div>
  );
}
