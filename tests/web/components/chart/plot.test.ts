import { expect, it, vi } from "vitest";
import type { ChartData } from "#web/components/chart/data.ts";
import { drawChart } from "#web/components/chart/plot.ts";

// uPlot itself needs a browser (matchMedia, ResizeObserver, a canvas): what matters here is whether
// drawChart reaches it.
const uPlot = vi.hoisted(() => vi.fn());
vi.mock("uplot", () => ({ default: uPlot }));

const data: ChartData = {
  heading: "Day",
  axis: "time",
  zone: "utc",
  unit: { kind: "count" },
  series: [{ label: "Sales" }],
  rows: [{ label: "2026-11-26", at: Date.UTC(2026, 10, 26), values: [3] }],
};

// jsdom has no 2D canvas, as a browser with canvas disabled: uPlot used to fail in a later
// microtask, uncaught, instead of letting the chart say it could not draw.
it("refuses at once to draw without a 2D canvas, before uPlot starts", () => {
  expect(() => drawChart(document.createElement("div"), data)).toThrow("No 2D canvas");
  expect(uPlot).not.toHaveBeenCalled();
});
