/**
 * The feature matrix's words (the shared catalogue `feature-matrix`): feature names, what a card
 * says of a feature, the status tags and the launch deal's terms. The English JSON is the
 * matrix's text; any page that names a feature reads it through these words in its language.
 */
import { type Formatter, formatterOf } from "#web/i18n/format.ts";
import type en from "#web/i18n/messages/en/feature-matrix.json";
import { namespace, type Translate, useLocale, useMessages } from "#web/i18n/messages.ts";

export type MatrixKey = keyof typeof en;

export const featureMatrixMessages = namespace<MatrixKey>("feature-matrix");

/** The matrix's text in one language, and that language's dates (the launch deal's last day). */
export interface MatrixWords {
  readonly t: Translate<MatrixKey>;
  readonly format: Formatter;
}

/** The matrix's words in the page's language (suspends while its catalogue loads). */
export function useMatrixWords(): MatrixWords {
  const t = useMessages(featureMatrixMessages);
  return { t, format: formatterOf(useLocale()) };
}
