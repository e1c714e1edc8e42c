import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { useBottomClearance } from "#web/components/bottom-clearance.ts";
import { buttonClass } from "#web/components/button.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { type ConsentChoice, storeConsent } from "#web/lib/consent.ts";
import styles from "./ConsentBanner.module.css";
import { consentMessages } from "./consent-messages";
import { closeConsentBanner, consentBanner } from "./consent-state";

/**
 * The consent banner's question (ConsentBanner decides when it is asked), on every page of a build
 * with a tag id: its words (the `consent` catalogue) are among the page's first catalogues, since
 * the prerendered page holds it (decision 079). Hidden until asked; the head's starter may show it
 * before React runs. Accept and Refuse weigh the same.
 */
export default function ConsentPanel() {
  useSignals();
  const t = useMessages(consentMessages);
  const locale = useLocale();
  const region = useRef<HTMLElement>(null);
  const { open, from } = consentBanner.value;
  useBottomClearance(region, open);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    // The tag's code is not part of the first load (decision 060): it comes with the answer.
    void import("#web/lib/analytics.ts").then(({ setAnalyticsConsent }) => setAnalyticsConsent(choice === "granted"));
    closeConsentBanner();
    // The region is going away: the focus goes back to the footer's button, or to the page.
    (from ?? document.getElementById("main"))?.focus({ preventScroll: true });
  };

  // Reopened from the footer: the focus moves into the region, so its text is read first.
  useEffect(() => {
    if (from) region.current?.focus({ preventScroll: true });
  }, [from]);

  return (
    <section ref={region} className={styles.banner} aria-label={t("consent_title")} tabIndex={-1} hidden={!open}>
      <p className={styles.text}>
        <strong className={styles.title}>{t("consent_heading")}</strong> {t("consent_text")}{" "}
        <Link href={`${pathTo("privacy", {}, locale)}#cookies`} className={styles.link}>
          {t("consent_details")}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonClass("outline")} onClick={() => choose("denied")}>
          {t("consent_refuse")}
        </button>
        <button type="button" className={buttonClass("outline")} onClick={() => choose("granted")}>
          {t("consent_accept")}
        </button>
      </div>
    </section>
  );
}
