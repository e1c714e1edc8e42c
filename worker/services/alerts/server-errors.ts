/**
 * Counts the Worker's 5xx answers per clock hour in `error_counts`, for the server-errors alert
 * (./conditions). The count is written after the answer is out (waitUntil) and a count that
 * cannot be written is dropped: counting never delays or changes an answer. Only 5xx answers
 * are written, so a healthy Worker spends no D1 write on it. worker/middleware/server-errors.ts
 * counts each answer.
 */
import { lt, sql } from "drizzle-orm";
import { DAY_MS } from "#common/time.ts";
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
