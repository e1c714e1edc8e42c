import { useSignals } from "@preact/signals-react/runtime";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { type BillingPeriod, MONTHLY_LABEL, plans, YEARLY_LABEL } from "#web/content/pricing/plans.ts";
import { billingPeriod } from "./billing";
import { PlanCard } from "./PlanCard";
import styles from "./PlanTable.module.css";

const periods = [
  { value: "monthly", label: MONTHLY_LABEL },
  { value: "yearly", label: YEARLY_LABEL },
] as const satisfies readonly { value: BillingPeriod; label: string }[];

/** The billing toggle over the three plans: side by side when wide, a swipe carousel when narrow. */
export function PlanTable() {
  useSignals();
  return (
    <div className={styles.table}>
      <div className={styles.toggle}>
        <RadioToggle
          label="Billing period"
          options={periods}
          value={billingPeriod.value}
          onChange={(value) => {
            billingPeriod.value = value;
          }}
        />
      </div>
      <div className={styles.grid} data-testid="plans-grid">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </div>
      <div className={styles.carousel} data-testid="plans-carousel">
        <Carousel
          label="Web plans"
          slides={plans.map((plan) => (
            <div key={plan.id} className={styles.slide}>
              <PlanCard plan={plan} />
            </div>
          ))}
          slideLabel={(i) => `${plans[i]?.title ?? ""} plan, ${i + 1} of ${plans.length}`}
          arrows="none"
          dots
        />
      </div>
    </div>
  );
}
