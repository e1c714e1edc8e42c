/** The home page's messages. */
import type en from "#web/i18n/messages/en/home.json";
import { namespace } from "#web/i18n/messages.ts";

export const homeMessages = namespace<keyof typeof en>("home");
