import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { SUGGESTION_ATTRIBUTE } from "#common/language-choice.ts";
import { isLocale, type Locale } from "#common/locales.ts";
import { buttonClass } from "#web/components/button.ts";
import { consentBanner } from "#web/components/consent/consent-state.ts";
import { NavLink } from "#web/components/NavLink.tsx";
import { languageWords, rememberLanguage } from "#web/i18n/languages.ts";
import { useLocale } from "#web/i18n/messages.ts";
import { useLanguageLinks } from "#web/i18n/use-language-links.ts";
import styles from "./LanguageSuggestion.module.css";

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
  const words = languageWords[suggested];
  return (
    <section className={styles.banner} lang={suggested} aria-label={words.name}>
      <p className={styles.text}>{words.offer}</p>
      <NavLink target={{ kind: "language", href: link.href, locale: suggested }} className={buttonClass("primary")}>
        {words.read}
      </NavLink>
      <button
        type="button"
        className={buttonClass("outline")}
        onClick={() => {
          if (pageLocale !== "en-XA") rememberLanguage(pageLocale);
          setSuggested(undefined);
        }}
      >
        {words.dismiss}
      </button>
    </section>
  );
}
