import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { Link } from "wouter";
import { formatPrice } from "#common/money.ts";
import { buttonClass } from "#web/components/button.ts";
import { MessageDialog } from "#web/components/Dialog.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { Spinner } from "#web/components/Spinner.tsx";
import { orderCopy } from "#web/content/checkout/copy.ts";
import { desktopLicence } from "#web/content/pricing/plans.ts";
import styles from "./OrderSummary.module.css";
import { type CheckoutApi, useOrder } from "./useOrder";

const EmbeddedCheckoutPanel = lazy(() => import("./EmbeddedCheckoutPanel"));

/** What the checkout starts from, read in the browser: the returned session id and the coupon cookie. */
export interface CheckoutStart {
  readonly sid: string | null;
  readonly couponCode: string | undefined;
}

interface Props {
  /** Empty when the build has no Stripe publishable key. */
  readonly publishableKey: string;
  /** Null until the browser has read it (the prerendered page shows the loading state). */
  readonly start: CheckoutStart | null;
  readonly api?: CheckoutApi;
  /** The embedded checkout; Stripe's unless a test passes its own. */
  readonly CheckoutPanel?: ComponentType<ComponentProps<typeof EmbeddedCheckoutPanel>>;
}

function Loading() {
  return (
    <div className={styles.placeholder}>
      <Spinner label={orderCopy.loading} size={28} />
      <p>{orderCopy.loading}</p>
    </div>
  );
}

/** The spec's OrderSummary: the licence summary, the embedded checkout, the result dialog, the thanks. */
export function OrderSummary({ publishableKey, start, api, CheckoutPanel = EmbeddedCheckoutPanel }: Props) {
  const configured = publishableKey !== "";
  const order = useOrder({
    sid: start?.sid ?? null,
    couponCode: start?.couponCode,
    enabled: configured && start !== null,
    ...(api ? { api } : {}),
  });
  const succeeded = order.outcome === "complete";

  let main: React.ReactNode;
  if (!start) {
    main = <Loading />;
  } else if (!configured) {
    main = (
      <div className={styles.placeholder} role="note">
        <p>{orderCopy.notConfigured}</p>
        <Link href="/contact" className={buttonClass("secondary")}>
          {orderCopy.contactUs}
        </Link>
      </div>
    );
  } else if (order.status === "completed") {
    main = (
      <div className={styles.thanks}>
        <svg className={styles.badge} width="40" height="40" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <h2>{orderCopy.thanksHeading}</h2>
        <p>{orderCopy.thanksText}</p>
        <p className={styles.muted}>{orderCopy.spamNote}</p>
        <p>
          {orderCopy.supportText} <Link href="/discord">{orderCopy.supportLink}</Link>.
        </p>
      </div>
    );
  } else if (order.checkout.phase === "ready") {
    const { unusableCoupon } = order.checkout;
    main = (
      <>
        {unusableCoupon && (
          <p className={styles.notice} role="status">
            {orderCopy.couponUnusable(unusableCoupon)}
          </p>
        )}
        <Suspense fallback={<Loading />}>
          <CheckoutPanel
            publishableKey={publishableKey}
            clientSecret={order.checkout.clientSecret}
            onLoadError={order.loadFailed}
          />
        </Suspense>
      </>
    );
  } else if (order.checkout.phase === "error") {
    main = (
      <div className={styles.placeholder} role="alert">
        <p>{orderCopy.loadFailed}</p>
        <button type="button" className={buttonClass("primary")} onClick={order.retry}>
          {orderCopy.retry}
        </button>
      </div>
    );
  } else {
    main = <Loading />;
  }

  return (
    <>
      <PageHeader
        title={order.status === "pending" ? orderCopy.pendingTitle : orderCopy.doneTitle}
        subtitle={orderCopy.subtitle}
      />
      <div className={styles.layout}>
        <aside className={styles.summary} aria-label="Your order">
          <h2 className={styles.product}>{desktopLicence.title}</h2>
          <p className={styles.price}>
            {formatPrice(desktopLicence.price)} <span>{desktopLicence.period}</span>
          </p>
          <p className={styles.tax}>{desktopLicence.taxNote}</p>
          <p className={styles.muted}>{desktopLicence.summary}</p>
          {desktopLicence.launchDeal && <p className={styles.muted}>{desktopLicence.launchDeal}</p>}
          <p className={styles.note}>{orderCopy.paymentNote}</p>
          <p className={styles.fine}>{orderCopy.invoiceNote}</p>
        </aside>
        <div className={styles.main}>{main}</div>
      </div>
      <MessageDialog
        open={order.outcome !== null}
        onOpenChange={(open) => open || order.dismissOutcome()}
        title={succeeded ? orderCopy.successTitle : orderCopy.failedTitle}
        text={succeeded ? orderCopy.successText : orderCopy.failedText}
        closeLabel={orderCopy.close}
      />
    </>
  );
}
