import { FaqWithToggle } from "#web/components/faq/FaqWithToggle.tsx";
import { faqMessages } from "#web/components/faq/faq-messages.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { useMessages } from "#web/i18n/messages.ts";

export default function FaqPage() {
  const t = useMessages(faqMessages);
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Section>
        <FaqWithToggle />
      </Section>
    </>
  );
}
