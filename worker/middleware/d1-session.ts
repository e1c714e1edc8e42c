/**
 * Every request's D1 access goes through one D1 session (the Sessions API), so reads can be
 * served by read replicas without ever going back in time for the client:
 * - calls that only read (listed below) start anywhere ("first-unconstrained"), or at the
 *   bookmark the client sent in X-D1-Bookmark, so a client that just wrote reads its own write;
 * - every other call starts on the primary ("first-primary"): writes, and reads that must be
 *   current (sign-in, limits, webhooks).
 * Every answer that touched D1 carries the session's latest bookmark in X-D1-Bookmark.
 */

import type { MiddlewareHandler } from "hono";
import { affiliateCalls } from "#common/api/affiliates.ts";
import type { ApiCall } from "#common/api/call.ts";
import { checkoutCalls } from "#common/api/checkout.ts";
import { licenceCalls } from "#common/api/licences.ts";
import { symbolCalls } from "#common/api/symbols.ts";
import { matchPattern } from "#common/routes.ts";
import type { AppEnv } from "#worker/app.ts";
import { createDb } from "#worker/db/client.ts";

export const BOOKMARK_HEADER = "X-D1-Bookmark";

/** D1's bookmark shape (four hex groups); anything else a client sends is ignored, never passed to D1. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** Calls that never write: a replica as fresh as the caller's bookmark answers them as well as the primary. */
export const replicaReads: readonly ApiCall[] = [
  symbolCalls.search,
  affiliateCalls.transactions,
  affiliateCalls.coupons,
  affiliateCalls.resetInfo,
  checkoutCalls.session,
  licenceCalls.validate,
];

/** Where a request's session starts: the primary, anywhere, or the client's bookmark. */
export function sessionStart(method: string, path: string, bookmark: string | undefined): string {
  const readOnly = replicaReads.some((call) => call.method === method && matchPattern(call.path, path) !== undefined);
  if (!readOnly) return "first-primary";
  return bookmark !== undefined && BOOKMARK.test(bookmark) ? bookmark : "first-unconstrained";
}

/** Opens the request's session, hands it to the routes (c.var.d1 and drizzle's c.var.db), and answers its bookmark. */
export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.env.DB.withSession(sessionStart(c.req.method, c.req.path, c.req.header(BOOKMARK_HEADER)));
  c.set("d1", session);
  // drizzle's D1 driver calls only prepare() and batch(), which a session has; its types know the database alone.
  c.set("db", createDb(session as unknown as D1Database));
  await next();
  const bookmark = session.getBookmark();
  if (bookmark !== null) c.res.headers.set(BOOKMARK_HEADER, bookmark);
};
