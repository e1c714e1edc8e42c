import { PageHeader } from "../../components/PageHeader";

export default function TermsPage() {
  return <PageHeader title="Terms and Conditions" subtitle="Last updated April 9, 2025" />;
}
