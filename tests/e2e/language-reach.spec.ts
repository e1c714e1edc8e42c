/**
 * The language choice stays within reach (issue 41, point 5): the language suggestion, fixed at the
 * bottom of the viewport, never covers the footer's language
 * links, which on a phone are the only switcher. Scrolled to the end of the page, the point at the
 * middle of each link is that link, and a click on one goes to that language.
 */
import type { Page } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { expect, test, viewports } from "./fixtures";
import { hydrated } from "./support/hydration";

/** The footer's language links that something else covers at the end of the page. */
async function coveredLanguageLinks(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const links = page.getByRole("contentinfo").getByRole("navigation", { name: "Language" }).getByRole("link");
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !hit || !element.contains(hit);
      })
      .map((element) => element.textContent ?? ""),
  );
}

for (const viewport of [viewports.mobile, viewports.desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.describe("for a reader of German (consent already answered)", () => {
      // The browser's language is what it sends as Accept-Language: the Worker suggests German.
      test.use({ viewport, locale: "de-DE" });
      test("the language suggestion leaves every footer language link reachable", async ({ page, problems }) => {
        await page.goto(pathTo("home"));
        await hydrated(page);
        await expect(page.getByRole("region", { name: "Deutsch" })).toBeVisible();
        await expect.poll(() => coveredLanguageLinks(page)).toEqual([]);
        await page.getByRole("contentinfo").getByRole("link", { name: "Français" }).click();
        await expect(page).toHaveURL(/\/fr\/$/);
        expect(problems).toEqual([]);
      });
    });
  });
}
