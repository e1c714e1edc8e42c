import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { config } from "#web/config.ts";
import { desktopOverview, testimonials } from "#web/content/showcase/showcase.ts";
import styles from "./DesktopPage.module.css";
import { FeatureShowcase } from "./FeatureShowcase";
import { Testimonials } from "./Testimonials";

export default function DesktopPage() {
  return (
    <>
      <PageHeader title={desktopOverview.title} subtitle={desktopOverview.subtitle}>
        <Link href={pathTo("order-summary")} className={buttonClass("primary", "large")}>
          {desktopOverview.buyNow}
        </Link>
        <span className={styles.price}>{desktopOverview.price}</span>
      </PageHeader>
      <Section>
        <FeatureShowcase label="Desktop app features" idPrefix="desktop" tabs={desktopOverview.tabs} layout="per-tab" />
      </Section>
      <Section title={desktopOverview.testimonialsTitle} narrow>
        <Testimonials items={testimonials} />
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
