/**
 * After an in-app navigation the page changes under a keyboard or screen-reader user who would
 * otherwise be left on <body>: focus moves to the new page's main heading (made focusable by
 * script with tabindex -1, not a tab stop), or to <main> when a page has none. A lazily loaded
 * page shows a spinner first, so the heading is waited for a moment.
 */

const WAIT_TRIES = 40;
const WAIT_MS = 50;

/** The heading of the page in `main`, once the page (not its loading spinner) is there. */
function pageHeading(doc: Document): HTMLElement | null {
  const main = doc.getElementById("main");
  if (!main || main.querySelector("[data-page-loading]")) return null;
  return main.querySelector<HTMLElement>("h1");
}

/**
 * Focuses the new page's h1 (or <main> after the wait); `stillCurrent` tells whether another
 * navigation has come since, in which case this one gives up.
 */
export function focusPageHeading(stillCurrent: () => boolean, win: Window = window, triesLeft = WAIT_TRIES): void {
  if (!stillCurrent()) return;
  const doc = win.document;
  const heading = pageHeading(doc);
  if (!heading && triesLeft > 0) {
    win.setTimeout(() => focusPageHeading(stillCurrent, win, triesLeft - 1), WAIT_MS);
    return;
  }
  const target = heading ?? doc.getElementById("main");
  if (!target) return;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  // The scroll rule (web/lib/scroll.ts) has placed the page already.
  target.focus({ preventScroll: true });
}
