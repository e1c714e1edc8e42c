/**
 * A page's catalogues (cataloguesOf: the shell's, the page's own, the shared ones it reads).
 * Loaded before a translated page is hydrated or prerendered, so it renders at once in its language.
 */
import { DEFAULT_LOCALE } from "#common/locales.ts";
import { cataloguesOf, matchLocalized, pageIdOf } from "#common/routes.ts";
import { loadCatalogue } from "./messages";

/** Undefined when there is nothing to wait for (English, an unknown path): the caller goes on at once. */
export function loadPageMessages(path: string): Promise<unknown> | undefined {
  const match = matchLocalized(path);
  if (!match || match.locale === DEFAULT_LOCALE) return undefined;
  return Promise.all(cataloguesOf(pageIdOf(match.route)).map((name) => loadCatalogue(name, match.locale)));
}
