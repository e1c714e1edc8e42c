/**
 * No page scrolls sideways: the document is no wider than the viewport, the one width check of
 * every spec (a phone at 390 px is where a long word or a fixed width shows first).
 */
import { expect, type Page } from "@playwright/test";

/** The page's sideways scroll as a problem line ("1200 px wide in 390"), or none when it fits. */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  const viewport = page.viewportSize()?.width ?? 0;
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  return width > viewport ? [`${width} px wide in ${viewport}`] : [];
}

/** Waits until the page fits its viewport's width: a layout still settling may widen it for a moment. */
export async function expectNoSidewaysScroll(page: Page, message?: string): Promise<void> {
  await expect.poll(() => sidewaysScroll(page), { message }).toEqual([]);
}
