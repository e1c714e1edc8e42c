/**
 * The language a visitor reads the site in, for a page that exists in English only (a blog
 * article, a legal text, the not-found page): such a page says so in that language (issue 29,
 * item 1). Their choice (the `lang` cookie) first; then the language of the last translated page
 * they read in this tab (an in-app link keeps no referrer), kept in the tab's sessionStorage, read
 * by the site alone (functional, like the cookie: decision 054); then the address they came from.
 */
import { LANGUAGE_COOKIE } from "#common/language-choice.ts";
import { isLocale, type Locale, splitLocale } from "#common/locales.ts";
import { languagesOf, matchLocalized } from "#common/routes.ts";
import { readCookie } from "#web/lib/cookies.ts";

const READING_KEY = "reading-language";

/** sessionStorage, or undefined where the browser refuses it (storage disabled): then nothing is kept. */
function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Notes the language of a page the visitor is shown, when the page has translations to choose from. */
export function noteReading(path: string): void {
  const match = matchLocalized(path);
  if (match && languagesOf(match.route).length > 1 && isLocale(match.locale)) {
    tabStorage()?.setItem(READING_KEY, match.locale);
  }
}

function lastRead(): Locale | undefined {
  const locale = tabStorage()?.getItem(READING_KEY);
  return locale && isLocale(locale) ? locale : undefined;
}

/** The language of a same-site address under a language prefix ("/fr/faq": fr); undefined otherwise. */
function languageOfReferrer(doc: Document): Locale | undefined {
  let from: URL;
  try {
    from = new URL(doc.referrer);
  } catch {
    return undefined; // no referrer (typed address, bookmark) or none the browser would give
  }
  if (from.origin !== doc.location.origin) return undefined;
  const locale = splitLocale(from.pathname)?.locale;
  return locale && isLocale(locale) ? locale : undefined;
}

export function readingLanguage(doc: Document = document): Locale | undefined {
  const chosen = readCookie(doc, LANGUAGE_COOKIE);
  if (chosen && isLocale(chosen)) return chosen;
  return lastRead() ?? languageOfReferrer(doc);
}
