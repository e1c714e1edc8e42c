/**
 * What the language switcher and the suggestion banner say, each language in itself: a visitor
 * must recognise their own language on a page in another one. A few words per language, on every
 * page; the pages' own text lives in the catalogues.
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
  /** The suggestion banner's sentence, its button and its close button's name. */
  readonly offer: string;
  readonly read: string;
  readonly dismiss: string;
}

export const languageWords: Readonly<Record<Locale, LanguageWords>> = {
  en: {
    name: "English",
    home: "home page",
    offer: "This page is also in English.",
    read: "Read in English",
    dismiss: "Close",
  },
  es: {
    name: "Español",
    home: "página de inicio",
    offer: "Esta página también está en español.",
    read: "Leer en español",
    dismiss: "Cerrar",
  },
  "pt-BR": {
    name: "Português (Brasil)",
    home: "página inicial",
    offer: "Esta página também está em português.",
    read: "Ler em português",
    dismiss: "Fechar",
  },
  fr: {
    name: "Français",
    home: "page d’accueil",
    offer: "Cette page existe aussi en français.",
    read: "Lire en français",
    dismiss: "Fermer",
  },
  de: {
    name: "Deutsch",
    home: "Startseite",
    offer: "Diese Seite gibt es auch auf Deutsch.",
    read: "Auf Deutsch lesen",
    dismiss: "Schließen",
  },
  it: {
    name: "Italiano",
    home: "pagina iniziale",
    offer: "Questa pagina è disponibile anche in italiano.",
    read: "Leggi in italiano",
    dismiss: "Chiudi",
  },
  ja: {
    name: "日本語",
    home: "ホーム",
    offer: "このページは日本語でもご覧いただけます。",
    read: "日本語で読む",
    dismiss: "閉じる",
  },
  "zh-Hans": {
    name: "简体中文",
    home: "首页",
    offer: "此页面也有简体中文版。",
    read: "阅读中文版",
    dismiss: "关闭",
  },
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
