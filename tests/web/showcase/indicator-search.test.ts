import { describe, expect, it } from "vitest";
import { desktopIndicators, webIndicators } from "#web/content/showcase/indicators.ts";
import { searchIndicators } from "#web/features/showcase/indicator-search.ts";

const names = (list: readonly { name: string }[]) => list.map((i) => i.name);

describe("searchIndicators", () => {
  it("puts the indicator an abbreviation stands for first, then names that contain it as a word", () => {
    expect(names(searchIndicators(webIndicators, "RSI"))).toEqual([
      "Relative Strength Index",
      "Connors RSI",
      "Stochastic RSI",
    ]);
    expect(names(searchIndicators(webIndicators, "sma"))[0]).toBe("Simple Moving Average");
    expect(names(searchIndicators(webIndicators, "ATR"))[0]).toBe("Average True Range");
    expect(names(searchIndicators(webIndicators, "adx"))[0]).toBe("Average Directional Index");
  });

  it("ranks an exact name before a name that starts with the query, before a word, before any part", () => {
    const list = [
      { name: "Momentum Stop" },
      { name: "Price Momentum" },
      { name: "Supermomentum" },
      { name: "Momentum" },
    ];
    expect(names(searchIndicators(list, "momentum"))).toEqual([
      "Momentum",
      "Momentum Stop",
      "Price Momentum",
      "Supermomentum",
    ]);
  });

  it("finds desktop indicators by their platform name and by their full name, ignoring case and extra spaces", () => {
    expect(names(searchIndicators(desktopIndicators, "bollingerbands"))).toEqual(["BollingerBands"]);
    expect(names(searchIndicators(desktopIndicators, "  average   true range "))[0]).toBe("ATR");
    expect(names(searchIndicators(desktopIndicators, "alligator"))).toEqual(["Alligator"]);
  });

  it("lists everything for an empty query and nothing for a query no name holds", () => {
    expect(searchIndicators(webIndicators, "  ")).toHaveLength(107);
    expect(searchIndicators(webIndicators, "zzzz")).toEqual([]);
  });
});
