import type { ReactNode } from "react";
import { Section } from "#web/components/Section.tsx";
import styles from "./NextStep.module.css";

interface Props {
  readonly title: string;
  readonly text?: string;
  /** The buttons that take the visitor on: the sign-up, or the trial and the licence. */
  readonly children: ReactNode;
}

/** The band a showcase page ends with: where to go from here, for the page's product (decision 065). */
export function NextStep({ title, text, children }: Props) {
  return (
    <Section narrow>
      <div className={styles.band} data-testid="next-step">
        <h2 className={styles.title}>{title}</h2>
        {text && <p className={styles.text}>{text}</p>}
        <div className={styles.actions}>{children}</div>
      </div>
    </Section>
  );
}
