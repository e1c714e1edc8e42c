import type { ReactNode } from "react";
import styles from "./console.module.css";

/** A state in words, coloured by tone (never by colour alone: the words say it). */
export function Badge({ tone, children }: { tone: "ok" | "warn" | "bad" | "plain"; children: ReactNode }) {
  return <span className={`${styles.badge} ${tone === "plain" ? "" : styles[tone]}`}>{children}</span>;
}
