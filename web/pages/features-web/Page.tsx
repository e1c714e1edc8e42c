import { PageHeader } from "../../components/PageHeader";

export default function FeaturesWebPage() {
  return (
    <PageHeader
      title="Web app features"
      subtitle="Market orders, indicators, drawing tools, risk management, timeframes and an economic calendar, in your browser."
    />
  );
}
