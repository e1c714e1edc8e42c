import type { Page } from "@playwright/test";

/**
 * Scrolls the page from top to bottom in steps shorter than a viewport, so that every part that
 * starts once it is on screen (media, the symbol table, the carousels: useSeen) has been seen.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
}
