import { claimAttributes, StatusTag } from "#web/components/FeatureClaim.tsx";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Section } from "#web/components/Section.tsx";
import { type FeaturesMode, featuresCopy } from "#web/content/showcase/features.ts";
import { AppSwitch } from "./AppSwitch";
import { AssetsDataSection } from "./AssetsDataSection";
import { FeatureAccordion } from "./FeatureAccordion";
import styles from "./FeatureTour.module.css";
import { ReportingSection } from "./ReportingSection";
import { RuleManagerCards } from "./RuleManagerCards";
import { ThemeSection } from "./ThemeSection";

/** /features/web and /features/desktop: the same sections, the desktop adding themes and the Rule Manager. */
export function FeaturesPage({ mode }: { mode: FeaturesMode }) {
  const copy = featuresCopy[mode];
  return (
    <>
      <PageHeader
        title={copy.title}
        subtitle={
          mode === "desktop" ? (
            <span {...claimAttributes("ruleManager", ["desktop"])}>{copy.subtitle}</span>
          ) : (
            copy.subtitle
          )
        }
      >
        <AppSwitch mode={mode} />
      </PageHeader>
      <Section title={featuresCopy.basicTitle}>
        <FeatureAccordion key={mode} mode={mode} />
      </Section>
      <hr className={styles.divider} />
      <Section title={featuresCopy.reportingTitle}>
        <ReportingSection />
      </Section>
      {mode === "desktop" && (
        <>
          <hr className={styles.divider} />
          <Section title={featuresCopy.themeTitle}>
            <p className={styles.lead}>{featuresCopy.themeText}</p>
            <ThemeSection />
          </Section>
          <hr className={styles.divider} />
          {/* The whole section sells the Rule Manager: it carries the matrix's claim and status. */}
          <div {...claimAttributes("ruleManager", ["desktop"])}>
            <Section
              title={
                <>
                  {featuresCopy.ruleManagerTitle}
                  <StatusTag feature="ruleManager" offer="desktop" />
                </>
              }
            >
              <p className={styles.lead}>{featuresCopy.ruleManagerText}</p>
              <RuleManagerCards />
            </Section>
          </div>
        </>
      )}
      <hr className={styles.divider} />
      <AssetsDataSection />
      <hr className={styles.divider} />
      <Section title={featuresCopy.faqTitle} narrow>
        <FaqList mode={mode} />
      </Section>
    </>
  );
}
