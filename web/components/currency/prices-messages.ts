/** The tax words of the prices (the shared catalogue `prices`, in every route that shows a price). */
import type en from "#web/i18n/messages/en/prices.json";
import { namespace } from "#web/i18n/messages.ts";

export type PricesKey = keyof typeof en;
export const pricesMessages = namespace<PricesKey>("prices");
