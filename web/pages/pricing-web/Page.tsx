import { Link } from "wouter";
import { FaqList } from "../../components/faq/FaqList";
import { PageHeader } from "../../components/PageHeader";
import { PricingSwitch } from "../../components/pricing/PricingSwitch";
import { Section } from "../../components/Section";
import { pathTo } from "../../routes/meta";
import styles from "./Page.module.css";
import { PlanTable } from "./PlanTable";

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
