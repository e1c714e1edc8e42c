/// <reference path="../blog/markdown.d.ts" />
/**
 * The legal texts, one Markdown file per language (`./<locale>/terms.md`), rendered to HTML at
 * build time (build/vite-markdown.ts). Each is its own chunk, loaded by its page in the page's
 * language only. The English text is the one that governs; each translation says so.
 */
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type SiteLocale } from "#common/locales.ts";

export type LegalDocumentId = "terms" | "privacy";

export interface LegalText {
  /** `title`, and `updated`: the day of the latest version, YYYY-MM-DD. */
  readonly frontMatter: Readonly<Record<string, string>>;
  readonly html: string;
  readonly headings: readonly { readonly id: string; readonly text: string; readonly depth: number }[];
}

type Loading = Promise<LegalText> & { status?: "fulfilled"; value?: LegalText };

const loaders = import.meta.glob<LegalText>("./*/*.md", { import: "default" });
const loading = new Map<string, Loading>();

/** The path of a text's Markdown file, relative to this folder; the pseudo-locale reads English. */
export const legalTextPath = (id: LegalDocumentId, locale: SiteLocale): string =>
  `./${locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale}/${id}.md`;

/**
 * A text in a language, loaded once: the promise is marked fulfilled when it settles, so React's
 * `use()` reads a loaded text without suspending (as the message catalogues do).
 */
export function loadLegalText(id: LegalDocumentId, locale: SiteLocale): Promise<LegalText> {
  const path = legalTextPath(id, locale);
  let text = loading.get(path);
  if (!text) {
    const loader = loaders[path];
    if (!loader) return Promise.reject(new Error(`No legal text ${path}`));
    const promise: Loading = loader().then((value) => {
      promise.status = "fulfilled";
      promise.value = value;
      return value;
    });
    text = promise;
    loading.set(path, text);
  }
  return text;
}
