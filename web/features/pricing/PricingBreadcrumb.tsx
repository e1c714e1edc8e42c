import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { pricingCommonMessages } from "#web/components/pricing/pricing-common-messages.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./PricingBreadcrumb.module.css";

/** /pricing is the parent of the web and desktop pricing pages: the way back to it. */
export function PricingBreadcrumb({ current }: { current: "web" | "desktop" }) {
  const t = useMessages(pricingCommonMessages);
  return (
    <nav className={styles.breadcrumb} aria-label={t("breadcrumb_label")}>
      <ol>
        <li>
          <Link href={pathTo("pricing", {}, useLocale())}>{t("parent_label")}</Link>
        </li>
        <li aria-current="page">{t(current === "web" ? "web_label" : "desktop_label")}</li>
      </ol>
    </nav>
  );
}
