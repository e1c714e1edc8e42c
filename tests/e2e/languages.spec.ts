/**
 * The translations in a real browser (decision 054), at 390 px and 1440 px, table-driven from the
 * route table: every translated page in the pseudo-locale (English accented and 40 % longer, the
 * longest any language will be) hydrates without an error, fits the width and clips no text; the
 * French, German and Japanese homes do the same and pass axe. A page translated tomorrow joins
 * the sweep by its `languages` entry alone.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { localizedPath, PSEUDO_LOCALE, type SiteLocale } from "#common/locales.ts";
import { pathTo, routes } from "#common/routes.ts";
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { noConsentChoice } from "./support/consent";
import { hydrated } from "./support/hydration";
import { scrollThrough } from "./support/scroll-through";

test.use({ storageState: noConsentChoice });

interface Visit {
  readonly locale: SiteLocale;
  readonly path: string;
  /** Also run axe (the real languages: the pseudo-locale's accents tell axe nothing new). */
  readonly axe: boolean;
}

const homes: readonly Visit[] = (["fr", "de", "ja"] as const).map((locale) => ({
  locale,
  path: pathTo("home", {}, locale),
  axe: true,
}));

// The pseudo-locale's paths are written out: this Node process is no test build, so the route
// table would not list them among a route's languages.
const pseudoPages: readonly Visit[] = routes
  .filter((route) => (route.languages?.length ?? 0) > 1 && !route.path.includes(":"))
  .map((route) => ({ locale: PSEUDO_LOCALE, path: localizedPath(PSEUDO_LOCALE, route.path), axe: false }));

/** Elements whose own text is cut off by their box (overflow hidden or clip): what a longer translation breaks. */
const clippedText = () =>
  [...document.querySelectorAll<HTMLElement>("body *")]
    .filter((el) => {
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (!ownText || el.getBoundingClientRect().width <= 1) return false;
      const style = getComputedStyle(el);
      const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
      return (
        (clips(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (clips(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
      );
    })
    .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`);

/** What is wrong with one translated page: its language, width, clipped text and (when asked) axe. */
async function problemsOf(page: Page, { locale, path, axe }: Visit, width: number): Promise<string[]> {
  const found: string[] = [];
  await page.goto(path, { waitUntil: "networkidle" });
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  await scrollThrough(page);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) found.push(`${path}: ${scrollWidth} px wide`);
  for (const clipped of await page.evaluate(clippedText)) found.push(`${path}: clipped ${clipped}`);
  if (axe) {
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations) {
      if (v.impact === "serious" || v.impact === "critical") found.push(`${path}: ${v.id} (${v.impact})`);
    }
  }
  return found;
}

// Two halves per width, so the two e2e lanes share the sweep.
const visits = [...homes, ...pseudoPages];
const halves = [visits.filter((_, i) => i % 2 === 0), visits.filter((_, i) => i % 2 === 1)];

for (const viewport of [viewports.mobile, viewports.desktop]) {
  for (const [half, pages] of halves.entries()) {
    test(`translated pages at ${viewport.width} px (part ${half + 1}) hydrate in their language, fit and clip no text`, async ({
      openPage,
    }) => {
      test.setTimeout(sweepTimeout(pages.length));
      const { page, problems } = await openPage(viewport);
      const found: string[] = [];
      for (const visit of pages) found.push(...(await problemsOf(page, visit, viewport.width)));
      expect({ found, problems }).toEqual({ found: [], problems: [] });
    });
  }
}
