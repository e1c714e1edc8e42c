/**
 * HTTP range requests on a file of known size (RFC 9110 section 14): one range per request, which
 * is all a download manager resuming a file asks for. A Range header the server may ignore (not
 * bytes, several ranges, malformed, last before first) serves the whole file; a range that starts
 * past the end is unsatisfiable (416).
 */

export type RangeChoice =
  | { readonly kind: "full" }
  | { readonly kind: "partial"; readonly offset: number; readonly length: number }
  | { readonly kind: "unsatisfiable" };

const FULL: RangeChoice = { kind: "full" };

export function chooseRange(header: string | undefined, size: number): RangeChoice {
  if (header === undefined) return FULL;
  const spec = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!spec) return FULL;
  const [, first = "", last = ""] = spec;
  if (first === "" && last === "") return FULL;
  if (first === "") {
    // A suffix: the last N bytes (all of them when N is larger than the file).
    const suffix = Number(last);
    if (suffix === 0) return { kind: "unsatisfiable" };
    const offset = Math.max(0, size - suffix);
    return { kind: "partial", offset, length: size - offset };
  }
  const offset = Number(first);
  if (last !== "" && Number(last) < offset) return FULL;
  if (offset >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "partial", offset, length: end - offset + 1 };
}

/** `Content-Range` of a partial answer, e.g. "bytes 0-99/1000". */
export const contentRange = (offset: number, length: number, size: number) =>
  `bytes ${offset}-${offset + length - 1}/${size}`;

/** `Content-Range` of a 416: the size the client may ask within. */
export const unsatisfiedRange = (size: number) => `bytes */${size}`;

/** Whether an If-None-Match list names `etag` (weak comparison, as RFC 9110 asks for this header). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/**
 * Whether a Range may be honoured under If-Range: only when it names the current ETag exactly
 * (strong comparison); otherwise the file changed since the client's first part, and it gets all of it.
 */
export const rangeStillValid = (ifRange: string | undefined, etag: string) =>
  ifRange === undefined || (!ifRange.trim().startsWith("W/") && ifRange.trim() === etag);
