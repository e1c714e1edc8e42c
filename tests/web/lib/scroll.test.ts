import { afterEach, describe, expect, it, vi } from "vitest";
import { applyScrollRule, isVariantSwitch } from "#web/lib/scroll.ts";

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

describe("the hash target of a lazily rendered page", () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** A target that renders `after` ms past the navigation, with the scrolls it caused. */
  const navigateToLateTarget = (after: number) => {
    vi.useFakeTimers();
    // Reduced motion: the scroll is one scrollTo, read at once.
    vi.stubGlobal("matchMedia", (media: string) => ({ matches: media.includes("reduce"), media }));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    applyScrollRule("/blog", "/pricing/web", "#pricetable");
    const render = () => {
      const target = document.createElement("section");
      target.id = "pricetable";
      document.body.append(target);
    };
    return { scrollTo, render: () => vi.advanceTimersByTime(after) && render() };
  };

  it("is scrolled to when it renders seconds after the navigation", async () => {
    const { scrollTo, render } = navigateToLateTarget(4_000);
    render();
    await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
  });

  it("is left alone once the visitor moved the page", async () => {
    const { scrollTo, render } = navigateToLateTarget(1_000);
    window.dispatchEvent(new WheelEvent("wheel"));
    render();
    await Promise.resolve();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it("is left alone when it renders more than 10 s after the navigation", async () => {
    const { scrollTo, render } = navigateToLateTarget(10_001);
    render();
    await Promise.resolve();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
