import type { ReactNode } from "react";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import type { AccordionMedia, FeaturesMode } from "#web/content/showcase/features.ts";
import { featuresTourMessages } from "#web/content/showcase/features-tour-messages.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { AppSwitch } from "./AppSwitch";
import { AssetsDataSection } from "./AssetsDataSection";
import { FeatureAccordion } from "./FeatureAccordion";
import styles from "./FeatureTour.module.css";
import { ReportingSection } from "./ReportingSection";

interface Props {
  readonly mode: FeaturesMode;
  readonly title: string;
  readonly subtitle: ReactNode;
  /** The accordion's media, recorded in the page's app. */
  readonly media: AccordionMedia;
  /** The page's own sections, after the reporting (the desktop's themes and Rule Manager). */
  readonly children?: ReactNode;
  /** Where the page leads once read: its product's sign-up, or trial and licence (decision 065). */
  readonly nextStep: ReactNode;
}

/** /features/web and /features/desktop: the same sections, the desktop adding its own. */
export function FeaturesPage({ mode, title, subtitle, media, children, nextStep }: Props) {
  const t = useMessages(featuresTourMessages);
  return (
    <>
      <PageHeader title={title} subtitle={subtitle}>
        <AppSwitch mode={mode} />
      </PageHeader>
      <Section title={t("basic_title")}>
        <FeatureAccordion key={mode} mode={mode} media={media} />
      </Section>
      <hr className={styles.divider} />
      <Section title={t("reporting_title")}>
        <ReportingSection mode={mode} />
      </Section>
      {children}
      <hr className={styles.divider} />
      <AssetsDataSection />
      <hr className={styles.divider} />
      <Section title={t("faq_title")} narrow>
        <FaqList mode={mode} />
      </Section>
      {nextStep}
    </>
  );
}

/** The rule that parts the tour's sections (a page's own sections start with one). */
export const Divider = () => <hr className={styles.divider} />;
