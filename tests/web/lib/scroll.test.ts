import { describe, expect, it } from "vitest";
import { isVariantSwitch } from "#web/lib/scroll.ts";

/** The spec's variant switches: a page's web and desktop variants, either way. */
const variantSwitches = ["/pricing", "/features"].flatMap((page) => [
  [`${page}/web`, `${page}/desktop`],
  [`${page}/desktop`, `${page}/web`],
]);

describe("navigation scroll rule", () => {
  it.each(variantSwitches)("keeps the scroll from %s to %s", (from, to) => {
    expect(isVariantSwitch(from, to)).toBe(true);
  });

  it.each([
    ["/pricing/web", "/features/desktop"],
    ["/pricing", "/pricing/web"],
    ["/pricing/web", "/pricing/web"],
    ["/", "/desktop"],
  ])("scrolls from %s to %s", (from, to) => {
    expect(isVariantSwitch(from, to)).toBe(false);
  });
});
