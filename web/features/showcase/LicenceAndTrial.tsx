import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { LicenceText } from "#web/components/currency/LocalAmount.tsx";
import { TrialOffer } from "#web/components/pricing/TrialOffer.tsx";
import { useLocale } from "#web/i18n/messages.ts";
import styles from "./LicenceAndTrial.module.css";

interface Props {
  readonly buyNow: string;
  /** The licence's price in a sentence of the page ("{price}, lifetime licence"). */
  readonly price: (price: string) => string;
  readonly trial: string;
}

/**
 * The desktop app's two ways on, side by side: 'Buy now' with the licence's price, and the free
 * trial (on a phone, which cannot run it, the web app instead: TrialOffer). Wherever the desktop
 * app is sold, a visitor who is not ready to pay sees that they can try it first (decision 065).
 */
export function LicenceAndTrial({ buyNow, price, trial }: Props) {
  return (
    <div className={styles.offers}>
      <div className={styles.licence}>
        <Link href={pathTo("order-summary", {}, useLocale())} className={buttonClass("primary", "large")}>
          {buyNow}
        </Link>
        <span className={styles.price}>
          {/* The licence in the visitor's currency (decision 056). */}
          <LicenceText write={price} />
        </span>
      </div>
      <TrialOffer label={trial} variant="outline" centred />
    </div>
  );
}
