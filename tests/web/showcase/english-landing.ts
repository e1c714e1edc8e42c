/** The landing in English, as the home page shows it: the tests' view of its content. */
import { englishOf } from "#tests/web/english.ts";
import { landingIn } from "#web/content/showcase/landing.ts";
import { homeMessages } from "#web/features/showcase/home-messages.ts";
import { formatterOf } from "#web/i18n/format.ts";

export const landing = landingIn(await englishOf(homeMessages), formatterOf("en"));
