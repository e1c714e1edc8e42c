/**
 * The charts' one D1 round trip: statements built with drizzle, run as a D1 batch, their rows
 * answered as D1 gives them.
 */
import { fillPlaceholders } from "drizzle-orm";
import type { Db } from "#worker/db/client.ts";

/** A statement built: its SQL and the values it binds, placeholders among them. */
export interface Built {
  readonly sql: string;
  readonly params: unknown[];
}

/** A statement drizzle builds. */
export interface Statement {
  toSQL(): Built;
}

/**
 * Runs the statements, their placeholders filled from `values`, in one D1 batch and answers each
 * one's rows as objects keyed by column name, so every field a chart reads must be selected under
 * its own name. drizzle's own batch maps each row again, field by field: over a year of days that
 * cost the Worker more than the reads themselves (decision 053, "Then").
 */
export async function batchRows(
  db: Db,
  statements: readonly Built[],
  values: Record<string, unknown>,
): Promise<unknown[][]> {
  const d1 = db.$client;
  const bound = statements.map(({ sql, params }) => d1.prepare(sql).bind(...fillPlaceholders(params, values)));
  return (await d1.batch(bound)).map((result) => result.results);
}
