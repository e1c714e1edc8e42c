/** The shared `faq` catalogue: the FAQ page's words and its questions, which other pages embed. */
import type en from "#web/i18n/messages/en/faq.json";
import { namespace } from "#web/i18n/messages.ts";

export type FaqKey = keyof typeof en;
export const faqMessages = namespace<FaqKey>("faq");
