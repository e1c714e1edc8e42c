/**
 * A prerendered page paints once, whole (decision 063). With its CSS inline (decision 062) nothing
 * held the first paint, so Chromium painted what the parser had reached (the top bar) and the
 * page's largest text or image a frame later, after more parsing: Lighthouse then counts that
 * parsing into the largest paint. `<link rel="expect" blocking="render">` holds rendering until the
 * footer's start tag is parsed, that is until the whole <main> is in the document. A browser
 * without it paints as before.
 */
import { FOOTER_ID } from "#common/first-paint.ts";

export const paintOnceLink = `<link rel="expect" href="#${FOOTER_ID}" blocking="render" />`;

/**
 * The body's footer, which the link waits for: without it rendering would wait for the end of the
 * parse, so a page that lost its footer stops the build.
 */
export function assertPaintOnceTarget(path: string, body: string): void {
  if (!body.includes(`<footer id="${FOOTER_ID}"`)) throw new Error(`${path} has no <footer id="${FOOTER_ID}">`);
}
