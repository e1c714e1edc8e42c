import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { PlanTable } from "./PlanTable";
import { PricingSwitch } from "./PricingSwitch";
import styles from "./PricingWebPage.module.css";

export default function PricingWebPage() {
  return (
    <>
      <PageHeader
        title="Web app plans"
        subtitle="Free for swing traders. Upgrade for intraday, seconds and the Rule Manager: monthly, or yearly with 15% off."
      />
      <PricingSwitch current="web" />
      <Section id="pricetable">
        <h2 className="visually-hidden">Plans</h2>
        <PlanTable />
        <p className={styles.footnote}>
          Prices in US dollars. Every plan includes 1000+ assets with tick data accuracy, real historical spread and 20+
          years of data. <Link href={pathTo("comparison")}>See how we compare</Link>.
        </p>
      </Section>
      <Section title="Questions about the web app">
        <FaqList mode="web" />
      </Section>
    </>
  );
}
