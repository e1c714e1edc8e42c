/**
 * Layout shifts in a real browser: what CLS adds up. Call `recordLayoutShifts` before the page
 * loads (it is an init script), `layoutShifts` once it has settled, and before any full-page
 * screenshot, which resizes the viewport and moves everything.
 */
import type { Page } from "@playwright/test";

/** Sums the layout shifts of the page from its start (the metric's own rule: not after input). */
export const recordLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __shifts: number };
    w.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });

export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number }).__shifts);
