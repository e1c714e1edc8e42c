import { Link } from "wouter";
import { buttonClass } from "../../components/button";
import { PageHeader } from "../../components/PageHeader";
import { pathTo } from "../../routes/meta";

export default function DesktopPage() {
  return (
    <PageHeader
      title="The desktop backtesting app"
      subtitle="Two trading interfaces, offline backtests on 1000+ assets and a licence for life. Windows only."
    >
      <Link href={pathTo("order-summary")} className={buttonClass("primary", "large")}>
        Buy now
      </Link>
    </PageHeader>
  );
}
