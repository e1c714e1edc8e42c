import { Fragment, type ReactNode } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { licenceResetMessages } from "./licence-reset-messages";
import styles from "./ResetLimitNotice.module.css";

/** Marks where a link goes in a translated sentence: no language writes this character. */
const MARK = "\u0001";

/**
 * A sentence with links where its placeholders are, wherever each language puts them: the
 * message is made with marked names, then cut at the marks.
 */
function withLinks(make: (values: Record<string, string>) => string, links: Record<string, ReactNode>): ReactNode[] {
  const marked = Object.fromEntries(Object.keys(links).map((name) => [name, `${MARK}${name}${MARK}`]));
  return make(marked)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 ? <Fragment key={part}>{links[part]}</Fragment> : part));
}

/** Past the key's reset quota: when the next reset is possible, and how to reach support sooner. */
export function ResetLimitNotice({ nextResetAt }: { readonly nextResetAt: Date }) {
  const t = useMessages(licenceResetMessages);
  const locale = useLocale();
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.title}>{t("limit_title")}</p>
      <p>{t("limit_text", { date: formatterOf(locale).dateTime(nextResetAt) })}</p>
      <p>
        {withLinks((values) => t("limit_help", values), {
          contact: <Link href={pathTo("contact", {}, locale)}>{t("limit_contact")}</Link>,
          discord: <Link href={pathTo("discord", {}, locale)}>{t("limit_discord")}</Link>,
        })}
      </p>
    </div>
  );
}
