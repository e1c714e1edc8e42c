import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import { ContactForm } from "./ContactForm";
import { contactMessages } from "./contact-messages";

export default function ContactPage() {
  const t = useMessages(contactMessages);
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Section narrow>
        <ContactForm />
      </Section>
    </>
  );
}
