/**
 * One D1 batch (a single transaction: all statements or none) from drizzle query builders and
 * raw SQL alike. drizzle's own `db.batch` cannot carry raw statements such as INSERT ... SELECT
 * with ON CONFLICT, which the exactly-once writes need.
 */
import type { SQL } from "drizzle-orm";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import type { Db } from "./client";

export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };

const dialect = new SQLiteAsyncDialect();

/** The statement's text and parameters, as D1 receives them (also what EXPLAIN QUERY PLAN reads in tests). */
export const queryOf = (statement: Statement): { sql: string; params: unknown[] } =>
  "toSQL" in statement ? statement.toSQL() : dialect.sqlToQuery(statement);

function prepare(d1: D1Database, statement: Statement): D1PreparedStatement {
  const query = queryOf(statement);
  return d1.prepare(query.sql).bind(...query.params);
}

export async function runBatch(db: Db, statements: readonly Statement[]): Promise<void> {
  await db.$client.batch(statements.map((statement) => prepare(db.$client, statement)));
}
