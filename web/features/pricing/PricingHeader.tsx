import { PageHeader } from "#web/components/PageHeader.tsx";
import { PricingBreadcrumb } from "./PricingBreadcrumb";
import { PricingSwitch } from "./PricingSwitch";

/** The top of the web and desktop pricing pages: the way back to /pricing, the heading, the switch between them. */
export function PricingHeader({
  current,
  title,
  subtitle,
}: {
  current: "web" | "desktop";
  title: string;
  subtitle: string;
}) {
  return (
    <>
      <PricingBreadcrumb current={current} />
      <PageHeader title={title} subtitle={subtitle} />
      <PricingSwitch current={current} />
    </>
  );
}
