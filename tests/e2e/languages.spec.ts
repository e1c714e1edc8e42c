/**
 * The translated home pages in a real browser (decision 054), at 390 px and 1440 px: each hydrates
 * in its own language without an error, fits the width, clips no text and passes axe. The
 * pseudo-locale (English accented and 40 % longer) stands for every translation to come.
 */
import AxeBuilder from "@axe-core/playwright";
import { localizedPath, type SiteLocale } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { noConsentChoice } from "./support/consent";
import { hydrated } from "./support/hydration";
import { scrollThrough } from "./support/scroll-through";

test.use({ storageState: noConsentChoice });

// The pseudo-locale's path is written out: this Node process is no test build, so the route table
// would not list it here.
const homes = [
  ...(["fr", "de", "ja"] as const).map((locale) => ({ locale, path: pathTo("home", {}, locale) })),
  { locale: "en-XA" as SiteLocale, path: localizedPath("en-XA", pathTo("home")) },
];

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

for (const viewport of [viewports.mobile, viewports.desktop]) {
  test(`the translated homes at ${viewport.width} px hydrate in their language, fit, clip no text and pass axe`, async ({
    openPage,
  }) => {
    test.setTimeout(sweepTimeout(homes.length));
    const { page, problems } = await openPage(viewport);
    const found: string[] = [];
    for (const { locale, path } of homes) {
      await page.goto(path, { waitUntil: "networkidle" });
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await scrollThrough(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) found.push(`${path}: ${width} px wide`);
      for (const clipped of await page.evaluate(clippedText)) found.push(`${path}: clipped ${clipped}`);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations) {
        if (v.impact === "serious" || v.impact === "critical") found.push(`${path}: ${v.id} (${v.impact})`);
      }
    }
    expect({ found, problems }).toEqual({ found: [], problems: [] });
  });
}
