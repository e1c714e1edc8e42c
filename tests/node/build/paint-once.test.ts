/** The prerender's check that a page has the footer its first paint waits for (decision 063). */
import { describe, expect, it } from "vitest";
import { assertPaintOnceTarget } from "#build/paint-once.ts";

describe("assertPaintOnceTarget", () => {
  it("accepts a body whose footer has the id the link names", () => {
    expect(() =>
      assertPaintOnceTarget("/", '<main id="main"></main><footer id="footer" class="f"></footer>'),
    ).not.toThrow();
  });

  it("stops the build for a page without it, which would paint only at the end of the parse", () => {
    expect(() => assertPaintOnceTarget("/x", '<main id="main"></main><footer class="f"></footer>')).toThrow(
      '/x has no <footer id="footer">',
    );
  });
});
