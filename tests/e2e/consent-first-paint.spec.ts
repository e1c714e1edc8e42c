/**
 * The consent banner is in a first visit's first frame (decision 079): the prerendered page holds
 * it and the head's starter shows it before any of the site's code runs, so it is never a largest
 * paint after hydration nor a shift. A visitor who has chosen never sees it, code or not.
 */
import type { Page } from "@playwright/test";
import { pathTo } from "#common/routes.ts";
import { expect, KEY, test } from "./fixtures";
import { noConsentChoice } from "./support/consent";
import { openBeforeHydration } from "./support/hold-scripts";
import { hydrated } from "./support/hydration";
import { viewports } from "./support/viewports";

const bannerOf = (page: Page) => page.getByRole("region", { name: "Analytics cookies" });

/** The page's layout shifts so far (a banner that appeared after the paint would shift nothing, being fixed, so the paint order is what counts). */
const askedBeforeCode = (page: Page) =>
  page.evaluate(() => ({
    asked: document.documentElement.hasAttribute("data-consent-ask"),
    scripts: performance.getEntriesByType("resource").filter((e) => /\/assets\/[^/]+\.js$/.test(e.name)).length,
  }));

test.describe("the consent banner on a first visit", () => {
  test.use({ storageState: noConsentChoice });

  for (const viewport of [viewports.mobile, viewports.desktop]) {
    test(`is shown by the page itself, before its code, at ${viewport.width} px`, async ({ openPage }) => {
      const { page, problems } = await openPage(viewport);
      const scripts = await openBeforeHydration(page, "contact");
      await expect(bannerOf(page)).toBeVisible();
      await expect(bannerOf(page).getByRole("button", { name: "Accept" })).toBeVisible();
      await expect.poll(() => askedBeforeCode(page)).toEqual({ asked: true, scripts: 0 });
      const box = await bannerOf(page).boundingBox();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);

      // Once the code runs, the same banner is React's: answered, it goes, and stays gone.
      scripts.release();
      await hydrated(page);
      await bannerOf(page).getByRole("button", { name: "Refuse" }).click();
      await expect(bannerOf(page)).toBeHidden();
      await expect.poll(() => askedBeforeCode(page)).toMatchObject({ asked: false });
      await page.reload({ waitUntil: "commit" });
      await page.waitForSelector("#footer", { state: "attached" });
      await expect(bannerOf(page)).toBeHidden();
      expect(problems).toEqual([]);
    });
  }

  test("is in the first frame: painted with the page, not after hydration", KEY, async ({ page }) => {
    // Each animation frame notes whether the banner was laid out; the first one is the first paint.
    await page.addInitScript(() => {
      const frames: boolean[] = [];
      (window as { bannerFrames?: boolean[] }).bannerFrames = frames;
      const note = () => {
        const banner = document.querySelector('section[aria-label="Analytics cookies"]');
        frames.push(banner instanceof HTMLElement && banner.offsetHeight > 0);
        if (frames.length < 3) requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    });
    await page.goto(pathTo("affiliates"));
    await hydrated(page);
    const frames = await page.evaluate(() => (window as { bannerFrames?: boolean[] }).bannerFrames ?? []);
    expect(frames[0]).toBe(true);
  });
});

test("a visitor who has chosen never sees the banner, even before the page's code runs", async ({ page }) => {
  // The config's storage state: a refusal.
  await openBeforeHydration(page, "contact");
  await page.waitForSelector("#footer", { state: "attached" });
  await expect.poll(() => askedBeforeCode(page)).toEqual({ asked: false, scripts: 0 });
  await expect(page.locator('section[aria-label="Analytics cookies"]')).toBeHidden();
});
