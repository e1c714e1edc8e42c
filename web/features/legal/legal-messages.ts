/** The legal pages' shared words (the `legal` catalogue): their header, contents and the facts they name. */
import type en from "#web/i18n/messages/en/legal.json";
import { namespace } from "#web/i18n/messages.ts";

export type LegalKey = keyof typeof en;
export const legalMessages = namespace<LegalKey>("legal");
