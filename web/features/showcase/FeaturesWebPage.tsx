import { FeaturesPage } from "./FeatureTour";

export default function FeaturesWebPage() {
  return <FeaturesPage mode="web" />;
}
