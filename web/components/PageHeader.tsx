import type { ReactNode } from "react";
import styles from "./PageHeader.module.css";

interface Props {
  readonly title: ReactNode;
  readonly subtitle?: ReactNode;
  readonly children?: ReactNode;
}

/** A page's headline block: the one h1 of the page, its subtitle and optional actions. */
export function PageHeader({ title, subtitle, children }: Props) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}
