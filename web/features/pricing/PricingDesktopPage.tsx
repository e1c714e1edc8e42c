import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import { desktopLicence } from "#web/content/pricing/plans.ts";
import card from "./card.module.css";
import { PlanItems } from "./PlanItems";
import styles from "./PricingDesktopPage.module.css";
import { PricingSwitch } from "./PricingSwitch";

export default function PricingDesktopPage() {
  return (
    <>
      <PageHeader
        title="Desktop app pricing"
        subtitle="One payment, one licence for life. Two trading interfaces, offline backtests and Fast Backtest on Windows."
      />
      <PricingSwitch current="desktop" />
      <Section>
        <div className={styles.layout}>
          <article className={`${card.card} ${card.highlighted} ${styles.card}`} aria-labelledby="desktop-licence">
            <h2 className={card.title} id="desktop-licence">
              {desktopLicence.title}
            </h2>
            <p className={card.summary}>{desktopLicence.summary}</p>
            <p className={card.price}>
              <span className={card.amount}>
                {desktopLicence.price} {desktopLicence.currency}
              </span>
              <span className={card.per}>{desktopLicence.period}</span>
            </p>
            <p className={card.note}>{desktopLicence.taxNote}</p>
            <Link href={pathTo("order-summary")} className={`${buttonClass("primary", "large")} ${card.action}`}>
              Buy now
            </Link>
            <div className={card.items}>
              <h3 className={styles.included}>What's included</h3>
              <PlanItems items={desktopLicence.items} />
            </div>
          </article>
          <aside className={styles.aside}>
            <div className={styles.deal}>
              <h2 className={styles.asideTitle}>Launch deal</h2>
              <p>{desktopLicence.launchDeal}</p>
            </div>
            <div className={styles.try}>
              <h2 className={styles.asideTitle}>Try it first</h2>
              <p>Download the trial and backtest on your own computer before you buy.</p>
              <a href={config.links.trialDownload} className={buttonClass("outline")}>
                Download the trial
              </a>
            </div>
            <ul className={styles.facts}>
              <li>Windows only; virtualization support must be enabled.</li>
              <li>The licence key binds to 1 device; one extra key is free on request.</li>
              <li>Refundable within 14 days of receipt.</li>
              <li>Payments in US dollars.</li>
            </ul>
          </aside>
        </div>
      </Section>
    </>
  );
}
