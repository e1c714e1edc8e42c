/**
 * The cron's rollup: each finished UTC day's figures into insight_days, oldest first, so a chart
 * reads a few rows per day instead of every order (decision 053). Rolling a day up again
 * replaces its rows with the same ones: a run that dies half-way, or two runs at once, leave
 * nothing counted twice.
 */
import { and, eq, gte, inArray, lt, max, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { DAY_MS } from "#common/time.ts";
import { createDb, type Db } from "#worker/db/client.ts";
import {
  checkoutStarts,
  disputes,
  insightDays,
  insightRollups,
  licences,
  orders,
  outbox,
  refunds,
} from "#worker/db/schema.ts";
import { dayOf, monthOf, nextMonthOf } from "./days";
import { ALL_METRICS, ALL_SOURCES, figuresBetween, monthly } from "./figures";

/**
 * Days summed per run of the 5-minute cron: a fresh database's year of history is caught up in
 * about three hours, and a run stays near 70 D1 queries (an invocation may make 1,000).
 */
export const DAYS_PER_RUN = 10;
/** D1 binds at most 100 parameters per statement; a row binds 7. */
const ROWS_PER_INSERT = 14;

/** When each source's rows happened: their created_at (or sent_at) indexes. */
const stamps = [
  orders.createdAt,
  licences.createdAt,
  refunds.createdAt,
  disputes.createdAt,
  checkoutStarts.createdAt,
  outbox.sentAt as SQLiteColumn,
];

/** The first day at or after `from` on which anything happened, or null: one step down each index, in one batch. */
async function nextActiveDay(db: Db, from: number): Promise<number | null> {
  const [first, ...rest] = stamps.map((at) =>
    db.select({ at }).from(at.table).where(gte(at, from)).orderBy(at).limit(1),
  );
  if (!first) return null;
  const found = await db.batch([first, ...rest]);
  const known = found.flatMap((rows) => rows.map((row) => row.at)).filter((at): at is number => typeof at === "number");
  return known.length ? dayOf(Math.min(...known)) : null;
}

/** The month rows of the month `day` falls in, summed again from its day rows (those rolled up so far). */
function monthStatements(db: Db, day: number) {
  const month = monthOf(day);
  const monthRows = db
    .select({
      metric: sql<string>`${insightDays.metric} || '.month'`.as("month_metric"),
      day: sql<number>`${month}`.as("month_day"),
      currency: insightDays.currency,
      key: insightDays.key,
      count: sql<number>`sum(${insightDays.count})`.as("count_sum"),
      amount: sql<number>`sum(${insightDays.amount})`.as("amount_sum"),
      tax: sql<number>`sum(${insightDays.tax})`.as("tax_sum"),
    })
    .from(insightDays)
    .where(
      and(
        inArray(insightDays.metric, [...ALL_METRICS]),
        gte(insightDays.day, month),
        lt(insightDays.day, nextMonthOf(day)),
      ),
    )
    .groupBy(insightDays.metric, insightDays.currency, insightDays.key);
  return [
    db
      .delete(insightDays)
      .where(and(inArray(insightDays.metric, ALL_METRICS.map(monthly)), eq(insightDays.day, month))),
    db.insert(insightDays).select(monthRows),
  ] as const;
}

/** Replaces one day's rows with its figures, sums its month again, and marks it rolled up, in one transaction. */
export async function rollUpDay(db: Db, day: number, now = Date.now()): Promise<void> {
  const figures = await figuresBetween(db, ALL_SOURCES, day, day + DAY_MS);
  const inserts = [];
  for (let i = 0; i < figures.length; i += ROWS_PER_INSERT) {
    inserts.push(db.insert(insightDays).values(figures.slice(i, i + ROWS_PER_INSERT)));
  }
  await db.batch([
    // Every metric named, so the delete walks the primary key (metric, day, ...) instead of the table.
    db.delete(insightDays).where(and(inArray(insightDays.metric, [...ALL_METRICS]), eq(insightDays.day, day))),
    ...inserts,
    ...monthStatements(db, day),
    db
      .insert(insightRollups)
      .values({ day, rolledAt: now })
      .onConflictDoUpdate({ target: insightRollups.day, set: { rolledAt: now } }),
  ]);
}

/**
 * Rolls up the finished days not rolled up yet, at most `maxDays` of them; answers the days it
 * did. Days without a single row are skipped (nothing to sum): once caught up, yesterday is
 * marked rolled up even when quiet, so requests sum only today live.
 */
export async function rollUp(db: Db, now = Date.now(), maxDays = DAYS_PER_RUN): Promise<number[]> {
  const today = dayOf(now);
  const [rolled] = await db.select({ day: max(insightRollups.day) }).from(insightRollups);
  let from = rolled?.day == null ? 0 : rolled.day + DAY_MS;
  const done: number[] = [];
  while (done.length < maxDays) {
    const next = await nextActiveDay(db, from);
    if (next === null || next >= today) break;
    await rollUpDay(db, next, now);
    done.push(next);
    from = next + DAY_MS;
  }
  if (done.length < maxDays && from < today) {
    await rollUpDay(db, today - DAY_MS, now);
    done.push(today - DAY_MS);
  }
  return done;
}

/** The cron job (worker/cron/jobs.ts). */
export const rollUpInsights = (env: Env) => rollUp(createDb(env.DB));
