/**
 * The language of the checkout: the site's language tag becomes the Checkout Session's `locale`
 * (what Stripe's form speaks) and its `metadata.locale` (what fulfilment writes the buyer's
 * e-mails in). Stripe's tags are not the site's for one language: Simplified Chinese is `zh`.
 */
import type Stripe from "stripe";
import { DEFAULT_LOCALE, type Locale } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { siteAddress } from "#common/site-url.ts";
import { mailText } from "#worker/mail/i18n.ts";
import { refundTerms } from "#worker/mail/licence.ts";
import type en from "#worker/mail/messages/en/checkout.json";

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

/**
 * The words the session adds to Stripe's form, in its language as the rest of the form: the terms
 * to accept, linked to the terms in that language (decision 076), and, by the pay button, the
 * spec's refund rule as the licence mail states it.
 */
export function customTextOf(
  language: CheckoutLanguage,
  siteUrl: string,
): Stripe.Checkout.SessionCreateParams.CustomText {
  const { t } = mailText<keyof typeof en>("checkout", language.site);
  return {
    terms_of_service_acceptance: {
      message: t("terms_acceptance", { terms: siteAddress(siteUrl, pathTo("terms", {}, language.site)) }),
    },
    submit: { message: refundTerms(language.site) },
  };
}

/** The checkout's language from the order page's; English when the page sent none. */
export function checkoutLanguage(locale: Locale | undefined): CheckoutLanguage {
  const site = locale ?? DEFAULT_LOCALE;
  return { site, stripe: STRIPE_LOCALES[site] };
}
