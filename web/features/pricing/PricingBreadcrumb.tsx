import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { pricingCopy } from "#web/content/pricing/copy.ts";
import styles from "./PricingBreadcrumb.module.css";

/** /pricing is the parent of the web and desktop pricing pages: the way back to it. */
export function PricingBreadcrumb({ current }: { current: "web" | "desktop" }) {
  return (
    <nav className={styles.breadcrumb} aria-label={pricingCopy.breadcrumbLabel}>
      <ol>
        <li>
          <Link href={pathTo("pricing")}>{pricingCopy.parentLabel}</Link>
        </li>
        <li aria-current="page">{current === "web" ? pricingCopy.webLabel : pricingCopy.desktopLabel}</li>
      </ol>
    </nav>
  );
}
