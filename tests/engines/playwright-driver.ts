/** The engine primitives of ui.ts over a Playwright page: Chromium, and Firefox ESR over WebDriver BiDi. */
import type { Page } from "@playwright/test";
import type { EngineDriver } from "./ui";

const ACTION_MS = 5_000;

export function playwrightDriver(page: Page): EngineDriver {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return {
    goto: async (url) => void (await page.goto(url)),
    // The journeys' in-page functions take plain JSON arguments, which Playwright passes as they are.
    evaluate: <A, R>(fn: (arg: A) => R, arg: A) => page.evaluate<R, unknown>(fn as (arg: unknown) => R, arg),
    // A short timeout: a marked element that React replaced never comes back, and ui.ts looks again.
    click: (selector) => page.click(selector, { timeout: ACTION_MS }),
    async type(selector, text) {
      await page.fill(selector, "", { timeout: ACTION_MS });
      await page.locator(selector).pressSequentially(text, { timeout: ACTION_MS });
    },
    takeScriptErrors: async () => errors.splice(0),
    screenshot: () => page.screenshot(),
  };
}
