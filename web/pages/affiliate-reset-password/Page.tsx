import { PageHeader } from "../../components/PageHeader";

export default function AffiliateResetPasswordPage() {
  return <PageHeader title="Reset your password" />;
}
