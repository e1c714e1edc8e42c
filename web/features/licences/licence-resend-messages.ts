/** The messages of /licence (licence-resend). */
import type en from "#web/i18n/messages/en/licence-resend.json";
import { namespace } from "#web/i18n/messages.ts";

export const licenceResendMessages = namespace<keyof typeof en>("licence-resend");
