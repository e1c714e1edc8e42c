/**
 * The catalogue `english-only`: the sentence a page in English only says in the visitor's language
 * (EnglishOnlyNotice). Its English is the reference the translations are checked against.
 */
import type en from "#web/i18n/messages/en/english-only.json";
import { namespace } from "#web/i18n/messages.ts";

export const englishOnlyMessages = namespace<keyof typeof en>("english-only");
