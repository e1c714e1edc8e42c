import { useSignals } from "@preact/signals-react/runtime";
import { lazy, Suspense, useEffect, useState } from "react";
import { DEFAULT_LOCALE, type Locale, localizedPath } from "#common/locales.ts";
import { consentBanner } from "#web/components/consent/consent-state.ts";
import { loadCatalogue, type Namespace } from "#web/i18n/messages.ts";
import { readingLanguage } from "#web/i18n/reading-language.ts";

// The language suggestion's panel (the same place, look and close button), a lazy chunk: it loads
// only for a visitor who reads another language (decision 060).
const LanguagePanel = lazy(() => import("#web/components/shell/LanguagePanel.tsx"));

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
  return (
    <Suspense fallback={null}>
      <LanguagePanel
        kind="notice"
        locale={notice.locale}
        text={notice.text}
        href={localizedPath(notice.locale, "/")}
        onDismiss={() => setNotice(undefined)}
      />
    </Suspense>
  );
}
