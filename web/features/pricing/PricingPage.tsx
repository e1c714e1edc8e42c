import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { claimAttributes } from "#web/components/FeatureClaim.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import { pricingCopy } from "#web/content/pricing/copy.ts";
import { desktopLicence } from "#web/content/pricing/plans.ts";
import styles from "./PricingPage.module.css";
import { TrialOffer } from "./TrialOffer";

const copy = pricingCopy.overview;

/** /pricing, the parent of the web and desktop pricing pages. */
export default function PricingPage() {
  return (
    <>
      <PageHeader title={copy.title} subtitle={copy.subtitle}>
        <div className={styles.signUp}>
          <a
            href={config.links.signUp}
            className={`${buttonClass("primary", "large")} ${styles.zero}`}
            aria-label={copy.zeroName}
          >
            {copy.zero}
          </a>
          <p className={styles.noCard}>{copy.noCard}</p>
        </div>
      </PageHeader>
      <Section>
        <div className={styles.options}>
          <article className={styles.option} aria-labelledby="pricing-web">
            <h2 id="pricing-web">{copy.webTitle}</h2>
            <p {...claimAttributes("ruleManager", ["essential"])}>{copy.webText}</p>
            <Link href={pathTo("pricing-web")} className={buttonClass("primary")}>
              {copy.webLink}
            </Link>
          </article>
          <article className={styles.option} aria-labelledby="pricing-desktop">
            <h2 id="pricing-desktop">{copy.desktopTitle}</h2>
            <p>{copy.desktopText}</p>
            <div className={styles.actions}>
              <TrialOffer label={copy.trial} variant="primary" />
              <Link href={pathTo("pricing-desktop")} className={buttonClass("outline")}>
                {copy.desktopLink}
              </Link>
            </div>
          </article>
        </div>
        {desktopLicence.launchDeal && (
          <p className={styles.deal} {...claimAttributes("webLifetimeAccess", ["desktop"])}>
            <strong>{copy.dealLabel}</strong> {desktopLicence.launchDeal}
          </p>
        )}
      </Section>
    </>
  );
}
