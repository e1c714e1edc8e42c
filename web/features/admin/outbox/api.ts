/** The console's calls about the mail outbox: the list, one mail, and sending it again. */
import { adminCalls } from "#common/api/admin.ts";
import type { CallBody } from "#common/api/call.ts";
import { callApi } from "#web/lib/api-client.ts";

export type OutboxState = NonNullable<CallBody<typeof adminCalls.outboxSearch>["state"]>;

export const searchOutbox = (state: OutboxState, cursor: string | null, signal: AbortSignal) =>
  callApi(adminCalls.outboxSearch, { body: { state, cursor }, signal });

export const loadMail = (id: string | number, signal: AbortSignal) =>
  callApi(adminCalls.mail, { params: { id }, signal });

export const retryMail = (id: number) => callApi(adminCalls.retryMail, { params: { id }, body: {} });
