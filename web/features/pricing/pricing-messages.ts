/** The pricing pages' own messages; the words they share with the order page are pricing-common's. */

import type pricingEn from "#web/i18n/messages/en/pricing.json";
import type desktopEn from "#web/i18n/messages/en/pricing-desktop.json";
import type webEn from "#web/i18n/messages/en/pricing-web.json";
import { namespace } from "#web/i18n/messages.ts";

export type PricingWebKey = keyof typeof webEn;

export const pricingMessages = namespace<keyof typeof pricingEn>("pricing");
export const pricingWebMessages = namespace<PricingWebKey>("pricing-web");
export const pricingDesktopMessages = namespace<keyof typeof desktopEn>("pricing-desktop");
