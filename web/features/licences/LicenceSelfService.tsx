import type { ReactNode } from "react";
import { Link } from "wouter";
import { pathTo, type RouteId } from "#common/routes.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { useLocale } from "#web/i18n/messages.ts";
import styles from "./LicenceResetPage.module.css";

interface Props {
  readonly copy: { readonly title: string; readonly subtitle: string; readonly explanation: string };
  readonly form: ReactNode;
  /** The other self-service page, offered under the form ("Lost your key? ..."). */
  readonly other: { readonly prompt: string; readonly link: string; readonly route: RouteId };
}

/** A licence self-service page (reset, resend): the heading, what it does, its form, the other page. */
export function LicenceSelfService({ copy, form, other }: Props) {
  const locale = useLocale();
  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <div className={styles.content}>
        <p className={styles.explanation}>{copy.explanation}</p>
        {form}
        <p className={styles.aside}>
          {other.prompt} <Link href={pathTo(other.route, {}, locale)}>{other.link}</Link>
        </p>
      </div>
    </>
  );
}
