/** The contact page's messages. */
import type en from "#web/i18n/messages/en/contact.json";
import { namespace } from "#web/i18n/messages.ts";

export const contactMessages = namespace<keyof typeof en>("contact");
