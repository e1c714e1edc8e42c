import { PageHeader } from "#web/components/PageHeader.tsx";
import { pricingCopy } from "#web/content/pricing/copy.ts";
import { PricingBreadcrumb } from "./PricingBreadcrumb";
import { PricingSwitch } from "./PricingSwitch";

/** The top of the web and desktop pricing pages: the way back to /pricing, the heading, the switch between them. */
export function PricingHeader({ current }: { current: "web" | "desktop" }) {
  const copy = pricingCopy[current];
  return (
    <>
      <PricingBreadcrumb current={current} />
      <PageHeader title={copy.title} subtitle={copy.subtitle} />
      <PricingSwitch current={current} />
    </>
  );
}
