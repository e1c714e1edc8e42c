import { PageHeader } from "../../components/PageHeader";

export default function FeaturesDesktopPage() {
  return (
    <PageHeader
      title="Desktop app features"
      subtitle="Two interface themes, the Rule Manager and detailed statistics, offline on Windows."
    />
  );
}
