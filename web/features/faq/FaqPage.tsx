import { FaqWithToggle } from "#web/components/faq/FaqWithToggle.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";

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
