import { PageHeader } from "../../components/PageHeader";

export default function PrivacyPage() {
  return <PageHeader title="Privacy Policy" subtitle="Last updated April 9, 2025" />;
}
