/**
 * The secondary button look in the built site: white text on the blue reaches WCAG AA (4.5:1)
 * at rest and on hover. No page renders the variant yet, so the test mounts one with the built
 * stylesheet's own class names (found in the CSS Chromium loaded for /).
 */
import { expect, test } from "./fixtures";

/** WCAG 2 contrast of two computed `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r = 0, g = 0, bl = 0] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('buttonClass("secondary")', () => {
  test("keeps white text at least 4.5:1 on its background, at rest and on hover", async ({ openPage }) => {
    // Reduced motion makes the hover colour final at once (no 150 ms transition to sample midway).
    const { page, visit } = await openPage(undefined, { reducedMotion: "reduce" });
    await visit("home", { waitUntil: "networkidle" });
    const mounted = await page.evaluate(() => {
      const names = new Set<string>();
      for (const sheet of Array.from(document.styleSheets)) {
        for (const rule of Array.from(sheet.cssRules)) {
          const selector = rule instanceof CSSStyleRule ? rule.selectorText : "";
          const match = /^\.(_(button|secondary)_[\w-]+)$/.exec(selector);
          if (match?.[1]) names.add(match[1]);
        }
      }
      const button = document.createElement("button");
      button.id = "secondary-under-test";
      button.textContent = "Secondary";
      button.className = [...names].join(" ");
      document.querySelector("main")?.append(button);
      return [...names];
    });
    expect(mounted).toHaveLength(2);
    const colours = () =>
      page.$eval("#secondary-under-test", (el) => {
        const style = getComputedStyle(el);
        return { text: style.color, background: style.backgroundColor };
      });
    const rest = await colours();
    expect(rest.text).toBe("rgb(255, 255, 255)");
    expect(contrast(rest.text, rest.background)).toBeGreaterThanOrEqual(4.5);
    await page.hover("#secondary-under-test");
    await expect(page.locator("#secondary-under-test")).not.toHaveCSS("background-color", rest.background);
    const hover = await colours();
    expect(contrast(hover.text, hover.background)).toBeGreaterThanOrEqual(4.5);
  });
});
