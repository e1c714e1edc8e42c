import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { resendCopy } from "#web/content/licences/copy.ts";
import { LicenceResendForm } from "./LicenceResendForm";
import styles from "./LicenceResetPage.module.css";

/** /licence: "send me my licence again", for buyers who lost the licence e-mail. */
export default function LicenceResendPage() {
  return (
    <>
      <PageHeader title={resendCopy.title} subtitle={resendCopy.subtitle} />
      <div className={styles.content}>
        <p className={styles.explanation}>{resendCopy.explanation}</p>
        <LicenceResendForm />
        <p className={styles.aside}>
          {resendCopy.resetPrompt} <Link href={pathTo("licence-reset")}>{resendCopy.resetLink}</Link>
        </p>
      </div>
    </>
  );
}
