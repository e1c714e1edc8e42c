import type { ReactNode } from "react";
import styles from "./Section.module.css";

interface Props {
  readonly id?: string;
  readonly title?: ReactNode;
  readonly children: ReactNode;
  readonly narrow?: boolean;
}

/** A content band of a page, optionally with its own h2 and an anchor id. */
export function Section({ id, title, children, narrow }: Props) {
  return (
    <section id={id} className={narrow ? `${styles.section} ${styles.narrow}` : styles.section}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {children}
    </section>
  );
}
