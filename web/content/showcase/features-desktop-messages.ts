/** The desktop app features page's own messages (/features/desktop): its media, themes and Rule Manager. */
import type en from "#web/i18n/messages/en/features-desktop.json";
import { namespace } from "#web/i18n/messages.ts";

export type FeaturesDesktopKey = keyof typeof en;
export const featuresDesktopMessages = namespace<FeaturesDesktopKey>("features-desktop");
