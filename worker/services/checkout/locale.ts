/**
 * The language of the checkout: the site's language tag becomes the Checkout Session's `locale`
 * (what Stripe's form speaks) and its `metadata.locale` (what fulfilment writes the buyer's
 * e-mails in). Stripe's tags are not the site's for one language: Simplified Chinese is `zh`.
 */
import type Stripe from "stripe";
import { DEFAULT_LOCALE, type Locale } from "#common/locales.ts";

/** Typed against the pinned SDK's enum: a tag Stripe does not take fails the typecheck. */
const STRIPE_LOCALES: Readonly<Record<Locale, Stripe.Checkout.SessionCreateParams.Locale>> = {
  en: "en",
  es: "es",
  "pt-BR": "pt-BR",
  fr: "fr",
  de: "de",
  it: "it",
  ja: "ja",
  "zh-Hans": "zh",
};

export interface CheckoutLanguage {
  /** The site's tag, as `metadata.locale` carries it. */
  readonly site: Locale;
  /** The Checkout Session's `locale`. */
  readonly stripe: Stripe.Checkout.SessionCreateParams.Locale;
}

/** The checkout's language from the order page's; English when the page sent none. */
export function checkoutLanguage(locale: Locale | undefined): CheckoutLanguage {
  const site = locale ?? DEFAULT_LOCALE;
  return { site, stripe: STRIPE_LOCALES[site] };
}
