/** The pricing pages' messages: each page's own, and those the three pages and the order page share. */

import type pricingEn from "#web/i18n/messages/en/pricing.json";
import type commonEn from "#web/i18n/messages/en/pricing-common.json";
import type desktopEn from "#web/i18n/messages/en/pricing-desktop.json";
import type webEn from "#web/i18n/messages/en/pricing-web.json";
import { namespace } from "#web/i18n/messages.ts";

export type PricingCommonKey = keyof typeof commonEn;
export type PricingWebKey = keyof typeof webEn;

/** Shared by /pricing, /pricing/web, /pricing/desktop and the order page (the route's sharedCatalogues). */
export const pricingCommonMessages = namespace<PricingCommonKey>("pricing-common");
export const pricingMessages = namespace<keyof typeof pricingEn>("pricing");
export const pricingWebMessages = namespace<PricingWebKey>("pricing-web");
export const pricingDesktopMessages = namespace<keyof typeof desktopEn>("pricing-desktop");
