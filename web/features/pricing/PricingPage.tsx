import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import { desktopLicence, formatPrice } from "#web/content/pricing/plans.ts";
import styles from "./PricingPage.module.css";

export default function PricingPage() {
  return (
    <>
      <PageHeader
        title="100% Free, for swing traders"
        subtitle="Daily, weekly and monthly timeframes on 1000+ assets, with tick data accuracy and real historical spread."
      >
        <div className={styles.signUp}>
          <a href={config.links.signUp} className={`${buttonClass("primary", "large")} ${styles.zero}`}>
            {formatPrice(0)}
            <span className="visually-hidden"> : sign up for free</span>
          </a>
          <p className={styles.noCard}>No credit card needed</p>
        </div>
      </PageHeader>
      <Section>
        <div className={styles.options}>
          <article className={styles.option} aria-labelledby="pricing-web">
            <h2 id="pricing-web">Web app</h2>
            <p>
              Need intraday charts, seconds, custom timeframes or the Rule Manager? The Basic and Essential plans start
              at 13.59 $ a month, billed yearly.
            </p>
            <Link href={pathTo("pricing-web")} className={buttonClass("primary")}>
              See the web plans
            </Link>
          </article>
          <article className={styles.option} aria-labelledby="pricing-desktop">
            <h2 id="pricing-desktop">Desktop app</h2>
            <p>
              The Windows app with two trading interfaces, offline backtests and Fast Backtest. Try it for free, then
              buy a lifetime licence for {desktopLicence.price} {desktopLicence.currency}.
            </p>
            <div className={styles.actions}>
              <a href={config.links.trialDownload} className={buttonClass("primary")}>
                Download the free trial
              </a>
              <Link href={pathTo("pricing-desktop")} className={buttonClass("outline")}>
                Desktop app pricing
              </Link>
            </div>
          </article>
        </div>
        <p className={styles.deal}>
          <strong>Launch deal:</strong> {desktopLicence.launchDeal}
        </p>
      </Section>
    </>
  );
}
