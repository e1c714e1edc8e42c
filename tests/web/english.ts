/**
 * English words for the tests that compute a page's content outside a page: English is a catalogue
 * chunk as any language (decision 054), so it is loaded before its words are read.
 */
import { DEFAULT_LOCALE } from "#common/locales.ts";
import { featureMatrixMessages, type MatrixWords } from "#web/content/pricing/feature-matrix-messages.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { loadCatalogue, type Namespace, type Translate, translator } from "#web/i18n/messages.ts";

/** A namespace's English text, once its catalogue is loaded. */
export async function englishOf<Key extends string>(ns: Namespace<Key>): Promise<Translate<Key>> {
  await loadCatalogue(ns.name, DEFAULT_LOCALE);
  const t = translator(ns, DEFAULT_LOCALE);
  if (!t) throw new Error(`the English catalogue "${ns.name}" did not load`);
  return t;
}

/** The feature matrix's words in English, as useMatrixWords() gives them on an English page. */
export const englishMatrix = async (): Promise<MatrixWords> => ({
  t: await englishOf(featureMatrixMessages),
  format: formatterOf(DEFAULT_LOCALE),
});
