import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { useBottomClearance } from "#web/components/bottom-clearance.ts";
import { buttonClass } from "#web/components/button.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { setAnalyticsConsent } from "#web/lib/analytics.ts";
import { type ConsentChoice, storeConsent } from "#web/lib/consent.ts";
import styles from "./ConsentBanner.module.css";
import { consentMessages } from "./consent-messages";
import { closeConsentBanner, consentBanner } from "./consent-state";

/**
 * The consent banner's question (ConsentBanner decides when it is asked): a lazy chunk with its
 * words (the `consent` catalogue, loaded in the page's language as it renders) and the Google
 * tag's consent update, since it shows after hydration and only to a visitor who has not answered
 * yet or reopens it (decision 060). Accept and Refuse weigh the same.
 */
export default function ConsentPanel() {
  useSignals();
  const t = useMessages(consentMessages);
  const locale = useLocale();
  const region = useRef<HTMLElement>(null);
  useBottomClearance(region);
  const { from } = consentBanner.value;

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setAnalyticsConsent(choice === "granted");
    closeConsentBanner();
    // The region is going away: the focus goes back to the footer's button, or to the page.
    (from ?? document.getElementById("main"))?.focus({ preventScroll: true });
  };

  // Reopened from the footer: the focus moves into the region, so its text is read first.
  useEffect(() => {
    if (from) region.current?.focus({ preventScroll: true });
  }, [from]);

  return (
    <section ref={region} className={styles.banner} aria-label={t("consent_title")} tabIndex={-1}>
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
