import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { pricingCopy } from "#web/content/pricing/copy.ts";
import styles from "./PricingSwitch.module.css";

/** The web/desktop switch of the pricing pages (the scroll rule leaves the position alone between them). */
export function PricingSwitch({ current }: { current: "web" | "desktop" }) {
  const items = [
    { id: "web", label: pricingCopy.webLabel, href: pathTo("pricing-web") },
    { id: "desktop", label: pricingCopy.desktopLabel, href: pathTo("pricing-desktop") },
  ] as const;
  return (
    <nav className={styles.switch} aria-label={pricingCopy.switchLabel}>
      {items.map((item) => (
        <Link
          key={item.id}
          href={item.href}
          className={item.id === current ? `${styles.item} ${styles.current}` : styles.item}
          aria-current={item.id === current ? "page" : undefined}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
