import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";
import { contactCopy } from "../../content/contact/copy";
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
