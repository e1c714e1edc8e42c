import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { buttonClass } from "#web/components/button.ts";
import { pricingCommonMessages } from "#web/components/pricing/pricing-common-messages.ts";
import { type BillingPeriod, MOST_POPULAR_PLAN, type Plan } from "#web/content/pricing/plans.ts";
import { type Translate, useMessages } from "#web/i18n/messages.ts";
import { config } from "#web/lib/config.ts";
import { billingPeriod, highlightedPlan } from "./billing";
import card from "./card.module.css";
import { PlanItems } from "./PlanItems";
import { type PriceTexts, usePrices } from "./prices";
import { type PricingWebKey, pricingWebMessages } from "./pricing-messages";

/** The line under a price: what is billed, and how often. */
export function billingNote(
  plan: Plan,
  period: BillingPeriod,
  t: Translate<PricingWebKey>,
  prices: PriceTexts,
): string {
  if (plan.monthlyprice === 0) return t("free_forever");
  return period === "yearly" ? t("billed_yearly", { total: prices.plan(plan.id, "yearlyTotal") }) : t("billed_monthly");
}

/** One web plan: price at the chosen billing period, its action and its items. */
export function PlanCard({ plan }: { plan: Plan }) {
  useSignals();
  const t = useMessages(pricingWebMessages);
  const common = useMessages(pricingCommonMessages);
  const prices = usePrices();
  const period = billingPeriod.value;
  const highlighted = highlightedPlan.value === plan.id;
  const free = plan.monthlyprice === 0;
  const headingId = useId();
  return (
    <article
      className={highlighted ? `${card.card} ${card.highlighted}` : card.card}
      aria-labelledby={headingId}
      data-plan={plan.id}
      data-highlighted={highlighted}
      onMouseEnter={() => {
        highlightedPlan.value = plan.id;
      }}
      onFocus={() => {
        highlightedPlan.value = plan.id;
      }}
    >
      {plan.id === MOST_POPULAR_PLAN && <span className={card.badge}>{t("most_popular")}</span>}
      <h3 className={card.title} id={headingId}>
        {plan.title}
      </h3>
      <p className={card.summary}>{plan.summary}</p>
      <p className={card.price}>
        <span className={card.amount} data-testid="plan-price">
          {prices.plan(plan.id, period)}
        </span>
        <span className={card.per}>{t("per_month")}</span>
      </p>
      <p className={card.note} data-testid="plan-billing">
        {billingNote(plan, period, t, prices)}
      </p>
      <a
        className={`${buttonClass(highlighted ? "primary" : "outline", "large")} ${card.action}`}
        href={free ? config.links.signUp : config.links.webPurchase({ plan: plan.id, period })}
      >
        {free ? t("subscribe") : common("buy_now")}
        <span className="visually-hidden">{t("action_plan", { plan: plan.title })}</span>
      </a>
      <div className={card.items}>
        <PlanItems items={plan.items} offer={plan.id} />
      </div>
    </article>
  );
}
