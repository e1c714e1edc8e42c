import { PageHeader } from "../../components/PageHeader";

export default function PricingWebPage() {
  return <PageHeader title="Web app plans" subtitle="Free, Basic and Essential, billed monthly or yearly." />;
}
