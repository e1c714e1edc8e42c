import { PageHeader } from "../../components/PageHeader";

export default function ComparisonPage() {
  return <PageHeader title="Comparison" subtitle="How TickSim compares with other backtesting tools." />;
}
