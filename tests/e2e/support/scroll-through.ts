import type { Page } from "@playwright/test";

/**
 * Scrolls the page from top to bottom in steps shorter than a viewport, so that every part that
 * starts once it is on screen (media, the symbol table, the carousels: useSeen) has been seen.
 * Each step waits two frames: the first renders the scroll and runs the intersection observers,
 * whose callbacks are queued as tasks that run before the second.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}
