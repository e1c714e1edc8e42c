import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { CurrencySwitcher } from "#web/components/currency/CurrencySwitcher.tsx";
import { LicencePrice, LicenceTaxNote, LicenceText } from "#web/components/currency/LocalAmount.tsx";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { pricingCommonMessages } from "#web/components/pricing/pricing-common-messages.ts";
import { TrialOffer } from "#web/components/pricing/TrialOffer.tsx";
import { useDesktopLicence } from "#web/components/pricing/use-desktop-licence.ts";
import { Section } from "#web/components/Section.tsx";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import card from "./card.module.css";
import { PlanItems } from "./PlanItems";
import styles from "./PricingDesktopPage.module.css";
import { PricingHeader } from "./PricingHeader";
import { pricingDesktopMessages } from "./pricing-messages";

const facts = ["fact_windows", "fact_binding", "fact_refund", "fact_currency"] as const;

export default function PricingDesktopPage() {
  const t = useMessages(pricingDesktopMessages);
  const common = useMessages(pricingCommonMessages);
  const locale = useLocale();
  const licence = useDesktopLicence();
  return (
    <>
      <PricingHeader current="desktop" title={t("title")} subtitle={t("subtitle")} />
      <Section>
        <div className={styles.layout}>
          <article className={`${card.card} ${card.highlighted} ${styles.card}`} aria-labelledby="desktop-licence">
            <h2 className={card.title} id="desktop-licence">
              {licence.title}
            </h2>
            <p className={card.summary}>{licence.summary}</p>
            <p className={card.price}>
              <span className={card.amount}>
                <LicencePrice />
              </span>
              <span className={card.per}>{licence.period}</span>
            </p>
            <p className={card.note}>
              <LicenceTaxNote />
            </p>
            <p className={card.note}>
              <CurrencySwitcher />
            </p>
            <Link
              href={pathTo("order-summary", {}, locale)}
              className={`${buttonClass("primary", "large")} ${card.action}`}
            >
              {common("buy_now")}
            </Link>
            {/* Beside 'Buy now', the way to try first (decision 065). */}
            <div className={styles.try}>
              <h3 className={styles.tryTitle}>{t("try_title")}</h3>
              <p>{t("try_text")}</p>
              <TrialOffer label={t("trial")} variant="outline" centred />
            </div>
            <div className={card.items}>
              <h3 className={styles.included}>{t("included")}</h3>
              <PlanItems items={licence.items} offer="desktop" />
            </div>
          </article>
          <aside className={styles.aside}>
            {licence.launchDeal && (
              <div className={styles.deal} {...claimAttributes("webLifetimeAccess", ["desktop"])}>
                <h2 className={styles.asideTitle}>{t("deal_title")}</h2>
                <p>{licence.launchDeal}</p>
              </div>
            )}
            <nav className={styles.owners} aria-labelledby="licence-owners">
              <h2 className={styles.asideTitle} id="licence-owners">
                {t("owners_title")}
              </h2>
              <ul>
                <li>
                  <Link href={pathTo("licence-reset", {}, locale)}>{t("reset_link")}</Link>
                  {t("reset_why")}
                </li>
                <li>
                  <Link href={pathTo("licence-resend", {}, locale)}>{t("resend_link")}</Link>
                  {t("resend_why")}
                </li>
              </ul>
            </nav>
            <ul className={styles.facts}>
              {facts.map((fact) => (
                <li key={fact}>
                  {fact === "fact_currency" ? <LicenceText write={(_, currency) => t(fact, { currency })} /> : t(fact)}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
    </>
  );
}
