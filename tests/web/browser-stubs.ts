import { vi } from "vitest";

/** An observer that never reports: jsdom has neither ResizeObserver nor IntersectionObserver. */
class SilentObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/**
 * The browser APIs jsdom lacks and the carousel (embla), the lazy media and the charts use:
 * observers that never fire, a matchMedia that matches nothing (the wide, motion-allowed page), and
 * an element's scrollTo that moves nothing (jsdom lays nothing out: there is nowhere to scroll).
 */
export function stubBrowserApis(): void {
  vi.stubGlobal("ResizeObserver", SilentObserver);
  vi.stubGlobal("IntersectionObserver", SilentObserver);
  vi.stubGlobal("matchMedia", (media: string) => ({
    matches: false,
    media,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }));
  if (!("scrollTo" in Element.prototype)) {
    Object.defineProperty(Element.prototype, "scrollTo", { configurable: true, value() {} });
  }
}
