/**
 * The console's pages, in nav order. A page is one entry here and a component in ./sections/:
 * it is shown at /admin/<id> (the overview at /admin), gets `/admin/<id>/<item>` for its detail
 * view as the `item` prop, and is its own chunk. The route table's /admin/:section and
 * /admin/:section/:id patterns already serve every such path (common/routes.ts).
 */
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import type { SectionProps } from "./section-props";

export interface ConsoleSection {
  /** The URL segment after /admin/ ("" for the overview). */
  readonly id: string;
  /** Nav label and the page's heading. */
  readonly label: string;
  readonly component: LazyExoticComponent<ComponentType<SectionProps>>;
}

export const sections: readonly ConsoleSection[] = [
  { id: "", label: "Overview", component: lazy(() => import("./overview/OverviewSection")) },
  { id: "insights", label: "Insights", component: lazy(() => import("./insights/InsightsSection")) },
  { id: "orders", label: "Orders & licences", component: lazy(() => import("./orders/OrdersSection")) },
  { id: "affiliates", label: "Affiliates", component: lazy(() => import("./affiliates/AffiliatesSection")) },
  { id: "payouts", label: "Payouts", component: lazy(() => import("./payouts/PayoutsSection")) },
  { id: "inbox", label: "Contact inbox", component: lazy(() => import("./inbox/InboxSection")) },
  { id: "outbox", label: "Mail outbox", component: lazy(() => import("./outbox/OutboxSection")) },
  {
    id: "reconciliation",
    label: "Reconciliation",
    component: lazy(() => import("./reconciliation/ReconciliationSection")),
  },
  { id: "performance", label: "Performance", component: lazy(() => import("./performance/PerformanceSection")) },
  { id: "audit", label: "Audit log", component: lazy(() => import("./audit/AuditSection")) },
];

export const sectionOf = (id: string | undefined) => sections.find((s) => s.id === (id ?? ""));
