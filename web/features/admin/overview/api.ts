/** The console's call for the overview: the shop at a glance. */
import { adminCalls } from "#common/api/admin.ts";
import { callApi } from "#web/lib/api-client.ts";

export const loadOverview = (signal: AbortSignal) => callApi(adminCalls.overview, { signal });
