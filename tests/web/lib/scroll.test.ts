import { describe, expect, it } from "vitest";
import { isVariantSwitch } from "#web/lib/scroll.ts";

describe("navigation scroll rule", () => {
  it.each([
    ["/pricing/web", "/pricing/desktop"],
    ["/pricing/desktop", "/pricing/web"],
    ["/features/web", "/features/desktop"],
    ["/features/desktop", "/features/web"],
  ])("keeps the scroll from %s to %s", (from, to) => {
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
