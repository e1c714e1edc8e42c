/** The console's calls about partners: the list, one partner, and what an operator changes on them. */
import { adminCalls } from "#common/api/admin.ts";
import type { CallBody } from "#common/api/call.ts";
import type { Locale } from "#common/locales.ts";
import { callApi } from "#web/lib/api-client.ts";

const { affiliateSearch, affiliate, createAffiliate, affiliateCommission, addCoupon, affiliateLanguage } = adminCalls;
const { affiliateStatus, passwordLink } = adminCalls;

/** A partner's id as the URL or the answer has it. */
type Id = string | number;

export const searchAffiliates = (query: string, cursor: string | null, signal: AbortSignal) =>
  callApi(affiliateSearch, { body: { query, cursor }, signal });

export const loadAffiliate = (id: Id, signal: AbortSignal) => callApi(affiliate, { params: { id }, signal });

/** Also makes their Stripe coupon and promotion code; the partner gets the set-your-password mail. */
export const newAffiliate = (body: CallBody<typeof createAffiliate>) => callApi(createAffiliate, { body });

export const setCommission = (id: Id, body: CallBody<typeof affiliateCommission>) =>
  callApi(affiliateCommission, { params: { id }, body });

export const addAffiliateCoupon = (id: Id, body: CallBody<typeof addCoupon>) =>
  callApi(addCoupon, { params: { id }, body });

export const setAffiliateLanguage = (id: Id, locale: Locale) =>
  callApi(affiliateLanguage, { params: { id }, body: { locale } });

/** Disabling signs the partner out of the portal at once. */
export const setAffiliateDisabled = (id: Id, disabled: boolean) =>
  callApi(affiliateStatus, { params: { id }, body: { disabled } });

export const sendPasswordLink = (id: Id) => callApi(passwordLink, { params: { id }, body: {} });
