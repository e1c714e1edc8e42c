import { PageHeader } from "../../components/PageHeader";

export default function OrderSummaryPage() {
  return <PageHeader title="Order details" subtitle="Desktop app lifetime licence" />;
}
