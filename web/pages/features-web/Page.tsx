import { FeaturesPage } from "../../components/features/FeaturesPage";

export default function FeaturesWebPage() {
  return <FeaturesPage mode="web" />;
}
