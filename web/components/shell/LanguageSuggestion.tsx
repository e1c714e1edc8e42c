import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense, useEffect, useState } from "react";
import { SUGGESTION_ATTRIBUTE } from "#common/language-choice.ts";
import { isLocale, type Locale } from "#common/locales.ts";
import { consentBanner } from "#web/components/consent/consent-state.ts";
import { rememberLanguage } from "#web/i18n/languages.ts";
import { useLocale } from "#web/i18n/messages.ts";
import { useLanguageLinks } from "#web/i18n/use-language-links.ts";

// Its words and stylesheet load only when there is a suggestion to show (decision 060).
const LanguagePanel = lazy(() => import("./LanguagePanel"));

/**
 * The Worker's language suggestion (decision 054), in the suggested language: a small region fixed
 * at the bottom of the viewport, so showing it moves nothing (CLS 0) and it covers neither the
 * top bar nor the page's heading. It waits while the consent banner, in the same place, asks its
 * question: one request at a time. Never a redirect. Closing it remembers the page's language as
 * the visitor's choice, so it is not offered again.
 */
export function LanguageSuggestion() {
  useSignals();
  const [suggested, setSuggested] = useState<Locale>();
  const links = useLanguageLinks();
  const pageLocale = useLocale();

  // After hydration only: the prerendered page is the same for everyone.
  useEffect(() => {
    const value = document.documentElement.getAttribute(SUGGESTION_ATTRIBUTE) ?? "";
    if (isLocale(value)) setSuggested(value);
  }, []);

  const link = suggested && links.find((l) => l.locale === suggested && l.samePage);
  if (!suggested || !link || suggested === pageLocale || consentBanner.value.open) return null;
  return (
    <Suspense fallback={null}>
      <LanguagePanel
        kind="suggestion"
        locale={suggested}
        href={link.href}
        onDismiss={() => {
          if (pageLocale !== "en-XA") rememberLanguage(pageLocale);
          setSuggested(undefined);
        }}
      />
    </Suspense>
  );
}
