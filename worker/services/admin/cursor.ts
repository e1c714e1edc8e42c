/** Keyset page cursors of the console's lists: the last row's time and id, as one opaque string. */
import { and, eq, lt, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { ID_CURSOR, TIME_CURSOR } from "#common/api/admin.ts";
import type { Db } from "#worker/db/client.ts";

const encodeCursor = (at: number, id: string | number) => `${at}~${id}`;

/**
 * A cursor's text that is no cursor of ours is refused by the contract (a 400 before the service);
 * one reaching a service is a caller that skipped the contract: a bug.
 */
const notACursor = (cursor: string) => new Error(`not a cursor of this list: ${cursor.slice(0, 80)}`);

/** The (at, id) a cursor names; undefined for none. */
function decodeCursor(cursor: string | null | undefined): { at: number; id: string } | undefined {
  if (!cursor) return undefined;
  const found = TIME_CURSOR.exec(cursor);
  if (!found) throw notACursor(cursor);
  return { at: Number(found[1]), id: found[2] as string };
}

/** A cursor that is just an id (lists ordered by id). */
function decodeIdCursor(cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  if (!ID_CURSOR.test(cursor)) throw notACursor(cursor);
  return Number(cursor);
}

/** A list ordered by id, newest first: the rows after the cursor's (ids below it); none without one. */
export function idsBefore(id: SQLiteColumn, cursor: string | null | undefined): SQL | undefined {
  const before = decodeIdCursor(cursor);
  return before === undefined ? undefined : lt(id, before);
}

/** A list ordered by (time, id), newest first: the rows after the cursor's; none without one. */
export function olderThan(at: SQLiteColumn, id: SQLiteColumn, cursor: string | null | undefined): SQL | undefined {
  const after = decodeCursor(cursor);
  if (!after) return undefined;
  const key = id.dataType === "number" ? Number(after.id) : after.id;
  return or(lt(at, after.at), and(eq(at, after.at), lt(id, key)));
}

/**
 * One keyset page from the `limit + 1` rows read: the first `limit`, and the cursor of the next
 * page (from the last row kept) when the extra row shows there is one.
 */
export function pageOf<T>(rows: readonly T[], limit: number, cursorOf: (last: T) => string) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, next: rows.length > limit && last !== undefined ? cursorOf(last) : null };
}

/** The cursor of an id-ordered list. */
export const idCursor = (last: { readonly id: number }) => String(last.id);

/** The cursor of a (time, id)-ordered list. */
export const timeCursor = (last: { readonly createdAt: number; readonly id: string | number }) =>
  encodeCursor(last.createdAt, last.id);

/**
 * A console list's read: its filter and the cursor of the page to read in, that page out (`limit`:
 * tests ask for smaller pages), with whatever `Extra` the list answers beside its rows.
 */
export type ListRead<Filter, Row, Extra = unknown> = (
  db: Db,
  input: Filter & { readonly cursor?: string | null | undefined },
  limit?: number,
) => Promise<{ items: Row[]; next: string | null } & Extra>;
