import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { ExternalIcon } from "#web/components/icons.tsx";
import { DEFAULT_FAQ_MODE, type FaqEntry, type FaqLinkTarget, type FaqMode, faq } from "#web/content/faq/faq.ts";
import { type MatrixWords, useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { claimText } from "#web/content/pricing/features.ts";
import { type Translate, useLocale, useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { config } from "#web/lib/config.ts";
import styles from "./Faq.module.css";
import { type FaqKey, faqMessages } from "./faq-messages";

function AnswerLink({ to, label }: { to: FaqLinkTarget; label: string }) {
  const locale = useLocale();
  const shell = useMessages(shellMessages);
  if (to === "docs") {
    return (
      <a href={config.links.docs} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {label} <ExternalIcon width={16} height={16} />
        <span className="visually-hidden">{` ${shell("new_tab")}`}</span>
      </a>
    );
  }
  return (
    <Link href={pathTo(to, {}, locale)} className={styles.link}>
      {label}
    </Link>
  );
}

/** An answer's paragraphs, its feature claims filled from the feature matrix in the same language. */
function answerOf(t: Translate<FaqKey>, words: MatrixWords, item: FaqEntry): string[] {
  const claims = "claims" in item ? Object.entries(item.claims) : [];
  const values = Object.fromEntries(claims.map(([name, c]) => [name, claimText(c.feature, c.offer, words)]));
  return t(`${item.id}.answer`, values).split("\n\n");
}

function Question({ item }: { item: FaqEntry }) {
  const t = useMessages(faqMessages);
  const words = useMatrixWords();
  return (
    <details className={styles.item} id={`faq-${item.id}`}>
      <summary className={styles.question}>
        <span>{t(`${item.id}.question`)}</span>
      </summary>
      <div className={styles.answer}>
        {answerOf(t, words, item).map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        {"link" in item && <AnswerLink to={item.link} label={t(`${item.id}.link`)} />}
      </div>
    </details>
  );
}

/** The questions of one mode (web or desktop), each opening its full answer. */
export function FaqList({ mode = DEFAULT_FAQ_MODE }: { mode?: FaqMode }) {
  return (
    <div className={styles.list} data-mode={mode}>
      {faq[mode].map((item) => (
        <Question key={item.id} item={item} />
      ))}
    </div>
  );
}
