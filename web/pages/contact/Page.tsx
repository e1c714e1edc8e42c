import { PageHeader } from "../../components/PageHeader";

export default function ContactPage() {
  return <PageHeader title="Contact us" subtitle="A question ? A remark ? A suggestion ? Tell us !" />;
}
