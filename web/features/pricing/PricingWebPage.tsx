import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { Section } from "#web/components/Section.tsx";
import { pricingCopy } from "#web/content/pricing/copy.ts";
import { PlanTable } from "./PlanTable";
import { PricingHeader } from "./PricingHeader";
import styles from "./PricingWebPage.module.css";

const copy = pricingCopy.web;

export default function PricingWebPage() {
  return (
    <>
      <PricingHeader current="web" />
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
