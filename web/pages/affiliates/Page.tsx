import { PageHeader } from "../../components/PageHeader";

export default function AffiliatesPage() {
  return <PageHeader title="Affiliate portal" subtitle="Sign in to follow your sales and commissions." />;
}
