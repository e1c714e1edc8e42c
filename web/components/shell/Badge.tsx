import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import styles from "./TopBar.module.css";

/** The red notification badge; screen readers hear "(1 new)" after the label, in the page's language. */
export function Badge({ value }: { value: string }) {
  const t = useMessages(shellMessages);
  return (
    <>
      <span className={styles.badge} aria-hidden="true">
        {value}
      </span>
      <span className="visually-hidden">{t("badge_new", { count: Number(value) })}</span>
    </>
  );
}
