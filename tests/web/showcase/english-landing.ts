/** The landing in English, as the home page shows it: the tests' view of its content. */
import { landingIn } from "#web/content/showcase/landing.ts";
import { homeMessages } from "#web/features/showcase/home-messages.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { translator } from "#web/i18n/messages.ts";

const t = translator(homeMessages, "en");
if (!t) throw new Error("the English catalogue is always loaded");
export const landing = landingIn(t, formatterOf("en"));
