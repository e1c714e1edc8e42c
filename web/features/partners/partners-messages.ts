/** The partners page's messages. */
import type en from "#web/i18n/messages/en/partners.json";
import { namespace } from "#web/i18n/messages.ts";

export const partnersMessages = namespace<keyof typeof en>("partners");
