/** The not-found page's messages. */
import type en from "#web/i18n/messages/en/not-found.json";
import { namespace } from "#web/i18n/messages.ts";

export const notFoundMessages = namespace<keyof typeof en>("not-found");
