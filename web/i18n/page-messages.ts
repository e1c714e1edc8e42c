/**
 * A page's catalogues (cataloguesOf: the shell's, the page's own, the shared ones it reads) in its
 * language, English as any other: loaded before the SPA hydrates a page and before the prerender
 * renders it (which preloads them), so it renders at once in its language.
 */
import { DEFAULT_LOCALE, type SiteLocale, splitLocale } from "#common/locales.ts";
import { cataloguesOf, matchLocalized, notFoundMeta, pageIdOf } from "#common/routes.ts";
import { config } from "#web/lib/config.ts";
import { hasCatalogue, loadCatalogue } from "./messages";

export interface PageCatalogues {
  readonly locale: SiteLocale;
  readonly names: readonly string[];
}

/** The consent banner's words: on every page of a build that asks (a tag id), which holds the banner (decision 079). */
const CONSENT_CATALOGUE = "consent";

/**
 * The catalogues of the page the App shows at `path` (the not-found page where no route matches),
 * those that exist in its language: a page in English only has none of its own.
 */
export function pageCatalogues(path: string, tagId = config.gtmId): PageCatalogues {
  // The language as the App reads it (a bare prefix, /fr, is English's not-found page).
  const locale = splitLocale(path)?.locale ?? DEFAULT_LOCALE;
  const pageId = pageIdOf(matchLocalized(path)?.route ?? notFoundMeta);
  const names = [...cataloguesOf(pageId), ...(tagId ? [CONSENT_CATALOGUE] : [])];
  return { locale, names: names.filter((name) => hasCatalogue(name, locale)) };
}

/** Loads the page's catalogues (each once): the SPA shows the page when they are there. */
export function loadPageMessages(path: string): Promise<unknown> {
  const { locale, names } = pageCatalogues(path);
  return Promise.all(names.map((name) => loadCatalogue(name, locale)));
}
