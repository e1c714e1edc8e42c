import { afterAll, beforeAll } from "vitest";

const sides = ["clientHeight", "clientWidth"] as const;

/**
 * jsdom has no layout: gives every element a viewport of this size for the file's tests, so the
 * virtualiser renders the visible rows; jsdom's own (zero) sizes come back afterwards.
 */
export function withViewport(size: { readonly height: number; readonly width: number }): void {
  const saved = sides.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, "clientHeight", { configurable: true, get: () => size.height });
    Object.defineProperty(HTMLElement.prototype, "clientWidth", { configurable: true, get: () => size.width });
  });
  afterAll(() => {
    sides.forEach((name, i) => {
      const descriptor = saved[i];
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    });
  });
}
