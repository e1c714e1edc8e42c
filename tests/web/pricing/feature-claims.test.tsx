/**
 * One truth about features (decision 027): every page that says what a plan or the licence
 * includes is rendered and held against the feature matrix. A claim element (data-feature,
 * data-offers, data-status) must show the matrix's status; and a feature no offer has yet
 * (the Rule Manager, Fast Backtest, tick timeframes) may be named only beside its status.
 */
import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { stubBrowserApis } from "#tests/web/browser-stubs.ts";
import { englishMatrix } from "#tests/web/english.ts";
import { desktopLicence, plans } from "#tests/web/pricing/english-pricing.ts";
import { FaqList } from "#web/components/faq/FaqList.tsx";
import { articleLoaders } from "#web/content/blog/articles.ts";
import {
  bestStatusOf,
  cellOf,
  type FeatureId,
  featureIds,
  type Offer,
  offersOf,
  phrasesOf,
  statusOf,
  statusTagOf,
} from "#web/content/pricing/features.ts";
import { launchDeal } from "#web/content/pricing/launch-deal.ts";
import ComparisonPage from "#web/features/comparison/ComparisonPage.tsx";
import FaqPage from "#web/features/faq/FaqPage.tsx";
import PricingDesktopPage from "#web/features/pricing/PricingDesktopPage.tsx";
import PricingPage from "#web/features/pricing/PricingPage.tsx";
import PricingWebPage from "#web/features/pricing/PricingWebPage.tsx";
import DesktopPage from "#web/features/showcase/DesktopPage.tsx";
import FeaturesDesktopPage from "#web/features/showcase/FeaturesDesktopPage.tsx";
import FeaturesWebPage from "#web/features/showcase/FeaturesWebPage.tsx";
import HomePage from "#web/features/showcase/HomePage.tsx";

beforeAll(() => {
  stubBrowserApis();
  // The symbol search never answers here.
  vi.stubGlobal("fetch", () => new Promise(() => {}));
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => {};
});

const OFFERS: readonly Offer[] = ["free", "basic", "essential", "desktop"];
const BLOCKS = "p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, summary, figcaption, button, a, blockquote";

const matrix = await englishMatrix();

/** The words that state a feature's status on a page: "coming soon", "work in progress", "not included". */
const statusWords = (feature: FeatureId, offers: readonly Offer[]) =>
  offers.map((o) => statusTagOf(feature, o, matrix)?.toLowerCase()).filter((t): t is string => t !== undefined);

/** Features no offer has today: naming them anywhere sells them, unless their status is beside. */
const notYetAnywhere = featureIds.filter((f) => offersOf(f).every((o) => statusOf(f, o) !== "available"));

/** Every way a rendered page contradicts the matrix, as readable lines (empty when it does not). */
function contradictions(root: ParentNode): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll<HTMLElement>("[data-feature]")) {
    const feature = el.dataset.feature as FeatureId;
    const offers = (el.dataset.offers ?? "").split(" ").filter(Boolean) as Offer[];
    const where = `[${feature} for ${offers.join("+")}] "${el.textContent?.slice(0, 80)}"`;
    if (!featureIds.includes(feature)) {
      found.push(`${where}: no such feature in the matrix`);
      continue;
    }
    if (offers.length === 0 || offers.some((o) => !OFFERS.includes(o) || !cellOf(feature, o)))
      found.push(`${where}: claimed for an offer the matrix says nothing about`);
    const status = bestStatusOf(feature, offers);
    if (el.dataset.status !== status) found.push(`${where}: shown ${el.dataset.status}, the matrix says ${status}`);
    const text = (el.textContent ?? "").toLowerCase();
    if (status !== "available" && !statusWords(feature, offers).some((w) => text.includes(w)))
      found.push(`${where}: ${status} but its status is not shown`);
  }
  const walker = document.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest("[data-about='competitor'], script, style")) continue;
    for (const feature of notYetAnywhere) {
      if (!phrasesOf(feature).some((p) => p.test(node.textContent ?? ""))) continue;
      if (parent.closest(`[data-feature="${feature}"]`)) continue; // checked above, status and all
      const block = parent.closest(BLOCKS) ?? parent;
      const sentences = (block.textContent ?? "").split(/(?<=[.!?])\s+/);
      const words = statusWords(feature, offersOf(feature));
      for (const sentence of sentences) {
        if (!phrasesOf(feature).some((p) => p.test(sentence))) continue;
        if (!words.some((w) => sentence.toLowerCase().includes(w)))
          found.push(`[${feature}] sold as available: "${sentence.trim().slice(0, 120)}"`);
      }
    }
  }
  return [...new Set(found)];
}

