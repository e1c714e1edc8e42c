import { FaqWithToggle } from "../../components/faq/FaqWithToggle";
import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";

export default function FaqPage() {
  return (
    <>
      <PageHeader title="Frequently asked questions" subtitle="About the web app and the desktop app." />
      <Section>
        <FaqWithToggle />
      </Section>
    </>
  );
}
