import { PageHeader } from "#web/components/PageHeader.tsx";
import { resetCopy } from "#web/content/checkout/copy.ts";
import { LicenceResetForm } from "./LicenceResetForm";
import styles from "./LicenceResetPage.module.css";

export default function LicenceResetPage() {
  return (
    <>
      <PageHeader title={resetCopy.title} subtitle={resetCopy.subtitle} />
      <div className={styles.content}>
        <p className={styles.explanation}>{resetCopy.explanation}</p>
        <LicenceResetForm />
      </div>
    </>
  );
}
