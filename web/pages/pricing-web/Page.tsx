import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";

export default function PricingWebPage() {
  return (
    <>
      <PageHeader title="Web app plans" subtitle="Free, Basic and Essential, billed monthly or yearly." />
      <Section id="pricetable" title="Plans">
        <p>Compare the Free, Basic and Essential plans.</p>
      </Section>
    </>
  );
}
