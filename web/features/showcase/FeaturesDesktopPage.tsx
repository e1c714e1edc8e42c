import { FeaturesPage } from "./FeatureTour";

export default function FeaturesDesktopPage() {
  return <FeaturesPage mode="desktop" />;
}
