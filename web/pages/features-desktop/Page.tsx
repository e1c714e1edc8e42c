import { FeaturesPage } from "../../components/features/FeaturesPage";

export default function FeaturesDesktopPage() {
  return <FeaturesPage mode="desktop" />;
}
