/** The console's calls about affiliate payouts: balances due, batches, one batch, paying a line, its CSV. */
import { pathOf } from "#common/api/call.ts";
import { type MarkPaidRequest, payoutCalls } from "#common/api/payouts.ts";
import { apiUrl, callApi } from "#web/lib/api-client.ts";

export const loadBalances = (signal: AbortSignal) => callApi(payoutCalls.balances, { signal });

/** A batch of every balance due; the answer names it. */
export const newBatch = () => callApi(payoutCalls.createBatch, { body: {} });

export const listBatches = (cursor: string | null, signal: AbortSignal) =>
  callApi(payoutCalls.batches, { body: { cursor }, signal });

export const loadBatch = (id: string | number, signal: AbortSignal) =>
  callApi(payoutCalls.batch, { params: { id }, signal });

export const markPaid = (id: number, body: MarkPaidRequest) => callApi(payoutCalls.markPaid, { params: { id }, body });

/** The batch's CSV: the browser saves the file itself, so the link carries the address (on the API base, as every call). */
export const batchCsvUrl = (id: number) => apiUrl(pathOf(payoutCalls.batchCsv, { id }));
