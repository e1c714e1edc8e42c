/** The forgot-password dialog's messages: a catalogue the sign-in and reset-password pages share (sharedCatalogues). */
import type en from "#web/i18n/messages/en/affiliate-forgot-password.json";
import { namespace } from "#web/i18n/messages.ts";

export const forgotPasswordMessages = namespace<keyof typeof en>("affiliate-forgot-password");
