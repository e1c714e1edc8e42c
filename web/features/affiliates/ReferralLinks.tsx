import { useEffect, useState } from "react";
import { buttonClass } from "#web/components/button.ts";
import { showToast } from "#web/components/toast/toasts.ts";
import { affiliateCopy } from "./copy";
import styles from "./Dashboard.module.css";
import { referralLink } from "./stats";

const copy = affiliateCopy.dashboard;

/** One link per coupon code, each with a copy button. */
export function ReferralLinks({ coupons }: { coupons: readonly string[] | null }) {
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ message: copy.copied, tone: "success" });
    } catch {
      showToast({ message: copy.copyFailed, tone: "error" });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="affiliate-referral">
      <h2 id="affiliate-referral" className={styles.cardTitle}>
        {copy.referralTitle}
      </h2>
      <p className={styles.muted}>{copy.referralHint}</p>
      {coupons === null ? (
        <p className={styles.muted}>{copy.loading}</p>
      ) : coupons.length === 0 ? (
        <p className={styles.muted}>{copy.noCoupons}</p>
      ) : (
        <ul className={styles.links}>
          {coupons.map((code) => {
            const link = referralLink(origin, code);
            return (
              <li key={code} className={styles.linkRow}>
                <code className={styles.link}>{link}</code>
                <button
                  type="button"
                  className={buttonClass("outline")}
                  aria-label={`${copy.copy} ${link}`}
                  onClick={() => copyLink(link)}
                >
                  {copy.copy}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
