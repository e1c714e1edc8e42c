import { claimAttributes, StatusTag } from "#web/components/FeatureClaim.tsx";
import { pricingCommonMessages } from "#web/components/pricing/pricing-common-messages.ts";
import { Section } from "#web/components/Section.tsx";
import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { claimText } from "#web/content/pricing/features.ts";
import { desktopMediaIn } from "#web/content/showcase/features.ts";
import { featuresDesktopMessages } from "#web/content/showcase/features-desktop-messages.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { Divider, FeaturesPage } from "./FeatureTour";
import styles from "./FeatureTour.module.css";
import { LicenceAndTrial } from "./LicenceAndTrial";
import { NextStep } from "./NextStep";
import { RuleManagerCards } from "./RuleManagerCards";
import { ThemeSection } from "./ThemeSection";

/** /features/desktop: the tour, with the interface themes and the Rule Manager after the reporting. */
export default function FeaturesDesktopPage() {
  const t = useMessages(featuresDesktopMessages);
  const words = useMatrixWords();
  const common = useMessages(pricingCommonMessages);
  return (
    <FeaturesPage
      mode="desktop"
      title={t("title")}
      subtitle={
        <span {...claimAttributes("ruleManager", ["desktop"])}>
          {t("subtitle", { claim: claimText("ruleManager", "desktop", words) })}
        </span>
      }
      media={desktopMediaIn(t)}
      nextStep={
        <NextStep title={t("next_title")} text={t("next_text")}>
          <LicenceAndTrial
            buyNow={common("buy_now")}
            price={(price) => t("next_price", { price })}
            trial={t("next_trial")}
          />
        </NextStep>
      }
    >
      <Divider />
      <Section title={t("theme_title")}>
        <p className={styles.lead}>{t("theme_text")}</p>
        <ThemeSection />
      </Section>
      <Divider />
      {/* The whole section sells the Rule Manager: it carries the matrix's claim and status. */}
      <div {...claimAttributes("ruleManager", ["desktop"])}>
        <Section
          title={
            <>
              {t("rule_manager_title")}
              <StatusTag feature="ruleManager" offer="desktop" />
            </>
          }
        >
          <p className={styles.lead}>{t("rule_manager_text")}</p>
          <RuleManagerCards />
        </Section>
      </div>
    </FeaturesPage>
  );
}
