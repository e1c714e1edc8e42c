import type { Page, Route } from "@playwright/test";
import type { RouteId } from "#common/routes.ts";
import { urlOf, type VisitArgs } from "./navigation";

/**
 * Holds back the site's own scripts (the build's /assets/*.js, or those `scripts` names) until
 * `release()`, so a test can use a prerendered page the way a visitor on a slow line does: painted,
 * not yet hydrated (`openBeforeHydration`), or hydrated with a chunk still on its way. `asked`
 * settles when the page first asks for one of them.
 */
export async function holdScripts(
  page: Page,
  scripts: string | RegExp = "**/assets/*.js",
): Promise<{ release: () => void; asked: Promise<void> }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let ask: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    ask = resolve;
  });
  await page.route(scripts, async (route: Route) => {
    ask();
    await held;
    await route.continue();
  });
  return { release, asked };
}

/**
 * Opens a route with every script of the site held back: the prerendered page is there to use,
 * and `release()` lets its code run. It waits for "commit", not for a load event held scripts may hold back;
 * then the stylesheets are waited for, since a browser paints nothing a visitor could use before
 * them (typing into the unstyled page scrolled to where the field was in a page twice as long).
 * A prerendered page's own are inline, ahead of its body, their links disabled and never loaded
 * (decision 062): its main landmark parsed means they are too.
 */
export async function openBeforeHydration<Id extends RouteId>(
  page: Page,
  id: Id,
  ...args: VisitArgs<Id>
): Promise<{ release: () => void }> {
  const scripts = await holdScripts(page);
  await page.goto(urlOf(id, ...args), { waitUntil: "commit" });
  await page.waitForFunction(
    () =>
      document.getElementById("main") !== null &&
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')).every(
        (link) => link.sheet,
      ),
  );
  return scripts;
}
