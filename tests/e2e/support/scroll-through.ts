import type { Page, Request } from "@playwright/test";

/** How long the network must stay quiet after the scroll: a lazy part asks for its chunk within a frame or two of being seen. */
const QUIET_MS = 300;

/**
 * Waits until no request is in flight and none has started for QUIET_MS. Media is left out:
 * Chromium may keep a playing video's range request open for as long as it plays.
 */
function networkQuiet(page: Page): { readonly settled: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  let wake: (() => void) | undefined;
  const note = () => {
    changed = Date.now();
    wake?.();
  };
  const started = (request: Request) => {
    if (request.resourceType() === "media") return;
    inFlight.add(request);
    note();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) note();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  return {
    async settled() {
      try {
        for (;;) {
          const quietFor = Date.now() - changed;
          if (inFlight.size === 0 && quietFor >= QUIET_MS) return;
          // Woken by the next request event, or when the quiet period would be over.
          await new Promise<void>((resolve) => {
            wake = resolve;
            if (inFlight.size === 0) setTimeout(resolve, QUIET_MS - quietFor);
          });
        }
      } finally {
        page.off("request", started);
        page.off("requestfinished", ended);
        page.off("requestfailed", ended);
      }
    },
  };
}

/**
 * Scrolls the page from top to bottom in steps shorter than a viewport, so that every part that
 * starts once it is on screen (media, the symbol table, the carousels: useSeen) has been seen,
 * then waits for what that started to arrive. Each step waits two frames: the first renders the
 * scroll and runs the intersection observers, whose callbacks are queued as tasks that run before
 * the second. `waitForLoadState("networkidle")` cannot do the last part: it returns at once on a
 * page that was idle before.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const network = networkQuiet(page);
  await page.evaluate(async () => {
    // A frame, or 100 ms when none comes: on a loaded machine a clean-clone run once waited a
    // minute for frames on one page, and the sweep is about what loads, not about frame timing.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  await network.settled();
}
