/**
 * The words every licence offer shares: /pricing, /pricing/web, /pricing/desktop, the order page and the
 * showcase's trial offer (the routes' sharedCatalogues).
 */
import type en from "#web/i18n/messages/en/pricing-common.json";
import { namespace } from "#web/i18n/messages.ts";

export type PricingCommonKey = keyof typeof en;
export const pricingCommonMessages = namespace<PricingCommonKey>("pricing-common");
