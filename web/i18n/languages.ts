/**
 * What the language switcher says, each language in itself: a visitor must recognise their own
 * language on a page in another one. A few words per language, on every page; the suggestion's
 * and the notice's sentences are their panel's (web/components/shell/LanguagePanel.tsx), the
 * pages' own text lives in the catalogues.
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_DAYS } from "#common/language-choice.ts";
import { type Locale, locales, localizedPath, splitLocale } from "#common/locales.ts";
import { languagesOf, matchLocalized } from "#common/routes.ts";
import { setCookie } from "#web/lib/cookies.ts";

interface LanguageWords {
  /** The language's own name. */
  readonly name: string;
  /** Said after the name when the current page is not translated yet: the link goes to that language's home. */
  readonly home: string;
}

export const languageWords: Readonly<Record<Locale, LanguageWords>> = {
  en: { name: "English", home: "home page" },
  es: { name: "Español", home: "página de inicio" },
  "pt-BR": { name: "Português (Brasil)", home: "página inicial" },
  fr: { name: "Français", home: "page d’accueil" },
  de: { name: "Deutsch", home: "Startseite" },
  it: { name: "Italiano", home: "pagina iniziale" },
  ja: { name: "日本語", home: "ホーム" },
  "zh-Hans": { name: "简体中文", home: "首页" },
};

export interface LanguageLink {
  readonly locale: Locale;
  readonly href: string;
  /** The current page in that language; false: that language's home page (the page is not translated yet). */
  readonly samePage: boolean;
  readonly current: boolean;
}

/**
 * The switcher's links from a path: the same page in each language where it is translated,
 * otherwise that language's home page.
 */
export function languageLinks(path: string): LanguageLink[] {
  const match = matchLocalized(path);
  const rest = splitLocale(path)?.rest ?? "/";
  return locales.map((locale) => {
    const samePage = match !== undefined && languagesOf(match.route).includes(locale);
    return {
      locale,
      href: localizedPath(locale, samePage ? rest : "/"),
      samePage,
      current: match?.locale === locale,
    };
  });
}

/** Remembers a language the visitor picked, for the Worker's next suggestion (a functional cookie: decision 054). */
export function rememberLanguage(locale: Locale, doc: Document = document): void {
  setCookie(doc, LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS);
}
