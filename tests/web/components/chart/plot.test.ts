import { afterEach, expect, it, vi } from "vitest";
import type { ChartData } from "#web/components/chart/data.ts";

const data: ChartData = {
  heading: "Day",
  axis: "time",
  zone: "utc",
  unit: { kind: "count" },
  series: [{ label: "Sales" }],
  rows: [{ label: "2026-11-26", at: Date.UTC(2026, 10, 26), values: [3] }],
};

afterEach(() => vi.unstubAllGlobals());

// jsdom has no 2D canvas, as a browser with canvas disabled: uPlot used to fail in a later
// microtask, uncaught, instead of letting the chart say it could not draw.
it("refuses at once to draw without a 2D canvas", async () => {
  // uPlot reads the pixel ratio through matchMedia as it loads; jsdom has none.
  vi.stubGlobal("matchMedia", () => new EventTarget());
  const { drawChart } = await import("#web/components/chart/plot.ts");
  expect(() => drawChart(document.createElement("div"), data)).toThrow("No 2D canvas");
});
