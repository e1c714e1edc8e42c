import { buttonClass } from "#web/components/button.ts";
import { webMediaIn } from "#web/content/showcase/features.ts";
import { featuresWebMessages } from "#web/content/showcase/features-web-messages.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import { FeaturesPage } from "./FeatureTour";
import { NextStep } from "./NextStep";

export default function FeaturesWebPage() {
  const t = useMessages(featuresWebMessages);
  return (
    <FeaturesPage
      mode="web"
      title={t("title")}
      subtitle={t("subtitle")}
      media={webMediaIn(t)}
      nextStep={
        <NextStep title={t("next_title")} text={t("next_text")}>
          <a href={config.links.signUp} className={buttonClass("primary", "large")}>
            {t("next_sign_up")}
          </a>
        </NextStep>
      }
    />
  );
}
