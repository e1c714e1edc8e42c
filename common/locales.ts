/**
 * The site's languages (decision 054): English at today's paths, every other language under its
 * own prefix (/fr/, /pt-br/pricing). The route table, the SPA, the prerender, the sitemap and the
 * Worker all read this file, so a language exists in one place. Runtime-neutral.
 */

/** The languages a visitor can read the site in; English first (the default, at unprefixed paths). */
export const locales = ["en", "es", "pt-BR", "fr", "de", "it", "ja", "zh-Hans"] as const;
export type Locale = (typeof locales)[number];

/**
 * The pseudo-locale: English accented and about 40 % longer, to see clipped or overflowing text
 * before a real translation shows it. Served by test and development builds only.
 */
export const PSEUDO_LOCALE = "en-XA";
export type SiteLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = "en";

/**
 * Vite writes the build's mode in place of `import.meta.env.MODE` (written out whole, or it would
 * not); a plain Node run (tsx scripts) has none and counts as production.
 */
const mode = import.meta.env?.MODE;
export const pseudoLocaleServed = mode !== undefined && mode !== "production";

/** The URL segment of each language: lower case, as a URL is best typed and shared (BCP 47 ignores case). */
const segments: Readonly<Record<SiteLocale, string>> = {
  en: "",
  es: "es",
  "pt-BR": "pt-br",
  fr: "fr",
  de: "de",
  it: "it",
  ja: "ja",
  "zh-Hans": "zh-hans",
  "en-XA": "en-xa",
};

/** Every language a build serves: the pseudo-locale only outside production. */
export const servedLocales: readonly SiteLocale[] = pseudoLocaleServed ? [...locales, PSEUDO_LOCALE] : locales;

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

/** "/fr" for French, "" for English. */
export function prefixOf(locale: SiteLocale): string {
  return locale === DEFAULT_LOCALE ? "" : `/${segments[locale]}`;
}

/** A route path in a language: "/" -> "/fr/", "/pricing" -> "/fr/pricing"; English paths are unchanged. */
export function localizedPath(locale: SiteLocale, path: string): string {
  return `${prefixOf(locale)}${path}`;
}

/**
 * A path's language and the route path under its prefix: "/fr/" -> fr and "/", "/ja/features/web" ->
 * ja and "/features/web". A path whose first segment is no served language's exact spelling is
 * English ("/FR/" and "/xx/" stay English paths, which no route matches). "/fr" (no slash) has
 * no route path: undefined.
 */
export function splitLocale(path: string): { locale: SiteLocale; rest: string } | undefined {
  for (const locale of servedLocales) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = prefixOf(locale);
    if (path === prefix) return undefined;
    if (path.startsWith(`${prefix}/`)) return { locale, rest: path.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, rest: path };
}

/**
 * The message catalogue every page loads besides its own (web/i18n/messages/<locale>/<pageId>.json):
 * the shell's (routes.ts cataloguesOf adds the shared ones a page names).
 */
export const SHELL_CATALOGUE = "shell";
