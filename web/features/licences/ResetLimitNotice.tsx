import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { formatResetDate, resetLimitCopy } from "#web/content/licences/copy.ts";
import styles from "./ResetLimitNotice.module.css";

/** Past the key's reset quota: when the next reset is possible, and how to reach support sooner. */
export function ResetLimitNotice({ nextResetAt }: { readonly nextResetAt: Date }) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>{resetLimitCopy.title}</p>
      <p>{resetLimitCopy.text(formatResetDate(nextResetAt))}</p>
      <p>
        {resetLimitCopy.support} <Link href={pathTo("contact")}>{resetLimitCopy.contact}</Link> {resetLimitCopy.or}{" "}
        <Link href={pathTo("discord")}>{resetLimitCopy.discord}</Link>.
      </p>
    </div>
  );
}
