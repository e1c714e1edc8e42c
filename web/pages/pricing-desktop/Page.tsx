import { PageHeader } from "../../components/PageHeader";

export default function PricingDesktopPage() {
  return <PageHeader title="Desktop app license" subtitle="269 USD, for life." />;
}
