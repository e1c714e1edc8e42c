/** The desktop overview and the features pages in English, as they show them: the tests' view of their content. */

import { englishMatrix, englishOf } from "#tests/web/english.ts";
import { desktopMessages } from "#web/content/showcase/desktop-messages.ts";
import {
  accordionItemsIn,
  desktopMediaIn,
  reportingTabsIn,
  themesIn,
  webMediaIn,
} from "#web/content/showcase/features.ts";
import { featuresDesktopMessages } from "#web/content/showcase/features-desktop-messages.ts";
import { featuresTourMessages } from "#web/content/showcase/features-tour-messages.ts";
import { featuresWebMessages } from "#web/content/showcase/features-web-messages.ts";
import { ruleCardsIn } from "#web/content/showcase/rules.ts";
import { desktopOverviewIn, testimonialsIn } from "#web/content/showcase/showcase.ts";

const desktop = await englishOf(desktopMessages);
const tour = await englishOf(featuresTourMessages);
const featuresDesktop = await englishOf(featuresDesktopMessages);

export const desktopOverview = desktopOverviewIn(desktop, await englishMatrix());
export const testimonials = testimonialsIn(desktop);
export const accordionItems = accordionItemsIn(tour);
export const accordionMedia = {
  web: webMediaIn(await englishOf(featuresWebMessages)),
  desktop: desktopMediaIn(featuresDesktop),
};
export const reportingTabs = { web: reportingTabsIn(tour, "web"), desktop: reportingTabsIn(tour, "desktop") };
export const themes = themesIn(featuresDesktop).map((theme) => theme.image);
export const ruleCards = ruleCardsIn(featuresDesktop);
