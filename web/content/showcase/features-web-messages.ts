/** The web app features page's own messages (/features/web). */
import type en from "#web/i18n/messages/en/features-web.json";
import { namespace } from "#web/i18n/messages.ts";

export type FeaturesWebKey = keyof typeof en;
export const featuresWebMessages = namespace<FeaturesWebKey>("features-web");
