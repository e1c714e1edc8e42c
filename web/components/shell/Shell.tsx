import type { ReactNode } from "react";
import { ConsentBanner } from "#web/components/consent/ConsentBanner.tsx";
import { Toaster } from "#web/components/toast/Toaster.tsx";
import { Footer } from "./Footer";
import styles from "./Shell.module.css";
import { TopBar } from "./TopBar";

export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <ConsentBanner />
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Toaster />
    </>
  );
}
