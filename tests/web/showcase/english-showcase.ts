/** The desktop overview and the features pages in English, as they show them: the tests' view of their content. */

import { englishMatrix } from "#web/content/pricing/matrix-words.ts";
import {
  accordionItemsIn,
  desktopMediaIn,
  reportingTabsIn,
  themesIn,
  webMediaIn,
} from "#web/content/showcase/features.ts";
import { ruleCardsIn } from "#web/content/showcase/rules.ts";
import { desktopOverviewIn, testimonialsIn } from "#web/content/showcase/showcase.ts";
import { desktopMessages } from "#web/features/showcase/desktop-messages.ts";
import { featuresDesktopMessages } from "#web/features/showcase/features-desktop-messages.ts";
import { featuresWebMessages } from "#web/features/showcase/features-web-messages.ts";
import { featuresTourMessages } from "#web/features/showcase/tour-messages.ts";
import { formatterOf } from "#web/i18n/format.ts";
import { type Namespace, type Translate, translator } from "#web/i18n/messages.ts";

const english = <Key extends string>(ns: Namespace<Key>): Translate<Key> => {
  const t = translator(ns, "en");
  if (!t) throw new Error("the English catalogue is always loaded");
  return t;
};

const desktop = english(desktopMessages);
const tour = english(featuresTourMessages);
const featuresDesktop = english(featuresDesktopMessages);

export const desktopOverview = desktopOverviewIn(desktop, formatterOf("en"), englishMatrix);
export const testimonials = testimonialsIn(desktop);
export const accordionItems = accordionItemsIn(tour);
export const accordionMedia = {
  web: webMediaIn(english(featuresWebMessages)),
  desktop: desktopMediaIn(featuresDesktop),
};
export const reportingTabs = reportingTabsIn(tour);
export const themes = themesIn(featuresDesktop).map((theme) => theme.image);
export const ruleCards = ruleCardsIn(featuresDesktop);
