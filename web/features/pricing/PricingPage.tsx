import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { LicenceText } from "#web/components/currency/LocalAmount.tsx";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import { claimText } from "#web/content/pricing/features.ts";
import { useMatrixWords } from "#web/content/pricing/matrix-words.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { useDesktopLicence } from "./licence";
import { pricingCommonMessages, pricingMessages } from "./messages";
import styles from "./PricingPage.module.css";
import { usePrices } from "./prices";
import { TrialOffer } from "./TrialOffer";

/** /pricing, the parent of the web and desktop pricing pages. */
export default function PricingPage() {
  const t = useMessages(pricingMessages);
  const common = useMessages(pricingCommonMessages);
  const matrix = useMatrixWords();
  const locale = useLocale();
  const prices = usePrices();
  const licence = useDesktopLicence();
  const zero = t("zero", { price: prices.zero });
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <div className={styles.signUp}>
          <a
            href={config.links.signUp}
            className={`${buttonClass("primary", "large")} ${styles.zero}`}
            aria-label={t("zero_name", { zero })}
          >
            {zero}
          </a>
          <p className={styles.noCard}>{t("no_card")}</p>
        </div>
      </PageHeader>
      <Section>
        <div className={styles.options}>
          <article className={styles.option} aria-labelledby="pricing-web">
            <h2 id="pricing-web">{common("web_label")}</h2>
            <p {...claimAttributes("ruleManager", ["essential"])}>
              {t("web_text", {
                price: prices.cheapestMonth,
                ruleManager: claimText("ruleManager", "essential", matrix),
              })}
            </p>
            <Link href={pathTo("pricing-web", {}, locale)} className={buttonClass("primary")}>
              {t("web_link")}
            </Link>
          </article>
          <article className={styles.option} aria-labelledby="pricing-desktop">
            <h2 id="pricing-desktop">{common("desktop_label")}</h2>
            <p>
              <LicenceText write={(price) => t("desktop_text", { price })} />
            </p>
            <div className={styles.actions}>
              <TrialOffer label={t("trial")} variant="primary" />
              <Link href={pathTo("pricing-desktop", {}, locale)} className={buttonClass("outline")}>
                {t("desktop_link")}
              </Link>
            </div>
          </article>
        </div>
        {licence.launchDeal && (
          <p className={styles.deal} {...claimAttributes("webLifetimeAccess", ["desktop"])}>
            <strong>{t("deal_label")}</strong> {licence.launchDeal}
          </p>
        )}
      </Section>
    </>
  );
}
