import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense, useEffect } from "react";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import styles from "./AffiliatesPage.module.css";
import { affiliatesMessages } from "./affiliates-messages";
import { SignInForm } from "./SignInForm";
import { affiliateUser, restoreSession } from "./session";

/** The dashboard (date picker, table, virtual rows) is its own chunk, fetched only once signed in here. */
const Dashboard = lazy(() => import("./Dashboard"));

/** '/affiliates': the sign-in screen, or the dashboard when a live session exists. */
export default function AffiliatesPage() {
  useSignals();
  const t = useMessages(affiliatesMessages);
  const forms = useMessages(formsMessages);
  // After hydration only: the prerendered page is always the signed-out one.
  useEffect(() => restoreSession(), []);
  const user = affiliateUser.value;

  if (user) {
    return (
      <Suspense fallback={<p className={styles.loading}>{forms("loading")}</p>}>
        <Dashboard user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <div className={styles.signIn}>
        <SignInForm />
      </div>
    </>
  );
}
