/**
 * A prerendered page paints once, whole (decision 063): its head holds rendering until the footer,
 * the first element after <main>, is parsed, and the image it leads with is decoded for that first
 * frame. Read from the pages as the Worker serves them.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { paintOnceLink } from "#build/paint-once.ts";
import { FOOTER_ID } from "#common/first-paint.ts";

const pages = [
  "/",
  "/discord",
  "/partners",
  "/es/",
  "/ja/pricing/desktop",
  "/blog/Are-markets-random-0003",
  "/no-such-page",
];

describe("the first paint", () => {
  it.each(pages)("of %s waits in its head for the footer that follows <main>", async (path) => {
    const html = await (await SELF.fetch(`https://ticksim.test${path}`)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain(paintOnceLink);
    const footers = [...html.matchAll(new RegExp(`<footer id="${FOOTER_ID}"`, "g"))].map((m) => m.index);
    expect(footers).toHaveLength(1);
    expect(footers[0]).toBeGreaterThan(html.indexOf("</main>"));
  });

  it.each(["/", "/es/", "/features/web"])(
    "of %s presents its leading image in it, and decodes the others later",
    async (path) => {
      const html = await (await SELF.fetch(`https://ticksim.test${path}`)).text();
      const images = [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag);
      const leading = images.filter((tag) => /fetchPriority="high"/i.test(tag));
      expect(leading).toHaveLength(1);
      expect(leading[0]).toContain('decoding="sync"');
      expect(
        images.filter((tag) => tag.includes('loading="lazy"')).every((tag) => tag.includes('decoding="async"')),
      ).toBe(true);
    },
  );
});
