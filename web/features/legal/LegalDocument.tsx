import { use } from "react";
import { Link } from "wouter";
import { DEFAULT_LOCALE } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { MarkdownHtml } from "#web/components/markdown/MarkdownHtml.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { type LegalDocumentId, loadLegalText } from "#web/content/legal/documents.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import { legalFacts } from "./facts";
import styles from "./LegalDocument.module.css";
import { legalMessages } from "./legal-messages";
import { withFacts } from "./with-facts";

/**
 * A legal text in the page's language: its title, last-updated date, in a translation the note
 * that the English version governs, a table of contents linking each section's anchor, then the
 * text with its facts (seller, trial, currencies) filled in from configuration.
 */
export function LegalDocument({ id }: { readonly id: LegalDocumentId }) {
  const locale = useLocale();
  const t = useMessages(legalMessages);
  const format = formatterOf(locale);
  const text = use(loadLegalText(id, locale));
  const facts = legalFacts({ seller: config.seller, trialDays: config.trialDays, t, format });
  const sections = text.headings.filter((h) => h.depth === 2);
  return (
    <>
      <PageHeader
        title={text.frontMatter.title ?? ""}
        subtitle={t("updated", { date: format.date(text.frontMatter.updated ?? "") })}
      >
        {locale !== DEFAULT_LOCALE && (
          <p className={styles.translation}>
            {t("translation")}{" "}
            <Link href={pathTo(id)} hrefLang={DEFAULT_LOCALE}>
              {t("english_version")}
            </Link>
          </p>
        )}
      </PageHeader>
      <Section narrow>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            {t("toc")}
          </h2>
          <ol>
            {sections.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
        <MarkdownHtml html={withFacts(text.html, facts)} />
      </Section>
    </>
  );
}
