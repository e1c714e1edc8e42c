import { PageHeader } from "../../components/PageHeader";
import { resetCopy } from "../../content/checkout/copy";
import styles from "./Page.module.css";
import { ResetLicenseForm } from "./ResetLicenseForm";

export default function ResetLicensePage() {
  return (
    <>
      <PageHeader title={resetCopy.title} subtitle={resetCopy.subtitle} />
      <div className={styles.content}>
        <p className={styles.explanation}>{resetCopy.explanation}</p>
        <ResetLicenseForm />
      </div>
    </>
  );
}
