import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { ExternalIcon } from "#web/components/icons.tsx";
import { config } from "#web/config.ts";
import { DEFAULT_FAQ_MODE, type FaqItem, type FaqLink, type FaqMode, faq } from "#web/content/faq/faq.ts";
import styles from "./Faq.module.css";

function AnswerLink({ link }: { link: FaqLink }) {
  if (link.to === "docs") {
    return (
      <a href={config.links.docs} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {link.label} <ExternalIcon width={16} height={16} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link href={pathTo(link.to)} className={styles.link}>
      {link.label}
    </Link>
  );
}

function Question({ item }: { item: FaqItem }) {
  return (
    <details className={styles.item} id={`faq-${item.id}`}>
      <summary className={styles.question}>
        <span>{item.question}</span>
      </summary>
      <div className={styles.answer}>
        {item.answer.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        {item.link && <AnswerLink link={item.link} />}
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
