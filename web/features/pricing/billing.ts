import { signal } from "@preact/signals-react";
import {
  type BillingPeriod,
  DEFAULT_BILLING,
  DEFAULT_HIGHLIGHTED_PLAN,
  type PlanId,
} from "#web/content/pricing/plans.ts";

/** The web plans' billing toggle: Monthly or Yearly, mandatory, Yearly by default. Kept across navigations. */
export const billingPeriod = signal<BillingPeriod>(DEFAULT_BILLING);

/** The plan card drawn highlighted: Essential until the visitor points at another card. */
export const highlightedPlan = signal<PlanId>(DEFAULT_HIGHLIGHTED_PLAN);
