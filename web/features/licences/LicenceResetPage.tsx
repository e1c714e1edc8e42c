import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { resetCopy } from "#web/content/checkout/copy.ts";
import { findKeyCopy } from "#web/content/licences/copy.ts";
import { LicenceResetForm } from "./LicenceResetForm";
import styles from "./LicenceResetPage.module.css";

export default function LicenceResetPage() {
  return (
    <>
      <PageHeader title={resetCopy.title} subtitle={resetCopy.subtitle} />
      <div className={styles.content}>
        <p className={styles.explanation}>{resetCopy.explanation}</p>
        <LicenceResetForm />
        <p className={styles.aside}>
          {findKeyCopy.prompt} <Link href={pathTo("licence-resend")}>{findKeyCopy.link}</Link>
        </p>
      </div>
    </>
  );
}
