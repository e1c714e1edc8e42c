/** The console's calls about the contact inbox: the list, one message, and marking it handled. */
import { adminCalls } from "#common/api/admin.ts";
import type { CallBody } from "#common/api/call.ts";
import { callApi } from "#web/lib/api-client.ts";

export type InboxStatus = NonNullable<CallBody<typeof adminCalls.contactSearch>["status"]>;

export const searchInbox = (status: InboxStatus, cursor: string | null, signal: AbortSignal) =>
  callApi(adminCalls.contactSearch, { body: { status, cursor }, signal });

export const loadMessage = (id: string | number, signal: AbortSignal) =>
  callApi(adminCalls.contactMessage, { params: { id }, signal });

/** Marks the message handled, or open again. */
export const setHandled = (id: number, handled: boolean) =>
  callApi(adminCalls.contactHandled, { params: { id }, body: { handled } });
