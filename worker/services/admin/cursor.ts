/** Keyset page cursors of the console's lists: the last row's time and id, as one opaque string. */
import { HttpError } from "#worker/errors.ts";

export const encodeCursor = (at: number, id: string | number) => `${at}~${id}`;

/** The (at, id) a cursor names; undefined for none; a 400 for text that is no cursor of ours. */
export function decodeCursor(cursor: string | null | undefined): { at: number; id: string } | undefined {
  if (!cursor) return undefined;
  const found = /^(\d{1,16})~([\w-]{1,64})$/.exec(cursor);
  if (!found) throw new HttpError(400, "cursor: not a cursor of this list");
  return { at: Number(found[1]), id: found[2] as string };
}

/** A cursor that is just an id (lists ordered by id). */
export function decodeIdCursor(cursor: string | null | undefined): number | undefined {
  if (!cursor) return undefined;
  if (!/^\d{1,16}$/.test(cursor)) throw new HttpError(400, "cursor: not a cursor of this list");
  return Number(cursor);
}
