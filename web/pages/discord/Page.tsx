import { PageHeader } from "../../components/PageHeader";

export default function DiscordPage() {
  return <PageHeader title="Join the community" subtitle="Traders helping traders, on our Discord server." />;
}
