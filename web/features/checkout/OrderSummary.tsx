import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { Link } from "wouter";
import { pathTo } from "#common/routes.ts";
import { buttonClass } from "#web/components/button.ts";
import { CurrencySwitcher } from "#web/components/currency/CurrencySwitcher.tsx";
import { LicencePrice, LicenceTaxNote, LicenceText } from "#web/components/currency/LocalAmount.tsx";
import { MessageDialog } from "#web/components/Dialog.tsx";
import { PageHeader } from "#web/components/PageHeader.tsx";
import { useDesktopLicence } from "#web/components/pricing/use-desktop-licence.ts";
import { Spinner } from "#web/components/Spinner.tsx";
import { useLocale, useMessages } from "#web/i18n/messages.ts";
import styles from "./OrderSummary.module.css";
import { orderMessages } from "./order-summary-messages";
import { type CheckoutApi, useOrder } from "./use-order";

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

function Loading({ text }: { text: string }) {
  return (
    <div className={styles.placeholder}>
      <Spinner label={text} size={28} />
      <p>{text}</p>
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
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const licence = useDesktopLicence();
  const loading = <Loading text={t("loading")} />;

  let main: React.ReactNode;
  if (!start) {
    main = loading;
  } else if (!configured) {
    main = (
      <div className={styles.placeholder} role="note">
        <p>{t("not_configured")}</p>
        <Link href={pathTo("contact", {}, locale)} className={buttonClass("secondary")}>
          {t("contact_us")}
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
        <h2>{t("thanks_heading")}</h2>
        <p>{t("thanks_text")}</p>
        <p className={styles.muted}>{t("spam_note")}</p>
        <p>
          {t("support_text")} <Link href={pathTo("discord", {}, locale)}>{t("support_link")}</Link>
          {t("support_end")}
        </p>
      </div>
    );
  } else if (order.checkout.phase === "ready") {
    const { unusableCoupon, unchargedCurrency } = order.checkout;
    main = (
      <>
        {unchargedCurrency && (
          <p className={styles.notice} role="status">
            {t("currency_unavailable", { currency: unchargedCurrency })}
          </p>
        )}
        {unusableCoupon && (
          <p className={styles.notice} role="status">
            {t("coupon_unusable", { code: unusableCoupon })}
          </p>
        )}
        <Suspense fallback={loading}>
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
        <p>{t("load_failed")}</p>
        <button type="button" className={buttonClass("primary")} onClick={order.retry}>
          {t("retry")}
        </button>
      </div>
    );
  } else {
    main = loading;
  }

  return (
    <>
      <PageHeader title={t(order.status === "pending" ? "pending_title" : "done_title")} subtitle={t("subtitle")} />
      <div className={styles.layout}>
        <aside className={styles.summary} aria-label={t("your_order")}>
          <h2 className={styles.product}>{licence.title}</h2>
          <p className={styles.price}>
            <LicencePrice /> <span>{licence.period}</span>
          </p>
          <p className={styles.tax}>
            <LicenceTaxNote />
          </p>
          <p className={styles.muted}>{licence.summary}</p>
          {licence.launchDeal && <p className={styles.muted}>{licence.launchDeal}</p>}
          {order.status !== "completed" && (
            <p className={styles.note}>
              {/* A switch starts a new checkout in the new currency (a new attempt, as Retry does). */}
              <CurrencySwitcher onChange={order.retry} />
            </p>
          )}
          <p className={styles.note}>
            <LicenceText write={(_, currency) => t("payment_note", { currency })} />
          </p>
          <p className={styles.fine}>{t("invoice_note")}</p>
        </aside>
        <div className={styles.main}>{main}</div>
      </div>
      <MessageDialog
        open={order.outcome !== null}
        onOpenChange={(open) => open || order.dismissOutcome()}
        title={t(succeeded ? "success_title" : "failed_title")}
        text={t(succeeded ? "success_text" : "failed_text")}
        closeLabel={t("close")}
      />
    </>
  );
}
