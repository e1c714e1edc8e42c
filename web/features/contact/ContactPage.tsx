import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { contactCopy } from "#web/content/contact/copy.ts";
import { ContactForm } from "./ContactForm";

export default function ContactPage() {
  return (
    <>
      <PageHeader title={contactCopy.title} subtitle={contactCopy.subtitle} />
      <Section narrow>
        <ContactForm />
      </Section>
    </>
  );
}
