/** The console's call for the audit log: operator actions, newest first, optionally about one target. */
import { adminCalls } from "#common/api/admin.ts";
import { callApi } from "#web/lib/api-client.ts";

export const searchAudit = (target: string, cursor: string | null, signal: AbortSignal) =>
  callApi(adminCalls.audit, { body: { ...(target ? { target } : {}), cursor }, signal });
