/**
 * A prerendered page asks for its code once it is painted (decision 064): no script of the site is
 * requested before the page's first rendered frame, then the entry, the page's chunks and its
 * catalogues are, together, and the page hydrates in its language with nothing reported.
 */
import { localizedPath } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { expect, KEY, test } from "./fixtures";
import { hydrated } from "./support/hydration";

/** When the document's first frame began: a prerendered page renders nothing before its footer is parsed. */
const recordFirstFrame = () => {
  requestAnimationFrame(() => {
    (window as { firstFrame?: number }).firstFrame = performance.now();
  });
};

// English and translated marketing pages, a form page and the pricing page of a CJK language.
const pages = [
  { path: pathTo("home"), lang: "en" },
  { path: localizedPath("fr", pathTo("home")), lang: "fr" },
  { path: pathTo("contact"), lang: "en" },
  { path: localizedPath("ja", pathTo("pricing-desktop")), lang: "ja" },
] as const;

test.describe("a prerendered page's code", () => {
  for (const { path, lang: language } of pages) {
    test(`${path}: is requested after the first frame and hydrates the page`, KEY, async ({ page, problems }) => {
      await page.addInitScript(recordFirstFrame);
      await page.goto(path);
      await hydrated(page);
      const { firstFrame, scripts, lang } = await page.evaluate(() => ({
        firstFrame: (window as { firstFrame?: number }).firstFrame ?? Number.NaN,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
        lang: document.documentElement.lang,
      }));
      // The entry, the page's chunks and the catalogues of its language.
      expect(scripts.length).toBeGreaterThan(3);
      expect(Math.min(...scripts)).toBeGreaterThan(firstFrame);
      expect(lang).toBe(language);
      expect(problems).toEqual([]);
    });
  }
});
