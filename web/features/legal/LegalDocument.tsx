import { EnglishOnlyNotice } from "#web/components/language-notice/EnglishOnlyNotice.tsx";
import { englishOnlyMessages } from "#web/components/language-notice/english-only-messages.ts";
import { MarkdownHtml } from "#web/components/markdown/MarkdownHtml.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import styles from "./LegalDocument.module.css";
import { withSeller } from "./with-seller";

interface Props {
  readonly document: {
    readonly frontMatter: Readonly<Record<string, string>>;
    readonly html: string;
    readonly headings: readonly { readonly id: string; readonly text: string; readonly depth: number }[];
  };
}

/** A legal text: its title, last-updated date, a table of contents linking each section's anchor, then the text (the seller filled in). */
export function LegalDocument({ document }: Props) {
  const sections = document.headings.filter((h) => h.depth === 2);
  return (
    <>
      <PageHeader
        title={document.frontMatter.title ?? ""}
        subtitle={`Last updated ${document.frontMatter.updated ?? ""}`}
      />
      <Section narrow>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            Table of contents
          </h2>
          <ol>
            {sections.map((h) => (
              <li key={h.id}>
                <a href={`#${h.id}`}>{h.text}</a>
              </li>
            ))}
          </ol>
        </nav>
        <MarkdownHtml html={withSeller(document.html, config.seller)} />
      </Section>
      <EnglishOnlyNotice messages={englishOnlyMessages} text="notice" />
    </>
  );
}
