import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { pricingCopy } from "#web/content/pricing/copy.ts";
import { PlanTable } from "./PlanTable";
import { PricingBreadcrumb } from "./PricingBreadcrumb";
import { PricingSwitch } from "./PricingSwitch";
import styles from "./PricingWebPage.module.css";

const copy = pricingCopy.web;

export default function PricingWebPage() {
  return (
    <>
      <PricingBreadcrumb current="web" />
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <PricingSwitch current="web" />
      <Section id="pricetable">
        <h2 className="visually-hidden">{copy.plansHeading}</h2>
        <PlanTable />
        <p className={styles.footnote}>
          {copy.footnote} <Link href={pathTo("comparison")}>{copy.comparisonLink}</Link>.
        </p>
      </Section>
      <Section title={copy.faqTitle}>
        <FaqList mode="web" />
      </Section>
    </>
  );
}
