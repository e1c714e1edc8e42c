import type { Page, Route } from "@playwright/test";

/**
 * Holds back the site's own scripts (the build's /assets/*.js, or those `glob` names) until
 * `release()`, so a test can use a prerendered page the way a visitor on a slow line does: painted,
 * not yet hydrated, or hydrated with a chunk still on its way. Module scripts hold DOMContentLoaded
 * back, so a test holding them all navigates with `waitUntil: "commit"`.
 */
export async function holdScripts(page: Page, glob = "**/assets/*.js"): Promise<{ release: () => void }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(glob, async (route: Route) => {
    await held;
    await route.continue();
  });
  return { release };
}
