import { PageHeader } from "../../components/PageHeader";

export default function PricingPage() {
  return <PageHeader title="100% Free, for swing traders" subtitle="No credit card needed" />;
}
