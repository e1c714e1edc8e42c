import { PageHeader } from "../../components/PageHeader";

export default function ResetLicensePage() {
  return (
    <PageHeader
      title="Reset your license key"
      subtitle="Reset your licence key to install the desktop app on another device."
    />
  );
}
