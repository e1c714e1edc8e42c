import type { ReactNode } from "react";
import { ConsentBanner } from "#web/components/consent/ConsentBanner.tsx";
import { Toaster } from "#web/components/toast/Toaster.tsx";
import { useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell-messages.ts";
import { Footer } from "./Footer";
import { LanguageSuggestion } from "./LanguageSuggestion";
import styles from "./Shell.module.css";
import { TopBar } from "./TopBar";

export function Shell({ children }: { children: ReactNode }) {
  const t = useMessages(shellMessages);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t("skip")}
      </a>
      <ConsentBanner />
      <LanguageSuggestion />
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
