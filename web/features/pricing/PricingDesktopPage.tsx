import { Link } from "wouter";
import { formatPrice } from "#common/money.ts";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { Section } from "#web/components/Section.tsx";
import { findKeyCopy, resendCopy } from "#web/content/licences/copy.ts";
import { pricingCopy } from "#web/content/pricing/copy.ts";
import { desktopLicence } from "#web/content/pricing/plans.ts";
import card from "./card.module.css";
import { PlanItems } from "./PlanItems";
import styles from "./PricingDesktopPage.module.css";
import { PricingHeader } from "./PricingHeader";
import { TrialOffer } from "./TrialOffer";

const copy = pricingCopy.desktop;

export default function PricingDesktopPage() {
  return (
    <>
      <PricingHeader current="desktop" />
      <Section>
        <div className={styles.layout}>
          <article className={`${card.card} ${card.highlighted} ${styles.card}`} aria-labelledby="desktop-licence">
            <h2 className={card.title} id="desktop-licence">
              {desktopLicence.title}
            </h2>
            <p className={card.summary}>{desktopLicence.summary}</p>
            <p className={card.price}>
              <span className={card.amount}>{formatPrice(desktopLicence.price)}</span>
              <span className={card.per}>{desktopLicence.period}</span>
            </p>
            <p className={card.note}>{desktopLicence.taxNote}</p>
            <Link href={pathTo("order-summary")} className={`${buttonClass("primary", "large")} ${card.action}`}>
              {copy.buyNow}
            </Link>
            <div className={card.items}>
              <h3 className={styles.included}>{copy.included}</h3>
              <PlanItems items={desktopLicence.items} offer="desktop" />
            </div>
          </article>
          <aside className={styles.aside}>
            {desktopLicence.launchDeal && (
              <div className={styles.deal} {...claimAttributes("webLifetimeAccess", ["desktop"])}>
                <h2 className={styles.asideTitle}>{copy.dealTitle}</h2>
                <p>{desktopLicence.launchDeal}</p>
              </div>
            )}
            <div className={styles.try}>
              <h2 className={styles.asideTitle}>{copy.tryTitle}</h2>
              <p>{copy.tryText}</p>
              <TrialOffer label={copy.trial} variant="outline" />
            </div>
            <nav className={styles.owners} aria-labelledby="licence-owners">
              <h2 className={styles.asideTitle} id="licence-owners">
                {copy.ownersTitle}
              </h2>
              <ul>
                <li>
                  <Link href={pathTo("licence-reset")}>{resendCopy.resetLink}</Link>
                  {` ${copy.resetWhy}`}
                </li>
                <li>
                  <Link href={pathTo("licence-resend")}>{findKeyCopy.link}</Link>
                  {` ${copy.resendWhy}`}
                </li>
              </ul>
            </nav>
            <ul className={styles.facts}>
              {copy.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>
    </>
  );
}
