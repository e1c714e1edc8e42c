import { EmbeddedCheckout, EmbeddedCheckoutProvider } from "@stripe/react-stripe-js";
import { useEffect, useMemo } from "react";
import styles from "./OrderSummary.module.css";
import { loadStripeJs, removeStripeScripts } from "./stripe-script";

interface Props {
  readonly publishableKey: string;
  readonly clientSecret: string;
  /** Reports that Stripe.js could not be loaded. */
  readonly onLoadError: () => void;
}

/**
 * Stripe's embedded Checkout for one session. Kept in its own chunk with the Stripe packages,
 * so only this page downloads them; Stripe.js leaves the document with the panel.
 */
export default function EmbeddedCheckoutPanel({ publishableKey, clientSecret, onLoadError }: Props) {
  // The provider is given a promise that never rejects: it chains on it without a catch, so a
  // failed download would otherwise surface as an unhandled rejection besides our error state.
  const stripe = useMemo(
    () =>
      loadStripeJs(publishableKey).then(
        (loaded) => {
          if (!loaded) onLoadError();
          return loaded;
        },
        (error: unknown) => {
          console.error("checkout: Stripe.js could not be loaded", error);
          onLoadError();
          return null;
        },
      ),
    [publishableKey, onLoadError],
  );
  const options = useMemo(() => ({ clientSecret }), [clientSecret]);

  useEffect(() => () => removeStripeScripts(), []);

  return (
    <div className={styles.checkout} data-testid="embedded-checkout">
      <EmbeddedCheckoutProvider stripe={stripe} options={options}>
        <EmbeddedCheckout />
      </EmbeddedCheckoutProvider>
    </div>
  );
}
