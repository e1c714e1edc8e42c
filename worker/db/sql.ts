/**
 * Raw SQL names tables and columns through the schema's objects (`${orders}`, `${orders.id}`),
 * which drizzle writes qualified and quoted. A few places of a statement take a column's bare
 * name only (SQLite refuses `"t"."c"` there); these helpers write it from the same object, so a
 * renamed column still fails the typecheck (tests/node/worker/raw-sql.test.ts keeps names out of
 * the text).
 */
import { type Column, type SQL, sql } from "drizzle-orm";

/** A column's bare name: an INSERT's column list, an UPDATE's SET target, `excluded.` in an upsert. */
export const bare = (column: Column): SQL => sql`${sql.identifier(column.name)}`;

/** `("a", "b")`: an INSERT's column list, or an upsert's conflict target. */
export const columnList = (...columns: Column[]): SQL => sql`(${sql.join(columns.map(bare), sql`, `)})`;

/** `excluded."a"`: in an upsert's DO UPDATE, the value the refused row would have written. */
export const excluded = (column: Column): SQL => sql`excluded.${bare(column)}`;

/** `"a" = value`: one assignment of an UPDATE's SET. */
export const assign = (column: Column, value: unknown): SQL => sql`${bare(column)} = ${value}`;
