import { Link } from "wouter";
import { buttonClass } from "../../components/button";
import { FeatureShowcase } from "../../components/features/FeatureShowcase";
import { Testimonials } from "../../components/features/Testimonials";
import { PageHeader } from "../../components/PageHeader";
import { Section } from "../../components/Section";
import { config } from "../../config";
import { desktopOverview, testimonials } from "../../content/showcase/showcase";
import { pathTo } from "../../routes/meta";
import styles from "./Page.module.css";

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
