import { Link } from "wouter";
import { CHEAPEST_PAID_MONTH, WEB_PLAN_CURRENCY } from "#common/prices.ts";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { CurrencyStack, LicenceText, LocalText, useLocalTexts } from "#web/components/currency/LocalAmount.tsx";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { pricingCommonMessages } from "#web/components/pricing/pricing-common-messages.ts";
import { TrialOffer } from "#web/components/pricing/TrialOffer.tsx";
import { useDesktopLicence } from "#web/components/pricing/use-desktop-licence.ts";
import { Section } from "#web/components/Section.tsx";
import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { claimText } from "#web/content/pricing/features.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import styles from "./PricingPage.module.css";
import { pricingMessages } from "./pricing-messages";

/** /pricing, the parent of the web and desktop pricing pages. */
export default function PricingPage() {
  const t = useMessages(pricingMessages);
  const common = useMessages(pricingCommonMessages);
  const matrix = useMatrixWords();
  const locale = useLocale();
  const licence = useDesktopLicence();
  const local = useLocalTexts();
  const zero = local((p) => t("zero", { price: p.zero, currency: p.currency }));
  const zeroName = local((p) => t("zero_name", { zero: zero[p.currency] }));
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")}>
        <div className={styles.signUp}>
          {/* Named by its visible price and what it does, in the visitor's currency: the hidden variants name nothing. */}
          <a href={config.links.signUp} className={`${buttonClass("primary", "large")} ${styles.zero}`}>
            <span aria-hidden="true">
              <CurrencyStack texts={zero} />
            </span>
            <span className="visually-hidden">
              <CurrencyStack texts={zeroName} />
            </span>
          </a>
          <p className={styles.noCard}>{t("no_card")}</p>
        </div>
      </PageHeader>
      <Section>
        <div className={styles.options}>
          <article className={styles.option} aria-labelledby="pricing-web">
            <h2 id="pricing-web">{common("web_label")}</h2>
            <p {...claimAttributes("ruleManager", ["essential"])}>
              <LocalText
                write={(p) => {
                  // The web plans are billed in one currency: another visitor reads them without an amount (decision 070).
                  const price = p.only(CHEAPEST_PAID_MONTH, WEB_PLAN_CURRENCY);
                  const ruleManager = claimText("ruleManager", "essential", matrix);
                  return price ? t("web_text", { price, ruleManager }) : t("web_text_local", { ruleManager });
                }}
              />
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
