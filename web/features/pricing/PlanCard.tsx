import { useSignals } from "@preact/signals-react/runtime";
import { useId } from "react";
import { formatPrice } from "#common/money.ts";
import { buttonClass } from "#web/components/button.ts";
import { config } from "#web/config.ts";
import { billingNote, MOST_POPULAR_PLAN, monthlyPriceOf, type Plan } from "#web/content/pricing/plans.ts";
import { billingPeriod, highlightedPlan } from "./billing";
import card from "./card.module.css";
import { PlanItems } from "./PlanItems";

/** One web plan: price at the chosen billing period, its action and its items. */
export function PlanCard({ plan }: { plan: Plan }) {
  useSignals();
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
      {plan.id === MOST_POPULAR_PLAN && <span className={card.badge}>Most Popular</span>}
      <h3 className={card.title} id={headingId}>
        {plan.title}
      </h3>
      <p className={card.summary}>{plan.summary}</p>
      <p className={card.price}>
        <span className={card.amount} data-testid="plan-price">
          {formatPrice(monthlyPriceOf(plan, period))}
        </span>
        <span className={card.per}>/ month</span>
      </p>
      <p className={card.note} data-testid="plan-billing">
        {billingNote(plan, period)}
      </p>
      <a
        className={`${buttonClass(highlighted ? "primary" : "outline", "large")} ${card.action}`}
        href={free ? config.links.signUp : config.links.webPurchase({ plan: plan.id, period })}
      >
        {free ? "Subscribe" : "Buy now"}
        <span className="visually-hidden">{` the ${plan.title} plan`}</span>
      </a>
      <div className={card.items}>
        <PlanItems items={plan.items} offer={plan.id} />
      </div>
    </article>
  );
}
