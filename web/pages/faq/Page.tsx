import { PageHeader } from "../../components/PageHeader";

export default function FaqPage() {
  return <PageHeader title="Frequently asked questions" subtitle="About the web app and the desktop app." />;
}
