/**
 * A prerendered page's first paint waits for no stylesheet (decision 062): its CSS is in its HTML,
 * each file's link beside it disabled, never fetched. On a client-side navigation Vite's preload
 * helper finds those links and neither fetches a file the page already has nor adds it again later
 * in the cascade; the CSS the next page adds is fetched once, and styles it.
 */
import type { Page } from "@playwright/test";
import { pathTo, type RouteId } from "#common/routes.ts";
import { expect, test } from "./fixtures";
import { hydrated } from "./support/hydration";

/** The stylesheets a route's prerendered HTML names, disabled or not. */
async function stylesheetsOf(page: Page, id: RouteId): Promise<string[]> {
  const html = await (await page.request.get(pathTo(id))).text();
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\shref="([^"]+)"/g)].map(([, href]) => href as string);
}

/** What the document holds of each stylesheet: its links, enabled or not, and whether a <style> precedes them. */
const linksIn = (page: Page, hrefs: string[]) =>
  page.evaluate(
    (names) =>
      names.map((href) => {
        const links = [...document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`)];
        return {
          href,
          links: links.map((link) => (link.disabled ? "disabled" : "enabled")),
          inline: links.some(
            (link) => link.previousElementSibling instanceof HTMLStyleElement && link.previousElementSibling.sheet,
          ),
        };
      }),
    hrefs,
  );

const navigate = (page: Page, id: RouteId) => page.evaluate((path) => history.pushState(null, "", path), pathTo(id));

test.describe("a prerendered page's stylesheets", () => {
  test("are inline, and client-side navigations fetch only the CSS the page lacks", async ({
    page,
    visit,
    problems,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith(".css")) requested.push(pathname);
    });
    const home = await stylesheetsOf(page, "home");
    // The entry's stylesheet and the home page's own.
    expect(home.length).toBeGreaterThan(2);

    await visit("home");
    await hydrated(page);
    await expect
      .poll(() => linksIn(page, home))
      .toEqual(home.map((href) => ({ href, links: ["disabled"], inline: true })));
    expect(requested).toEqual([]);

    // /features/web shares the page header, sections, tabs and carousel with the home page; its
    // tour's divider is its own: a top rule only, where an unstyled <hr> has an inset border.
    await navigate(page, "features-web");
    await expect(page.locator("main hr").first()).toHaveCSS("border-left-style", "none");
    await expect(page.locator("main hr").first()).toHaveCSS("border-top-style", "solid");
    // /pricing/desktop shares the sections and the feature claims; its licence and aside are a grid.
    await navigate(page, "pricing-desktop");
    await expect(page.locator('main article[aria-labelledby="desktop-licence"] >> xpath=..')).toHaveCSS(
      "display",
      "grid",
    );

    await expect
      .poll(() => linksIn(page, home))
      .toEqual(home.map((href) => ({ href, links: ["disabled"], inline: true })));
    const added = [...(await stylesheetsOf(page, "features-web")), ...(await stylesheetsOf(page, "pricing-desktop"))];
    const lacking = [...new Set(added.filter((href) => !home.includes(href)))];
    expect(lacking.length).toBeGreaterThan(0);
    // Each file the home page lacked, once; none it had.
    expect(requested.toSorted()).toEqual(lacking.toSorted());
    expect(problems).toEqual([]);
  });
});
