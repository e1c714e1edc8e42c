/**
 * The catalogue `consent`: the analytics question (ConsentPanel), loaded with the panel when the
 * banner opens rather than with the shell on every page (decision 060). The footer's "Cookie
 * settings" button is the shell's.
 */
import type en from "#web/i18n/messages/en/consent.json";
import { namespace } from "#web/i18n/messages.ts";

export const consentMessages = namespace<keyof typeof en>("consent");
