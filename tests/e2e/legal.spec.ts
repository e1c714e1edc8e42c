/**
 * The legal pages in every language (issue 41 point 7), at 390 px and 1440 px: each is in its
 * language, with a contents list whose every link has its section, fits and clips nothing, keeps
 * its language's punctuation, and says (translated) that the English version governs and links it.
 * Screenshots of the top and of the fees (terms) or language (privacy) section are attached for review.
 */

import { DEFAULT_LOCALE, locales } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { expect, sweepTimeout, test, viewports } from "./fixtures";
import { installedFontsOf } from "./support/cjk-fonts";
import { clippedText } from "./support/clipped-text";
import { hydrated } from "./support/hydration";
import { expectNoSidewaysScroll } from "./support/page-width.ts";
import { typographyFaults } from "./support/typography";

const chineseFont = installedFontsOf("zh-Hans").length > 0;
const documents = ["terms", "privacy"] as const;

for (const [name, viewport] of Object.entries(viewports)) {
  for (const locale of locales) {
    test(`/terms and /privacy in ${locale} at ${viewport.width} px (${name})`, async ({
      openPage,
      attachScreenshot,
    }) => {
      // Each text is read twice over (its contents' every anchor, then two screenshots): two visits' worth.
      test.setTimeout(sweepTimeout(documents.length * 2));
      const { page, problems } = await openPage(viewport);
      for (const id of documents) {
        const path = pathTo(id, {}, locale);
        // literal URL: the page in each language, which visit() (English paths) cannot name.
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        const main = page.locator("main");
        await expect(main.locator("h1")).toHaveText(/\S/);
        const links = main.getByRole("navigation").first().getByRole("link");
        await expect(links.nth(5)).toBeAttached();
        for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))) {
          await expect(page.locator(href as string), `${path} ${href}`).toHaveCount(1);
        }
        const english = main.locator(`a[href="${pathTo(id)}"]`);
        // The clause (and, in a translation, the note under the title) link the English version.
        await expect(english).toHaveCount(locale === DEFAULT_LOCALE ? 0 : 2);
        await expectNoSidewaysScroll(page, `${path} width`);
        await expect.poll(() => page.evaluate(clippedText), { message: path }).toEqual([]);
        await expect.poll(() => page.evaluate(typographyFaults, { chineseFont }), { message: path }).toEqual([]);
        await attachScreenshot(page, `${id}-${locale}-${viewport.width}-top`);
        await page.locator(id === "terms" ? "#fees-and-payment" : "#language").scrollIntoViewIfNeeded();
        await attachScreenshot(page, `${id}-${locale}-${viewport.width}-section`);
      }
      expect(problems).toEqual([]);
    });
  }
}
