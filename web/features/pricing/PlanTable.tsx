import { useSignals } from "@preact/signals-react/runtime";
import { Carousel } from "#web/components/carousel/Carousel.tsx";
import { RadioToggle } from "#web/components/RadioToggle.tsx";
import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { type BillingPeriod, plansIn } from "#web/content/pricing/plans.ts";
import { figuresOf } from "#web/i18n/figures.ts";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import { billingPeriod } from "./billing";
import { PlanCard } from "./PlanCard";
import styles from "./PlanTable.module.css";
import { pricingWebMessages } from "./pricing-messages";

/** The billing toggle over the three plans: side by side when wide, a swipe carousel when narrow. */
export function PlanTable() {
  useSignals();
  const t = useMessages(pricingWebMessages);
  const plans = plansIn(t, useMatrixWords());
  const periods = [
    { value: "monthly", label: t("monthly") },
    { value: "yearly", label: t("yearly", { discount: figuresOf(useLocale()).yearly_discount }) },
  ] as const satisfies readonly { value: BillingPeriod; label: string }[];
  return (
    <div className={styles.table}>
      <div className={styles.toggle}>
        <RadioToggle
          label={t("billing_label")}
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
          label={t("plans_label")}
          slides={plans.map((plan) => (
            <div key={plan.id} className={styles.slide}>
              <PlanCard plan={plan} />
            </div>
          ))}
          slideLabel={(i) => t("slide_label", { plan: plans[i]?.title ?? "", position: i + 1, count: plans.length })}
          arrows="none"
          dots
        />
      </div>
    </div>
  );
}
