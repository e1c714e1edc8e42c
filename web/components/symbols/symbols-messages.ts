/** The symbol-check widget's messages (spec: "Symbol-check widget"), a catalogue its pages name in `sharedCatalogues`. */
import type en from "#web/i18n/messages/en/symbols.json";
import { namespace } from "#web/i18n/messages.ts";

export type SymbolsKey = keyof typeof en;
export const symbolsMessages = namespace<SymbolsKey>("symbols");
