/** The messages of /resetlicense (licence-reset). */
import type en from "#web/i18n/messages/en/licence-reset.json";
import { namespace } from "#web/i18n/messages.ts";

export const licenceResetMessages = namespace<keyof typeof en>("licence-reset");
