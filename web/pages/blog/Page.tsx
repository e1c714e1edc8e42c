import { PageHeader } from "../../components/PageHeader";

export default function BlogPage() {
  return <PageHeader title="Blog" subtitle="Backtesting, spreads and market randomness." />;
}
