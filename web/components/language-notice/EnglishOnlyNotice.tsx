import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useState } from "react";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "#common/locales.ts";
import { buttonClass } from "#web/components/button.ts";
import { consentBanner } from "#web/components/consent/consent-state.ts";
import { NavLink } from "#web/components/NavLink.tsx";
// The language suggestion's panel: the same place and look, and its CSS is already the entry's (no stylesheet more).
import styles from "#web/components/shell/LanguageSuggestion.module.css";
import { languageWords } from "#web/i18n/languages.ts";
import { loadCatalogue, type Namespace } from "#web/i18n/messages.ts";
import { readingLanguage } from "#web/i18n/reading-language.ts";

interface Props<Key extends string> {
  /** The catalogue whose message says it, loaded in the visitor's language when needed. */
  readonly messages: Namespace<Key>;
  readonly text: Key;
}

/**
 * On a page in English only (blog, legal texts, the not-found page at an English address), a word
 * in the visitor's own language when it is not English (readingLanguage: their choice, the
 * translated page they came from): what the page is, and a link to the home page in their
 * language. After hydration, as the language suggestion is, at the bottom of the viewport where it
 * moves nothing; it waits while the consent banner asks. The English page is the same for all.
 */
export function EnglishOnlyNotice<Key extends string>({ messages, text }: Props<Key>) {
  useSignals();
  const [notice, setNotice] = useState<{ readonly locale: Locale; readonly text: string }>();

  useEffect(() => {
    const locale = readingLanguage();
    if (!locale || locale === DEFAULT_LOCALE) return;
    let shown = true;
    loadCatalogue(messages.name, locale).then(
      (i18n) => shown && setNotice({ locale, text: i18n._(text) }),
      (error: unknown) => console.warn("notice: its words could not be loaded", error),
    );
    return () => {
      shown = false;
    };
  }, [messages, text]);

  if (!notice || consentBanner.value.open) return null;
  const words = languageWords[notice.locale];
  return (
    <section className={styles.banner} lang={notice.locale} aria-label={words.name}>
      <p className={styles.text}>{notice.text}</p>
      <NavLink
        target={{ kind: "language", href: localizedPath(notice.locale, "/"), locale: notice.locale }}
        className={buttonClass("primary")}
      >
        {`${words.name} · ${words.home}`}
      </NavLink>
      <button type="button" className={buttonClass("outline")} onClick={() => setNotice(undefined)}>
        {words.dismiss}
      </button>
    </section>
  );
}
