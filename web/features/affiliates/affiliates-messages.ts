/** The messages of the affiliate portal's sign-in page (/affiliates). */
import type en from "#web/i18n/messages/en/affiliates.json";
import { namespace } from "#web/i18n/messages.ts";

export const affiliatesMessages = namespace<keyof typeof en>("affiliates");
