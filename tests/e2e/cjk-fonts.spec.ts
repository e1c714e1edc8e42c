/**
 * Japanese and Chinese pages paint with a named system font, not a per-character search (decision
 * 061). Chromium records each search for a font that has a character as a `fonts` trace event; a
 * page whose font stack names an installed CJK font needs none. Where no CJK font the stacks name is
 * installed, every character still has to be searched for, so the check needs one.
 */
import { pathTo } from "#common/routes.ts";
import { expect, test } from "./fixtures";
import { fontStackOf, installedFontsOf } from "./support/cjk-fonts";

const CHARACTER_SEARCH = "FontCache::FallbackFontForCharacter";

for (const locale of ["ja", "zh-Hans"] as const) {
  test(`${locale}: the home page's text finds its font without a search per character`, async ({ page }) => {
    const stack = fontStackOf(locale);
    expect(stack.length).toBeGreaterThan(2);
    test.skip(installedFontsOf(locale).length === 0, `none of ${stack.join(", ")} is installed here`);
    const cdp = await page.context().newCDPSession(page);
    const names: string[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => {
      for (const event of value as { name: string }[]) names.push(event.name);
    });
    await cdp.send("Tracing.start", { categories: "fonts", transferMode: "ReportEvents" });
    await page.goto(pathTo("home", {}, locale), { waitUntil: "load" });
    await expect(page.locator("h1")).toBeVisible();
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await complete;

    // The trace did record the fonts the page asked for, so an empty count means no search.
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name === CHARACTER_SEARCH)).toEqual([]);
  });
}
