/**
 * Stripe.js for the order page only: loaded on demand (never at import time, so no other page
 * fetches it) and its script removed when the page is left (spec call 3).
 */
import type { Stripe } from "@stripe/stripe-js";
import { loadStripe } from "@stripe/stripe-js/pure";

export const STRIPE_JS_ORIGIN = "https://js.stripe.com";

export function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  return loadStripe(publishableKey);
}

/** Takes Stripe.js's script tags out of the document. */
export function removeStripeScripts(doc: Document = document): void {
  for (const script of doc.querySelectorAll(`script[src^="${STRIPE_JS_ORIGIN}"]`)) script.remove();
}