/** The pages that say what an offer includes, and how many claims each makes at least. */
const pages: readonly [string, string, ComponentType, number][] = [
  ["/", "/", HomePage, 0],
  ["/desktop", "/desktop", DesktopPage, launchDeal.running ? 2 : 1],
  ["/features/web", "/features/web", FeaturesWebPage, 0],
  ["/features/desktop", "/features/desktop", FeaturesDesktopPage, 2],
  // The launch deal's paragraph is a claim only while the deal runs (decision 037).
  ["/pricing", "/pricing", PricingPage, launchDeal.running ? 2 : 1],
  ["/pricing/web", "/pricing/web", PricingWebPage, 27],
  ["/pricing/desktop", "/pricing/desktop", PricingDesktopPage, launchDeal.running ? 13 : 12],
  ["/comparison", "/comparison", ComparisonPage, 12],
  ["/faq", "/faq", FaqPage, 0],
];

const renderAt = (path: string, Page: ComponentType) =>
  render(
    <Router hook={memoryLocation({ path }).hook}>
      <Page />
    </Router>,
  );

describe("the feature matrix", () => {
  it("gives the web cards the spec's plan limits and the licence its 12 items", () => {
    const statuses = (offer: Offer, feature: FeatureId) => statusOf(feature, offer);
    expect(["free", "basic", "essential"].map((o) => statuses(o as Offer, "intradayTimeframes"))).toEqual([
      "not-included",
      "available",
      "available",
    ]);
    expect(["free", "basic", "essential"].map((o) => statuses(o as Offer, "secondsTimeframes"))).toEqual([
      "not-included",
      "not-included",
      "available",
    ]);
    expect(statusTagOf("ruleManager", "essential", matrix)).toBe("Work in progress");
    expect(plans.map((p) => p.items.length)).toEqual([9, 9, 9]);
    expect(desktopLicence.items).toHaveLength(12);
  });

  it("finds a feature sold as available while no offer has it", () => {
    const { container } = render(
      <div>
        <p>Offline backtests and Fast Backtest on Windows.</p>
        <p>Fast Backtest (coming soon) on Windows.</p>
        <span data-feature="ruleManager" data-offers="essential" data-status="available">
          Rule Manager
        </span>
        <span data-feature="charts" data-offers="desktop" data-status="available">
          Charts
        </span>
      </div>,
    );
    expect(contradictions(container)).toEqual([
      '[ruleManager for essential] "Rule Manager": shown available, the matrix says coming',
      '[ruleManager for essential] "Rule Manager": coming but its status is not shown',
      '[charts for desktop] "Charts": claimed for an offer the matrix says nothing about',
      '[charts for desktop] "Charts": shown available, the matrix says not-included',
      '[charts for desktop] "Charts": not-included but its status is not shown',
      '[fastBacktest] sold as available: "Offline backtests and Fast Backtest on Windows."',
    ]);
  });

  it.each(pages)("%s claims only what the matrix says", (_name, path, Page, claims) => {
    const { container } = renderAt(path, Page);
    expect(container.querySelectorAll("[data-feature]").length).toBeGreaterThanOrEqual(claims);
    expect(contradictions(container)).toEqual([]);
  });

  it("the FAQ of both modes claims only what the matrix says", () => {
    for (const mode of ["web", "desktop"] as const) {
      const { container, unmount } = renderAt("/faq", () => <FaqList mode={mode} />);
      expect(contradictions(container)).toEqual([]);
      unmount();
    }
  });

  it("the blog articles name unshipped features only beside their status", async () => {
    for (const load of Object.values(articleLoaders)) {
      const { default: article } = await load();
      const body = document.createElement("article");
      body.innerHTML = article.html;
      expect(contradictions(body), article.frontMatter.title).toEqual([]);
    }
  });

  it("the comparison ticks the product only where an offer has the feature", () => {
    const { container } = renderAt("/comparison", ComparisonPage);
    const row = (feature: FeatureId) =>
      container.querySelector<HTMLElement>(`[data-testid="comparison-grid"] tr[data-feature="${feature}"]`);
    expect(row("fastBacktest")?.querySelector("[data-mark]")?.getAttribute("data-mark")).toBe("warning");
    expect(row("ruleManager")?.querySelector("[data-mark]")?.getAttribute("data-mark")).toBe("warning");
    expect(row("ruleManager")?.textContent).toContain("Work in progress");
    expect(row("desktopApi")?.querySelector("[data-mark]")?.getAttribute("data-mark")).toBe("check");
  });
});
