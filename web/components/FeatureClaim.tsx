import type { ReactNode } from "react";
import { CheckMark, ClockMark, CrossMark } from "#web/components/marks.tsx";
import { useMatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import {
  bestStatusOf,
  type FeatureId,
  type FeatureOf,
  labelOf,
  type Offer,
  type Status,
  statusTagOf,
} from "#web/content/pricing/features.ts";
import styles from "./FeatureClaim.module.css";

/**
 * The attributes every feature claim carries, so a test can hold each one against the matrix:
 * which feature, for which offers, with which status.
 */
export function claimAttributes(feature: FeatureId, offers: readonly Offer[]) {
  return {
    "data-feature": feature,
    "data-offers": offers.join(" "),
    "data-status": bestStatusOf(feature, offers),
  } as const;
}

const marks = { available: CheckMark, coming: ClockMark, "not-included": CrossMark } as const;

/** The status's mark: a tick, a clock (coming) or a cross, coloured by status (named by its tag). */
export function StatusMark({ status }: { status: Status }) {
  const Mark = marks[status];
  return <Mark className={styles[status]} />;
}

/** The status words beside a feature that is not there ("Coming soon", "Not included"), in the page's language; nothing when it is. */
export function StatusTag({ feature, offer }: { feature: FeatureId; offer: Offer }) {
  const tag = statusTagOf(feature, offer, useMatrixWords());
  return tag ? <span className={`${styles.tag} ${styles[bestStatusOf(feature, [offer])]}`}>{tag}</span> : null;
}

/**
 * A feature named on a page for one offer: its label (or `children`) and, unless it is
 * available, its status tag. Only the offer's own features type-check.
 */
export function FeatureClaim<O extends Offer>({
  feature,
  offer,
  children,
}: {
  feature: FeatureOf<O>;
  offer: O;
  children?: ReactNode;
}) {
  const words = useMatrixWords();
  return (
    <span {...claimAttributes(feature, [offer])}>
      {children ?? labelOf(feature, offer, words)}
      <StatusTag feature={feature} offer={offer} />
    </span>
  );
}
