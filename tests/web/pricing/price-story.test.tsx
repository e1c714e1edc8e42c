/**
 * One price story per visitor (issue 28; issue 41 point 1, decision 070): every page that shows a
 * price shows it in the visitor's currency only, from common/prices.ts, with its tax where the
 * price includes it (decision 069). A price is rendered in every currency and CSS shows the one
 * <html data-currency> names (decision 056): here the other variants are taken out as that CSS
 * hides them (tests/e2e/price-story.spec.ts checks the real CSS, before and after hydration).
 */
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CURRENCY_ATTRIBUTE } from "#common/currency-choice.ts";
import { formatCents, formatPrice } from "#common/money.ts";
import {
  LICENCE_CURRENCIES,
  LICENCE_PRICE,
  LICENCE_PRICES,
  type LicenceCurrency,
  WEB_PLAN_CURRENCY,
  webPlanPrices,
} from "#common/prices.ts";
import { routes } from "#common/routes.ts";
import { isTaxInclusive } from "#common/tax.ts";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { comparison, englishPricesIn } from "#tests/web/pricing/english-pricing.ts";
import ComparisonPage from "#web/features/comparison/ComparisonPage.tsx";
import PricingDesktopPage from "#web/features/pricing/PricingDesktopPage.tsx";
import PricingPage from "#web/features/pricing/PricingPage.tsx";
import PricingWebPage from "#web/features/pricing/PricingWebPage.tsx";
import DesktopPage from "#web/features/showcase/DesktopPage.tsx";
import HomePage from "#web/features/showcase/HomePage.tsx";

beforeAll(() => {
  stubBrowserApis();
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
});
afterEach(() => document.documentElement.removeAttribute(CURRENCY_ATTRIBUTE));

const licenceIn = (currency: LicenceCurrency) =>
  formatCents(LICENCE_PRICES[currency], { currency, decimals: "when-needed" });

/** Amounts with a currency sign as the English pages write them: "$269", "€249", "R$1,399", "¥39,800". */
const pricesIn = (text: string) => text.match(/(R\$|[$€£¥])\d{1,3}(,\d{3})*(\.\d\d)?/g) ?? [];
const signOf = (price: string) => price.replace(/[\d,.]+$/, "");

/** The text a visitor in `currency` reads: the other currencies' variants left out, as the CSS hides them. */
function textFor(path: string, Page: ComponentType, currency: LicenceCurrency): string {
  document.documentElement.setAttribute(CURRENCY_ATTRIBUTE, currency);
  const { container, unmount } = render(
    <Router hook={memoryLocation({ path }).hook}>
      <Page />
    </Router>,
  );
  for (const el of container.querySelectorAll(`[data-in]:not([data-in="${currency}"])`)) el.remove();
  // Each text node apart, as a reader sees the blocks apart.
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
  const text = parts.join(" ");
  unmount();
  return text;
}

const pages = [
  ["/", HomePage],
  ["/comparison", ComparisonPage],
  ["/pricing", PricingPage],
  ["/pricing/desktop", PricingDesktopPage],
  ["/desktop", DesktopPage],
] as const;

describe("one price story per visitor", () => {
  describe.each(LICENCE_CURRENCIES)("a visitor who sees %s", (currency) => {
    it.each(pages)("reads %s in that currency only, the licence at its price", (path, Page) => {
      const text = textFor(path, Page, currency);
      const shown = pricesIn(text);
      expect(shown).toContain(licenceIn(currency));
      for (const price of shown) expect(signOf(price)).toBe(signOf(licenceIn(currency)));
    });
  });

  it.each(pages.filter(([path]) => path !== "/pricing/desktop"))(
    "%s names the tax with the licence's price where the price includes it",
    (path, Page) => {
      for (const currency of LICENCE_CURRENCIES) {
        const inText = englishPricesIn(currency).licenceInText;
        expect(textFor(path, Page, currency)).toContain(inText);
        expect(inText !== licenceIn(currency)).toBe(isTaxInclusive(currency));
      }
    },
  );

  it("writes the licence with its tax in English as the EU, UK, Japanese and Brazilian rules want it", () => {
    expect(LICENCE_CURRENCIES.map((c) => englishPricesIn(c).licenceInText)).toEqual([
      "$269",
      "€249 incl. VAT",
      "£219 incl. VAT",
      "¥39,800 incl. consumption tax",
      "R$1,399 incl. taxes",
    ]);
  });

  it("names the free plan, the paid plans and the licence in the comparison's price row, in US dollars", () => {
    const cell = comparison.products.find((p) => p.ours)?.features.price;
    const text = cell && "texts" in cell ? cell.texts[WEB_PLAN_CURRENCY] : "";
    expect(text).toMatch(/^Free, /);
    expect(text).toContain(
      `${formatPrice(webPlanPrices.basic.monthly)} or ${formatPrice(webPlanPrices.essential.monthly)} / month`,
    );
    expect(text).toContain(`desktop licence ${formatPrice(LICENCE_PRICE)} for life`);
  });

  it("names the paid plans without a second currency elsewhere, and the competitors by how they bill", () => {
    const [ours, first, second] = comparison.products.map((p) => p.features.price);
    const eur = (cell: typeof ours) => (cell && "texts" in cell ? cell.texts.eur : "");
    expect(eur(ours)).toBe(
      "Free, or Basic or Essential by the month or the year; desktop licence €249 incl. VAT for life",
    );
    expect(eur(first)).toBe("Monthly subscription");
    expect(eur(second)).toBe("Yearly subscription");
  });

  it("keeps /pricing/web, the web app's own list, in the currency the web app bills in", () => {
    const text = textFor("/pricing/web", PricingWebPage, "eur");
    for (const price of pricesIn(text)) expect(signOf(price)).toBe("$");
    expect(text).toContain("Prices in US dollars.");
  });

  it("writes the route descriptions' prices from the same source", () => {
    const ours = new Set([
      ...Object.values(webPlanPrices).flatMap((p) => [p.monthly, p.yearly, p.yearlyTotal].map((a) => formatPrice(a))),
      formatPrice(LICENCE_PRICE),
    ]);
    for (const route of routes) for (const price of pricesIn(route.description)) expect(ours).toContain(price);
  });
});
