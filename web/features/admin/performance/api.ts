/** The console's call for real visitors' Core Web Vitals. */
import { vitalsCalls } from "#common/api/vitals.ts";
import { callApi } from "#web/lib/api-client.ts";

export const loadVitals = (signal: AbortSignal) => callApi(vitalsCalls.admin, { signal });
