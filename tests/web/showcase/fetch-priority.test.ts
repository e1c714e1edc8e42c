/** The prerendered page's fetch order (build/fetch-priority.ts): its priority image first. */
import { describe, expect, it } from "vitest";
import { priorityImagePreloads } from "#build/fetch-priority.ts";
import { svgDataUrl } from "#build/svg-data-url.ts";

const PHONE = "(max-width: 599.98px)";
const picture = (fetchPriority: string) =>
  `<picture><source media="${PHONE}" srcSet="/m/a-mobile.svg" width="400" height="400"/><img src="/m/a.svg" alt="A" loading="eager"${fetchPriority} width="960" height="540"/></picture>`;

describe("priority image preloads", () => {
  it("preload a <picture>'s phone crop under its media query and the full image under the negation", () => {
    expect(priorityImagePreloads(`<main>${picture(' fetchPriority="high"')}${picture("")}</main>`)).toEqual([
      `<link rel="preload" as="image" href="/m/a-mobile.svg" fetchpriority="high" media="${PHONE}" />`,
      `<link rel="preload" as="image" href="/m/a.svg" fetchpriority="high" media="not all and ${PHONE}" />`,
    ]);
  });

  it("preload only the full image of a <picture> whose phone crop is inlined", () => {
    const inlined = picture(' fetchPriority="high"').replace(
      'srcSet="/m/a-mobile.svg"',
      `srcSet="${svgDataUrl("<svg viewBox='0 0 4 4'><path d='m1,1l2,2'/></svg>")}"`,
    );
    expect(priorityImagePreloads(inlined)).toEqual([
      `<link rel="preload" as="image" href="/m/a.svg" fetchpriority="high" media="not all and ${PHONE}" />`,
    ]);
  });

  it("inline an SVG as a data: URL that decodes to it, one srcset candidate long, inside one tag", () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><path fill="#20c997" d="m1,2q3-4 5,6z"/><!-- 100% & "x" · 📈 --></svg>\n`;
    const url = svgDataUrl(svg);
    expect(url.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(svg);
    expect(url).not.toMatch(/[\s"&<>#]/);
    // Commas stay: srcset splits candidates on whitespace and only trims a trailing comma.
    expect(url).toContain("m1,2q3-4");
  });

  it("preload a plain priority image once, however often the page shows it", () => {
    const cover = '<img class="c" src="/media/blog/random.svg" alt="" fetchPriority="high"/>';
    expect(
      priorityImagePreloads(`<div>${cover}</div><div>${cover}</div><img src="/other.svg" loading="lazy"/>`),
    ).toEqual(['<link rel="preload" as="image" href="/media/blog/random.svg" fetchpriority="high" />']);
  });

  it("take a priority image after a closed <picture> as a plain image", () => {
    expect(priorityImagePreloads(`${picture("")}<img src="/b.svg" fetchPriority="high"/>`)).toEqual([
      '<link rel="preload" as="image" href="/b.svg" fetchpriority="high" />',
    ]);
  });

  it("preload nothing on a page without a priority image", () => {
    expect(priorityImagePreloads(`<main>${picture("")}</main>`)).toEqual([]);
  });

  it("refuse a priority <picture> it cannot preload exactly, rather than fetch the wrong file", () => {
    const two = `<picture><source media="(a)" srcSet="/1.svg"/><source media="(b)" srcSet="/2.svg"/><img src="/3.svg" fetchPriority="high"/></picture>`;
    expect(() => priorityImagePreloads(two)).toThrow(/more than one <source>/);
    const densities = `<picture><source media="(a)" srcSet="/1.svg 1x, /2.svg 2x"/><img src="/3.svg" fetchPriority="high"/></picture>`;
    expect(() => priorityImagePreloads(densities)).toThrow(/one file/);
    expect(() => priorityImagePreloads('<img alt="" fetchPriority="high"/>')).toThrow(/no src/);
  });
});
