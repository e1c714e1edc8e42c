import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { Section } from "#web/components/Section.tsx";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { PlanTable } from "./PlanTable";
import { PricingHeader } from "./PricingHeader";
import styles from "./PricingWebPage.module.css";
import { pricingWebMessages } from "./pricing-messages";

export default function PricingWebPage() {
  const t = useMessages(pricingWebMessages);
  return (
    <>
      <PricingHeader current="web" title={t("title")} subtitle={t("subtitle")} />
      <Section id="pricetable">
        <h2 className="visually-hidden">{t("plans_heading")}</h2>
        <PlanTable />
        <p className={styles.footnote}>
          {t("footnote")} <Link href={pathTo("comparison", {}, useLocale())}>{t("comparison_link")}</Link>
          {t("comparison_link_end")}
        </p>
      </Section>
      <Section title={t("faq_title")}>
        <FaqList mode="web" />
      </Section>
    </>
  );
}
