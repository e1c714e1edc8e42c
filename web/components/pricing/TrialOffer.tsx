import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { type ButtonVariant, buttonClass } from "#web/components/button.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import { pricingCommonMessages } from "./pricing-common-messages";
import styles from "./TrialOffer.module.css";

/**
 * The desktop trial where it is offered: on a computer the way to the Windows download (/download) with the trial's
 * length and limits; on a phone or tablet (a narrow or touch-only screen), which cannot run it,
 * the web app instead (decision 037). CSS picks the one shown, so the prerendered page and the
 * hydrated one are the same markup whatever the device.
 */
export function TrialOffer({
  label,
  variant,
  centred = false,
}: {
  label: string;
  variant: ButtonVariant;
  /** In a centred block (a page's header, its closing band), the button and its terms centre too. */
  centred?: boolean;
}) {
  const t = useMessages(pricingCommonMessages);
  const days = { days: config.trialDays };
  return (
    <div className={centred ? `${styles.offer} ${styles.centred}` : styles.offer}>
      <div className={styles.computer} data-platform="computer">
        <Link href={pathTo("download", {}, useLocale())} className={buttonClass(variant)}>
          {label}
        </Link>
        <p className={styles.terms}>{t("trial_terms", days)}</p>
      </div>
      <div className={styles.phone} data-platform="phone">
        <p className={styles.terms}>
          <strong>{t("trial_phone_title")}</strong> {t("trial_phone_text", days)}
        </p>
        <a href={config.links.signUp} className={buttonClass(variant)}>
          {t("trial_web_app")}
        </a>
      </div>
    </div>
  );
}
