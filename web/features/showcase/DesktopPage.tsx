import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { LicenceText } from "#web/components/currency/LocalAmount.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import { useMatrixWords } from "#web/content/pricing/matrix-words.ts";
import { desktopOverviewIn } from "#web/content/showcase/showcase.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./DesktopPage.module.css";
import { desktopMessages } from "./desktop-messages";
import { FeatureShowcase } from "./FeatureShowcase";
import { Testimonials } from "./Testimonials";

export default function DesktopPage() {
  const locale = useLocale();
  const t = useMessages(desktopMessages);
  const desktopOverview = desktopOverviewIn(t, useMatrixWords());
  return (
    <>
      <PageHeader title={desktopOverview.title} subtitle={desktopOverview.subtitle}>
        <Link href={pathTo("order-summary", {}, locale)} className={buttonClass("primary", "large")}>
          {desktopOverview.buyNow}
        </Link>
        <span className={styles.price}>
          {/* The licence in the visitor's currency (decision 056). */}
          <LicenceText write={(price) => t("price", { price })} />
        </span>
      </PageHeader>
      <Section>
        <FeatureShowcase
          label={desktopOverview.featuresLabel}
          idPrefix="desktop"
          tabs={desktopOverview.tabs}
          layout="per-tab"
        />
      </Section>
      <Section title={desktopOverview.testimonialsTitle} narrow>
        <Testimonials label={desktopOverview.testimonialsLabel} />
      </Section>
      <Section narrow>
        <div className={styles.cta}>
          <h2>{desktopOverview.signUpTitle}</h2>
          <a href={config.links.signUp} className={buttonClass("primary", "large")}>
            {desktopOverview.signUp}
          </a>
        </div>
      </Section>
    </>
  );
}
