/** The console's calls about reconciliation: the past runs, and a run now. */
import { adminCalls } from "#common/api/admin.ts";
import { callApi } from "#web/lib/api-client.ts";

export const listRuns = (cursor: string | null, signal: AbortSignal) =>
  callApi(adminCalls.reconciliationRuns, { body: { cursor }, signal });

export const reconcileNow = () => callApi(adminCalls.reconcile, { body: {} });
