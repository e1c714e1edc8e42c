import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { type ButtonVariant, buttonClass } from "#web/components/button.ts";
import { config } from "#web/config.ts";
import { trialCopy } from "#web/content/pricing/copy.ts";
import styles from "./TrialOffer.module.css";

/**
 * The desktop trial where it is offered: on a computer the way to the Windows download (/download) with the trial's
 * length and limits; on a phone or tablet (a narrow or touch-only screen), which cannot run it,
 * the web app instead. CSS picks the one shown, so the prerendered page and the hydrated one are
 * the same markup whatever the device.
 */
export function TrialOffer({ label, variant }: { label: string; variant: ButtonVariant }) {
  return (
    <div className={styles.offer}>
      <div className={styles.computer} data-platform="computer">
        <Link href={pathTo("download")} className={buttonClass(variant)}>
          {label}
        </Link>
        <p className={styles.terms}>{trialCopy.terms}</p>
      </div>
      <div className={styles.phone} data-platform="phone">
        <p className={styles.terms}>
          <strong>{trialCopy.phoneTitle}</strong> {trialCopy.phoneText}
        </p>
        <a href={config.links.signUp} className={buttonClass(variant)}>
          {trialCopy.webApp}
        </a>
      </div>
    </div>
  );
}
