import { describe, expect, it } from "vitest";
import { comparison, englishComparison } from "#tests/web/pricing/english-pricing.ts";
import { landing } from "#tests/web/showcase/english-landing.ts";
import { type Cell, featureKeys, rowLabel } from "#web/content/comparison/comparison.ts";

const { products: comparedProducts, staticSpreadFootnote } = comparison;

describe("comparison data", () => {
  it("gives the landing page the asset counts its table shows", () => {
    const assets = comparedProducts.filter((p) => !p.ours).map((p) => p.features.assets);
    const [first, second] = assets.map((cell) => ("text" in cell ? cell.text : undefined));
    expect(landing.comparison.points[0]).toBe(`1000+ assets vs ${first} and ${second}`);
  });

  it("has the 13 rows of the spec, in order", () => {
    expect(featureKeys.map((k) => rowLabel(englishComparison, k))).toEqual([
      "Realistic markets simulation",
      "Historical spread",
      "Assets available",
      "Seconds timeframe",
      "Detailed statistics",
      "Unlimited sessions",
      "Interfaces",
      "Automate graphically",
      "Import external indicators",
      "News event calendar",
      "Desktop app fast backtest",
      "Desktop app API",
      "Price",
    ]);
  });

  it("gives every product a value for every row", () => {
    expect(comparedProducts).toHaveLength(3);
    for (const product of comparedProducts)
      expect(Object.keys(product.features).sort()).toEqual([...featureKeys].sort());
  });

  it("holds the spec's asset counts, seconds coverage and prices", () => {
    const [ours, first, second] = comparedProducts;
    expect(ours?.features.assets).toMatchObject({ text: "1000+" });
    expect(first?.features.assets).toEqual({ text: "50" });
    expect(second?.features.assets).toEqual({ text: "127" });
    expect(second?.features.secondsTimeframe).toEqual({ mark: "warning", note: "19 assets only" });
    expect(first?.features.historicalSpread).toEqual({ mark: "cross" });
    // The spec's "$15.99 or $25.99 per month", with the free plan and the licence (one price story), in US dollars.
    const usd = (cell: Cell | undefined) => (cell && "texts" in cell ? cell.texts.usd : undefined);
    expect(usd(ours?.features.price)).toBe(
      "Free, or $15.99 or $25.99 / month (-15% billed yearly); desktop licence $269 for life",
    );
    expect(usd(first?.features.price)).toBe("$17.99 or $35 / month");
    expect(usd(second?.features.price)).toBe("$199 / year");
    expect(staticSpreadFootnote).toMatch(/static spreads/);
  });
});
