/** The order page's messages. */
import type en from "#web/i18n/messages/en/order-summary.json";
import { namespace } from "#web/i18n/messages.ts";

export const orderMessages = namespace<keyof typeof en>("order-summary");
