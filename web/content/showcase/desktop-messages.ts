/** The desktop overview's messages (/desktop). */
import type en from "#web/i18n/messages/en/desktop.json";
import { namespace } from "#web/i18n/messages.ts";

export type DesktopKey = keyof typeof en;
export const desktopMessages = namespace<DesktopKey>("desktop");
