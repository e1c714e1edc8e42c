import { type ReactNode, Suspense } from "react";
import styles from "./Section.module.css";

interface Props {
  readonly id?: string;
  readonly title?: ReactNode;
  readonly children: ReactNode;
  readonly narrow?: boolean;
}

/**
 * A content band of a page, optionally with its own h2 and an anchor id. Its content is a
 * Suspense boundary of its own, although nothing in it suspends: React hydrates a prerendered
 * boundary in a pass of its own, after the rest, so a long page becomes interactive band by band
 * in short tasks instead of one long commit (decision 033).
 */
export function Section({ id, title, children, narrow }: Props) {
  return (
    <section id={id} className={narrow ? `${styles.section} ${styles.narrow}` : styles.section}>
      {title && <h2 className={styles.title}>{title}</h2>}
      <Suspense>{children}</Suspense>
    </section>
  );
}
