import { PageHeader } from "../../components/PageHeader";

export default function PartnersPage() {
  return <PageHeader title="Partners" subtitle="Our partners, and how to become one." />;
}
