import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { pricingCommonMessages } from "#web/components/pricing/pricing-common-messages.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./PricingSwitch.module.css";

/** The web/desktop switch of the pricing pages (the scroll rule leaves the position alone between them). */
export function PricingSwitch({ current }: { current: "web" | "desktop" }) {
  const t = useMessages(pricingCommonMessages);
  const locale = useLocale();
  const items = [
    { id: "web", label: t("web_label"), href: pathTo("pricing-web", {}, locale) },
    { id: "desktop", label: t("desktop_label"), href: pathTo("pricing-desktop", {}, locale) },
  ] as const;
  return (
    <nav className={styles.switch} aria-label={t("switch_label")}>
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
