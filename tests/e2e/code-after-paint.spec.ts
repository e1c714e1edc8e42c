/**
 * A prerendered page asks for its code once it is painted (decision 064): no script of the site is
 * requested before the browser reports the page's first contentful paint, then the entry, the
 * page's chunks and its catalogues are, together, and the page hydrates in its language with
 * nothing reported; the Intl warm-up's worker (decision 090) starts with the code.
 */
import { localizedPath } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { expect, KEY, test } from "./fixtures";
import { codeTiming } from "./support/code-timing";
import { hydrated } from "./support/hydration";

// English and translated marketing pages, a form page and the pricing page of a CJK language.
const pages = [
  { path: pathTo("home"), lang: "en" },
  { path: localizedPath("fr", pathTo("home")), lang: "fr" },
  { path: pathTo("contact"), lang: "en" },
  { path: localizedPath("ja", pathTo("pricing-desktop")), lang: "ja" },
] as const;

test.describe("a prerendered page's code", () => {
  for (const { path, lang: language } of pages) {
    test(`${path}: is requested after the first paint and hydrates the page`, KEY, async ({ page, problems }) => {
      await page.goto(path);
      await hydrated(page);
      // The paint's time as the browser reports it: when the frame was presented, after it was produced.
      const { firstPaint, scripts } = await page.evaluate(codeTiming);
      const lang = await page.evaluate(() => document.documentElement.lang);
      // The entry, the page's chunks and the catalogues of its language.
      expect(scripts.length).toBeGreaterThan(3);
      expect(Math.min(...scripts.map(({ start }) => start))).toBeGreaterThan(firstPaint);
      expect(lang).toBe(language);
      expect(problems).toEqual([]);
    });
  }
});

test("a browser that never reports the page's paint still gets the page's code, after its first frame", async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    // Paint timing claimed and never delivered.
    window.PerformanceObserver = class {
      static readonly supportedEntryTypes = ["paint"];
      observe() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof PerformanceObserver;
  });
  await page.goto(pathTo("contact"));
  await hydrated(page);
  expect(problems).toEqual([]);
});

test("starts the Intl warm-up's worker with the code, after the first paint", KEY, async ({ page, problems }) => {
  const worker = page.waitForEvent("worker");
  await page.goto(localizedPath("ja", pathTo("pricing-desktop")));
  // The build wrote it under /assets/; the policy's worker-src lets it run (a refusal is a problem).
  expect((await worker).url()).toMatch(/\/assets\/intl-warm-up-[0-9a-f]{10}\.js$/);
  await hydrated(page);
  const { firstPaint, scripts } = await page.evaluate(codeTiming);
  const warmUp = scripts.find(({ path }) => path.startsWith("/assets/intl-warm-up-"))?.start;
  expect(warmUp).toBeGreaterThan(firstPaint);
  expect(problems).toEqual([]);
});
