/**
 * Counts the Worker's 5xx answers per clock hour in `error_counts`, for the server-errors alert
 * (./conditions). The count is written after the answer is out (waitUntil) and a count that
 * cannot be written is dropped: counting never delays or changes an answer. Only 5xx answers
 * are written, so a healthy Worker spends no D1 write on it.
 */
import { lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { DAY_MS } from "#common/time.ts";
import type { AppEnv } from "#worker/app.ts";
import type { Db } from "#worker/db/client.ts";
import { createDb } from "#worker/db/client.ts";
import { errorCounts } from "#worker/db/schema.ts";
import { hourStart } from "./conditions";

/** Adds one 5xx answer to the hour `at` falls in. */
export async function countServerError(db: Db, at: number): Promise<void> {
  await db
    .insert(errorCounts)
    .values({ hour: hourStart(at), count: 1 })
    .onConflictDoUpdate({ target: errorCounts.hour, set: { count: sql`${errorCounts.count} + 1` } });
}

/** How long hourly counts are kept: the alert reads the last hour; the rest is for a look back. */
export const ERROR_COUNTS_KEPT_MS = 30 * DAY_MS;

/** Deletes the hourly counts older than ERROR_COUNTS_KEPT_MS (the daily cron), so the table stays small. */
export async function pruneErrorCounts(env: Pick<Env, "DB">, now = Date.now()): Promise<void> {
  await createDb(env.DB)
    .delete(errorCounts)
    .where(lt(errorCounts.hour, now - ERROR_COUNTS_KEPT_MS));
}

/** Outermost middleware: it sees every answer's final status, the error mapper's 500s included. */
export const countServerErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 500) return;
  // Unlogged: a count fails when D1 does, and the 5xx it counts has logged that failure already.
  const write = countServerError(createDb(c.env.DB), Date.now()).catch(() => {});
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // Called without an execution context (a test's app.request): the write runs unawaited.
  }
};
