/**
 * One price story (issue 28): the landing's teaser, the comparison, the pricing pages and the
 * route descriptions show only the prices of common/prices.ts, and the comparison's price row
 * names the free plan and the licence as the pricing pages do.
 */
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { formatCents, formatPrice } from "#common/money.ts";
import { LICENCE_CURRENCIES, LICENCE_PRICE, LICENCE_PRICES, webPlanPrices } from "#common/prices.ts";
import { routes } from "#common/routes.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { comparison } from "#tests/web/pricing/english-pricing.ts";
import ComparisonPage from "#web/features/comparison/ComparisonPage.tsx";
import PricingDesktopPage from "#web/features/pricing/PricingDesktopPage.tsx";
import PricingPage from "#web/features/pricing/PricingPage.tsx";
import PricingWebPage from "#web/features/pricing/PricingWebPage.tsx";
import HomePage from "#web/features/showcase/HomePage.tsx";

beforeAll(() => {
  stubBrowserApis();
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
});

/** Every price the product has, as the pages write it: the licence in each of its currencies too (decision 056). */
const ourPrices = new Set([
  ...[...Object.values(webPlanPrices).flatMap((p) => [p.monthly, p.yearly, p.yearlyTotal]), LICENCE_PRICE].map(
    (amount) => formatPrice(amount),
  ),
  ...LICENCE_CURRENCIES.map((currency) => formatCents(LICENCE_PRICES[currency], { currency, decimals: "when-needed" })),
]);

const pricesIn = (text: string) => text.match(/(R\$|[$€£¥])\d{1,3}(,\d{3})*(\.\d\d)?/g) ?? [];

/** The competitors' prices (spec section 9), which only the comparison shows. */
const competitorPrices = comparison.products
  .filter((p) => !p.ours)
  .flatMap((p) => pricesIn("text" in p.features.price ? String(p.features.price.text) : ""));

/** The text of a page, the competitors' columns (on a phone) left out. */
function ownText(path: string, Page: ComponentType): string {
  const { container, unmount } = render(
    <Router hook={memoryLocation({ path }).hook}>
      <Page />
    </Router>,
  );
  for (const el of container.querySelectorAll("[data-about='competitor']")) el.remove();
  const text = container.textContent ?? "";
  unmount();
  return text;
}

describe("one price story", () => {
  it("names the free plan, the paid plans and the licence in the comparison's price row", () => {
    const ours = comparison.products.find((p) => p.ours);
    const cell = ours?.features.price;
    const text = cell && "text" in cell ? String(cell.text) : "";
    expect(text).toMatch(/^Free, /);
    expect(text).toContain(
      `${formatPrice(webPlanPrices.basic.monthly)} or ${formatPrice(webPlanPrices.essential.monthly)} / month`,
    );
    expect(text).toContain(`desktop licence ${formatPrice(LICENCE_PRICE)} for life`);
  });

  it.each([
    ["/", HomePage],
    ["/comparison", ComparisonPage],
    ["/pricing", PricingPage],
    ["/pricing/web", PricingWebPage],
    ["/pricing/desktop", PricingDesktopPage],
  ] as const)("%s shows only the product's own prices, its free plan and its licence among them", (path, Page) => {
    const text = ownText(path, Page);
    const shown = pricesIn(text);
    expect(shown.length).toBeGreaterThan(0);
    const allowed = path === "/comparison" ? [...ourPrices, ...competitorPrices] : [...ourPrices];
    for (const price of shown) expect(allowed).toContain(price);
  });

  it("tells the teaser and the comparison the free plan and the licence price", () => {
    for (const [path, Page] of [
      ["/", HomePage],
      ["/comparison", ComparisonPage],
    ] as const) {
      const text = ownText(path, Page);
      expect(text).toContain("Free, or ");
      expect(text).toContain(formatPrice(LICENCE_PRICE));
    }
  });

  it("writes the route descriptions' prices from the same source", () => {
    for (const route of routes) for (const price of pricesIn(route.description)) expect(ourPrices).toContain(price);
    expect(routes.find((r) => r.id === "pricing-desktop")?.description).toContain(formatPrice(LICENCE_PRICE));
  });
});
