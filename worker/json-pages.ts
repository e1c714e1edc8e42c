/**
 * A JSON array answer streamed page by page: the first page is read before the answer starts (so
 * a failure there is still a clean error status); each next page is read when the client is ready
 * for more. Neither D1 nor the Worker ever holds the whole array as one value.
 */
import { logEvent } from "./log";

export interface JsonPage<Row extends { readonly json: string }> {
  readonly rows: readonly Row[];
  /** Whether a next page may exist (the page was full). */
  readonly full: boolean;
}

/**
 * `[` + every row's `json` joined by commas + `]`, as a byte stream. `next(last)` reads the page
 * after the last row of a full page. A failure after the answer started ends the stream with an
 * error (the client sees a broken answer, never a shorter array that looks complete).
 */
export function jsonArrayStream<Row extends { readonly json: string }>(
  first: JsonPage<Row>,
  next: (last: Row) => Promise<JsonPage<Row>>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let page: JsonPage<Row> | undefined = first;
  /** The last row written, while a next page may follow it. */
  let cursor: Row | undefined;
  let opened = false;
  let wroteRows = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (done) return controller.close();
      try {
        // The next page is read only when the client is ready for more.
        if (!page && cursor) page = await next(cursor);
        const rows = page?.rows ?? [];
        let text = opened ? "" : "[";
        opened = true;
        if (rows.length > 0) {
          text += (wroteRows ? "," : "") + rows.map((row) => row.json).join(",");
          wroteRows = true;
        }
        cursor = page?.full ? rows.at(-1) : undefined;
        page = undefined;
        if (!cursor) {
          text += "]";
          done = true;
        }
        controller.enqueue(encoder.encode(text));
      } catch (error) {
        logEvent("error", { event: "json_stream.failed", error: String(error) });
        controller.error(error);
      }
    },
  });
}
