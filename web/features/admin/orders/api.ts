/** The console's calls about orders: the search, one order, and what an operator does to it or its keys. */
import { adminCalls, type OrderSearchRequest } from "#common/api/admin.ts";
import { callApi } from "#web/lib/api-client.ts";

export const searchOrders = (body: OrderSearchRequest, signal: AbortSignal) =>
  callApi(adminCalls.orderSearch, { body, signal });

export const loadOrder = (orderId: string | number, signal: AbortSignal) =>
  callApi(adminCalls.order, { params: { orderId }, signal });

const keyCalls = {
  revoke: adminCalls.revokeLicence,
  restore: adminCalls.restoreLicence,
  unbind: adminCalls.unbindLicence,
  grantReset: adminCalls.grantReset,
};
export type KeyAction = keyof typeof keyCalls;

/** One licence key's action (revoke, restore, unbind the device, grant one more reset). */
export const actOnKey = (action: KeyAction, key: string) => callApi(keyCalls[action], { params: { key }, body: {} });

const orderCalls = { resend: adminCalls.resendLicence, secondKey: adminCalls.secondKey, refund: adminCalls.refund };
export type OrderAction = keyof typeof orderCalls;

/** One order's action (resend its licence mail, issue a second key, refund it). */
export const actOnOrder = (action: OrderAction, orderId: string) =>
  callApi(orderCalls[action], { params: { orderId }, body: {} });
