import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { config } from "#web/config.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { shellMessages } from "#web/i18n/shell.ts";
import { setAnalyticsConsent } from "#web/lib/analytics.ts";
import { type ConsentChoice, readConsent, storeConsent } from "#web/lib/consent.ts";
import styles from "./ConsentBanner.module.css";
import { closeConsentBanner, consentBanner, openConsentBanner } from "./consent-state";

interface Props {
  /** The tag id; without one nothing is measured and nothing is asked. */
  readonly tagId?: string | undefined;
}

/**
 * The analytics choice: a small, non-blocking region fixed at the bottom of the viewport, first
 * in the Tab order after the skip link. Shown after hydration (the choice lives in this browser)
 * when no choice is stored, or when the footer's "Cookie settings" reopens it (focus moves in,
 * and back to that button after the answer). Accept and Refuse weigh the same.
 */
export function ConsentBanner({ tagId = config.gtmId }: Props) {
  useSignals();
  const t = useMessages(shellMessages);
  const locale = useLocale();
  const region = useRef<HTMLElement>(null);
  const { from } = consentBanner.value;
  const open = Boolean(tagId) && consentBanner.value.open;

  useEffect(() => {
    if (tagId && readConsent() === undefined) openConsentBanner();
  }, [tagId]);

  const choose = (choice: ConsentChoice) => {
    storeConsent(choice);
    setAnalyticsConsent(choice === "granted");
    closeConsentBanner();
    // The region is going away: the focus goes back to the footer's button, or to the page.
    (from ?? document.getElementById("main"))?.focus({ preventScroll: true });
  };

  // Reopened from the footer: the focus moves into the region, so its text is read first.
  useEffect(() => {
    if (open && from) region.current?.focus({ preventScroll: true });
  }, [open, from]);

  if (!open) return null;
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
