import type { Page, Route } from "@playwright/test";

/**
 * Holds back the site's own scripts (the build's /assets/*.js) until `release()`, so a test can
 * use a prerendered page the way a visitor on a slow line does: painted, not yet hydrated. Module
 * scripts hold DOMContentLoaded back, so such a test navigates with `waitUntil: "commit"`.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/*.js", async (route: Route) => {
    await held;
    await route.continue();
  });
  return { release };
}
