import { webMediaIn } from "#web/content/showcase/features.ts";
import { useMessages } from "#web/i18n/messages.ts";
import { FeaturesPage } from "./FeatureTour";
import { featuresWebMessages } from "./features-web-messages";

export default function FeaturesWebPage() {
  const t = useMessages(featuresWebMessages);
  return <FeaturesPage mode="web" title={t("title")} subtitle={t("subtitle")} media={webMediaIn(t)} />;
}
