/**
 * Which language to suggest to a visitor (decision 054): the Worker reads the remembered choice
 * (the `lang` cookie), then Accept-Language, then the visitor's country, and the page offers the
 * result in a banner. Never a redirect: a shared link and a crawler get the page they asked for.
 */
import { isLocale, type Locale } from "./locales.ts";

/** The cookie that remembers a language picked in the switcher or the banner (functional: no consent needed). */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_DAYS = 365;
/** The attribute of <html> the Worker sets to the language it suggests; the page's banner reads it. */
export const SUGGESTION_ATTRIBUTE = "data-suggest";
/**
 * On a prerendered page's <html>: the path it was rendered for. The not-found page (/404's) is
 * served at every unknown address, and its language links must hydrate as they were rendered.
 */
export const PRERENDERED_PATH_ATTRIBUTE = "data-path";

/** One entry of Accept-Language: a tag or "*", and an optional weight with at most three decimals. */
const ENTRY = /^([A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*|\*)(?:\s*;\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?))?$/;
/** Longer headers are not a browser's: ignored rather than parsed. */
const MAX_HEADER = 512;

/**
 * The tags of an Accept-Language header, most wanted first, without "*" and q=0. A malformed
 * header (any entry that is not a tag with an optional weight) is ignored as a whole: [].
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header || header.length > MAX_HEADER) return [];
  const entries: { tag: string; q: number; at: number }[] = [];
  for (const [at, raw] of header.split(",").entries()) {
    const part = raw.trim();
    if (part === "") continue;
    const found = ENTRY.exec(part);
    if (!found) return [];
    const tag = found[1] as string;
    const q = found[2] === undefined ? 1 : Number(found[2]);
    if (tag !== "*" && q > 0) entries.push({ tag, q, at });
  }
  return entries.sort((a, b) => b.q - a.q || a.at - b.at).map((e) => e.tag);
}

/** The languages whose tag is their primary language subtag alone. */
const byLanguage: readonly Locale[] = ["en", "es", "fr", "de", "it", "ja"];

/** The site's language for a BCP 47 tag: "fr-CH" -> fr, "pt" -> pt-BR, "zh-CN" -> zh-Hans; "zh-TW" has none. */
export function localeOfTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  const [language, ...subtags] = lower.split("-");
  if (language === "zh") {
    // Traditional script (or its regions) is not Simplified Chinese.
    if (subtags.some((s) => ["hant", "tw", "hk", "mo"].includes(s))) return undefined;
    return "zh-Hans";
  }
  if (language === "pt") return "pt-BR";
  return byLanguage.find((l) => l === language);
}

/** Countries whose one official language the site speaks (multilingual ones such as CH, BE, CA suggest nothing). */
const countryLanguage: Readonly<Record<string, Locale>> = {
  ...Object.fromEntries(
    [
      "ES",
      "MX",
      "AR",
      "CO",
      "CL",
      "PE",
      "VE",
      "EC",
      "GT",
      "CU",
      "BO",
      "DO",
      "HN",
      "PY",
      "SV",
      "NI",
      "CR",
      "PA",
      "UY",
    ].map((c) => [c, "es" as const]),
  ),
  BR: "pt-BR",
  PT: "pt-BR",
  FR: "fr",
  MC: "fr",
  DE: "de",
  AT: "de",
  LI: "de",
  IT: "it",
  SM: "it",
  JP: "ja",
  CN: "zh-Hans",
  SG: "zh-Hans",
  US: "en",
  GB: "en",
  AU: "en",
  NZ: "en",
  IE: "en",
};

export interface Visitor {
  /** The `lang` cookie, as sent. */
  readonly cookie?: string | undefined;
  readonly acceptLanguage?: string | null | undefined;
  /** ISO 3166-1 alpha-2 (request.cf.country). */
  readonly country?: string | null | undefined;
}

/** The language a visitor reads best by what their request says, or undefined when it says nothing we serve. */
export function preferredLocale({ cookie, acceptLanguage, country }: Visitor): Locale | undefined {
  if (cookie && isLocale(cookie)) return cookie;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return country ? countryLanguage[country.toUpperCase()] : undefined;
}

/**
 * The language to suggest on a page in `pageLocale` that exists in `available`: the visitor's
 * preferred one when it differs and the page exists in it; otherwise nothing.
 */
export function suggestedLocale(
  visitor: Visitor,
  pageLocale: string,
  available: readonly string[],
): Locale | undefined {
  const preferred = preferredLocale(visitor);
  return preferred && preferred !== pageLocale && available.includes(preferred) ? preferred : undefined;
}
