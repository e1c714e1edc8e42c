import { useEffect, useState } from "react";
import { buttonClass } from "#web/components/button.ts";
import { formsMessages } from "#web/components/form/forms-messages.ts";
import { showToast } from "#web/components/toast/toasts.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { dashboardMessages } from "./affiliate-dashboard-messages";
import styles from "./Dashboard.module.css";
import { referralLink } from "./stats";

/** One link per coupon code, each with a copy button. */
export function ReferralLinks({ coupons }: { coupons: readonly string[] | null }) {
  const t = useMessages(dashboardMessages);
  const forms = useMessages(formsMessages);
  const [origin, setOrigin] = useState("");
  useEffect(() => setOrigin(window.location.origin), []);

  const copyLink = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      showToast({ message: t("copied"), tone: "success" });
    } catch {
      showToast({ message: t("copy_failed"), tone: "error" });
    }
  };

  return (
    <section className={styles.card} aria-labelledby="affiliate-referral">
      <h2 id="affiliate-referral" className={styles.cardTitle}>
        {t("referral_title")}
      </h2>
      <p className={styles.muted}>{t("referral_hint")}</p>
      {coupons === null ? (
        <p className={styles.muted}>{forms("loading")}</p>
      ) : coupons.length === 0 ? (
        <p className={styles.muted}>{t("no_coupons")}</p>
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
                  aria-label={t("copy_link", { link })}
                  onClick={() => copyLink(link)}
                >
                  {t("copy")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
