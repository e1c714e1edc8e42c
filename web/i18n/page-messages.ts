/**
 * A page's catalogues: the shell's and the page's own, named after its page id
 * (web/i18n/messages/<locale>/<pageId>.json). Loaded before a translated page is hydrated or
 * prerendered, so it renders at once in its language.
 */
import { DEFAULT_LOCALE, SHELL_CATALOGUE } from "#common/locales.ts";
import { matchLocalized, pageIdOf } from "#common/routes.ts";
import { loadCatalogue } from "./messages";

/** Undefined when there is nothing to wait for (English, an unknown path): the caller goes on at once. */
export function loadPageMessages(path: string): Promise<unknown> | undefined {
  const match = matchLocalized(path);
  if (!match || match.locale === DEFAULT_LOCALE) return undefined;
  return Promise.all([
    loadCatalogue(SHELL_CATALOGUE, match.locale),
    loadCatalogue(pageIdOf(match.route), match.locale),
  ]);
}
