/** The console frame's call: who is signed in (and whether they may be here at all). */
import { adminCalls } from "#common/api/admin.ts";
import { callApi } from "#web/lib/api-client.ts";

export const loadOperator = (signal: AbortSignal) => callApi(adminCalls.me, { signal });
