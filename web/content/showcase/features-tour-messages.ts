/**
 * The features tour's messages: what /features/web and /features/desktop both show (the
 * accordion, the reporting, the indicator search), a catalogue both routes name in
 * `sharedCatalogues`.
 */
import type en from "#web/i18n/messages/en/features-tour.json";
import { namespace } from "#web/i18n/messages.ts";

export type TourKey = keyof typeof en;
export const featuresTourMessages = namespace<TourKey>("features-tour");
