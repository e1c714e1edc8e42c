import { buttonClass } from "#web/components/button.ts";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { desktopMessages } from "#web/content/showcase/desktop-messages.ts";
import { desktopOverviewIn } from "#web/content/showcase/showcase.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import { FeatureShowcase } from "./FeatureShowcase";
import { LicenceAndTrial } from "./LicenceAndTrial";
import { NextStep } from "./NextStep";
import { Testimonials } from "./Testimonials";

export default function DesktopPage() {
  const t = useMessages(desktopMessages);
  const desktopOverview = desktopOverviewIn(t, useMatrixWords());
  return (
    <>
      <PageHeader title={desktopOverview.title} subtitle={desktopOverview.subtitle}>
        <LicenceAndTrial buyNow={desktopOverview.buyNow} price={(price) => t("price", { price })} trial={t("trial")} />
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
      <NextStep title={desktopOverview.signUpTitle}>
        <a href={config.links.signUp} className={buttonClass("primary", "large")}>
          {desktopOverview.signUp}
        </a>
      </NextStep>
    </>
  );
}
