import { useCallback, useEffect, useRef, useState } from "react";
import { licenceCurrencyOf } from "#common/currency-choice.ts";
import type { LicenceCurrency } from "#common/prices.ts";
import { currentCurrency, showCurrency } from "#web/components/currency/visitor-currency.ts";
import { useLocale } from "#web/i18n/messages.ts";
import { type CheckoutSessionStatus, checkoutStatus, createCheckout, newAttemptKey } from "./api";

/** The spec's order status: Pending until a returned session says complete (Completed) or open (Failed). */
export type OrderStatus = "pending" | "completed" | "failed";

export type CheckoutState =
  | { readonly phase: "loading" }
  | {
      readonly phase: "ready";
      readonly clientSecret: string;
      /** The buyer's code, when it cannot be used for this purchase (the checkout has no discount). */
      readonly unusableCoupon?: string | undefined;
      /** The currency the page showed, when the session charges another (the Price does not carry it: decision 056). */
      readonly unchargedCurrency?: LicenceCurrency | undefined;
    }
  | { readonly phase: "error" }
  | { readonly phase: "none" };

export interface CheckoutApi {
  readonly createCheckout: typeof createCheckout;
  readonly checkoutStatus: typeof checkoutStatus;
}

const realApi: CheckoutApi = { createCheckout, checkoutStatus };

const isAbort = (error: unknown) => (error as Error | undefined)?.name === "AbortError";

/**
 * Checkout start (spec section 4): with `sid` the returned session is looked up; otherwise, or
 * after a failed payment, a new checkout is created with the coupon code. Failures end in an
 * error state the page offers to retry, never in an endless spinner.
 */
export function useOrder(options: {
  readonly sid: string | null;
  readonly couponCode: string | undefined;
  readonly enabled: boolean;
  readonly api?: CheckoutApi;
}) {
  const { sid, couponCode, enabled, api = realApi } = options;
  const [status, setStatus] = useState<OrderStatus>("pending");
  const [checkout, setCheckout] = useState<CheckoutState>({ phase: enabled ? "loading" : "none" });
  const [outcome, setOutcome] = useState<CheckoutSessionStatus | null>(null);
  const sessionRead = useRef(false);
  // One key per attempt: the effect running twice (React's strict mode, a re-render) sends the
  // same key and gets the same session; Retry starts a new attempt with a new key.
  const [attemptKey, setAttemptKey] = useState(newAttemptKey);
  // The checkout and the buyer's e-mails speak the page's language.
  const locale = useLocale();

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const run = async () => {
      setCheckout({ phase: "loading" });
      try {
        if (sid && !sessionRead.current) {
          const returned = await api.checkoutStatus(sid, { signal: controller.signal });
          sessionRead.current = true;
          setOutcome(returned);
          if (returned === "complete") {
            setStatus("completed");
            setCheckout({ phase: "none" });
            return;
          }
          setStatus("failed");
        }
        // It charges the currency the page shows the price in (<html data-currency>, decision 056),
        // unless the Price lacks it: then the page shows what the form charges, not what it asked.
        const asked = currentCurrency();
        const created = await api.createCheckout(couponCode, {
          signal: controller.signal,
          attemptKey,
          locale,
          currency: asked,
        });
        const charged = licenceCurrencyOf(created.currency);
        const fellBack = charged !== undefined && charged !== asked;
        if (fellBack) showCurrency(charged);
        setCheckout({
          phase: "ready",
          clientSecret: created.clientSecret,
          unusableCoupon: created.unusableCoupon,
          unchargedCurrency: fellBack ? asked : undefined,
        });
      } catch (error) {
        if (isAbort(error)) return;
        console.error("checkout: could not start", error);
        setCheckout({ phase: "error" });
      }
    };
    void run();
    return () => controller.abort();
  }, [api, sid, couponCode, enabled, attemptKey, locale]);

  const retry = useCallback(() => setAttemptKey(newAttemptKey()), []);
  const loadFailed = useCallback(() => setCheckout({ phase: "error" }), []);
  const dismissOutcome = useCallback(() => setOutcome(null), []);

  return { status, checkout, outcome, retry, loadFailed, dismissOutcome };
}
