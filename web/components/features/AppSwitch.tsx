import { Link } from "wouter";
import { type FeaturesMode, featuresCopy } from "../../content/showcase/features";
import { pathTo } from "../../routes/meta";
import styles from "./features.module.css";

/**
 * The two-button web/desktop switch of the features pages, and the link to /comparison.
 * Switching keeps the scroll position (the navigation scroll rule treats the two pages as
 * variants of one another).
 */
export function AppSwitch({ mode }: { mode: FeaturesMode }) {
  return (
    <div className={styles.switchRow}>
      <nav className={styles.switch} aria-label={featuresCopy.switchLabel}>
        <Link
          href={pathTo("features-web")}
          className={mode === "web" ? styles.switchActive : styles.switchButton}
          aria-current={mode === "web" ? "page" : undefined}
        >
          {featuresCopy.switchWeb}
        </Link>
        <Link
          href={pathTo("features-desktop")}
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
