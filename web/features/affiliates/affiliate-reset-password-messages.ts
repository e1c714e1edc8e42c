/** The messages of the reset-password page (/affiliates/resetpassword). */
import type en from "#web/i18n/messages/en/affiliate-reset-password.json";
import { namespace } from "#web/i18n/messages.ts";

export const resetPasswordMessages = namespace<keyof typeof en>("affiliate-reset-password");
