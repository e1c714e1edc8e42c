/**
 * THE table of API calls, every feature's in one place: the Worker's tests, the fuzz test and
 * the benches walk it. The web imports only its own feature's calls (common/api/<feature>.ts),
 * so a page never ships another feature's schemas.
 */
import { adminCalls } from "./admin.ts";
import { affiliateCalls } from "./affiliates.ts";
import type { ApiCall } from "./call.ts";
import { checkoutCalls } from "./checkout.ts";
import { contactCalls } from "./contact.ts";
import { downloadCalls } from "./downloads.ts";
import { healthCalls } from "./health.ts";
import { insightCalls } from "./insights.ts";
import { licenceCalls } from "./licences.ts";
import { payoutCalls } from "./payouts.ts";
import { symbolCalls } from "./symbols.ts";
import { vitalsCalls } from "./vitals.ts";

export const apiCalls = {
  admin: adminCalls,
  affiliates: affiliateCalls,
  checkout: checkoutCalls,
  contact: contactCalls,
  downloads: downloadCalls,
  health: healthCalls,
  insights: insightCalls,
  licences: licenceCalls,
  payouts: payoutCalls,
  symbols: symbolCalls,
  vitals: vitalsCalls,
} as const;

/** Every call with its feature and name, e.g. { feature: "symbols", name: "search", ... }. */
export const allCalls: readonly (ApiCall & { readonly feature: string; readonly name: string })[] = Object.entries(
  apiCalls,
).flatMap(([feature, calls]) => Object.entries(calls).map(([name, call]) => ({ ...(call as ApiCall), feature, name })));

/** The path prefixes the API owns: an unmatched path under them is a JSON 404, never a redirect. */
export const apiPrefixes = ["/api/", "/tv/", "/stripe/", "/ResetLicenseKey/"] as const;
