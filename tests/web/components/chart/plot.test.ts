import { afterEach, describe, expect, it, vi } from "vitest";
import type { ChartData } from "#web/components/chart/data.ts";
import { drawChart } from "#web/components/chart/plot.ts";
import { formatterOf } from "#web/i18n/format.ts";

// uPlot itself needs a browser (matchMedia, ResizeObserver, a canvas): what matters here is whether
// drawChart reaches it, and with which labels.
const uPlot = vi.hoisted(() => Object.assign(vi.fn(), { paths: {}, tzDate: (date: Date) => date }));
vi.mock("uplot", () => ({ default: uPlot }));

afterEach(() => {
  uPlot.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const data: ChartData = {
  heading: "Day",
  axis: "time",
  zone: "utc",
  unit: { kind: "count" },
  format: formatterOf("en"),
  series: [{ label: "Sales" }],
  rows: [{ label: "2026-11-26", at: Date.UTC(2026, 10, 26), values: [3] }],
};

// jsdom has no 2D canvas, as a browser with canvas disabled: uPlot used to fail in a later
// microtask, uncaught, instead of letting the chart say it could not draw.
it("refuses at once to draw without a 2D canvas, before uPlot starts", () => {
  expect(() => drawChart(document.createElement("div"), data)).toThrow("No 2D canvas");
  expect(uPlot).not.toHaveBeenCalled();
});

type Axis = {
  values: (u: unknown, splits: number[]) => string[];
  size: (u: unknown, labels: string[] | null) => number;
};

/** The axes drawChart gives uPlot for `chart`. */
function axesOf(chart: ChartData): Axis[] {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({} as RenderingContext);
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  drawChart(document.createElement("div"), chart);
  const [options] = uPlot.mock.lastCall ?? [];
  return (options as { axes: Axis[] }).axes;
}

/** The x and y axes' labels drawChart gives uPlot for `chart`, at the given splits (seconds on a time axis). */
function axisLabels(chart: ChartData, x: number[], y: number[]): [string[], string[]] {
  const [xAxis, yAxis] = axesOf(chart);
  return [xAxis?.values(null, x) ?? [], yAxis?.values(null, y) ?? []];
}

describe("the axes' labels, in the chart's language", () => {
  const first = Date.UTC(2026, 11, 1) / 1000;
  const twentySixth = Date.UTC(2026, 10, 26) / 1000;

  it("writes the console's days and amounts as it always has: British days, en-US compact dollars", () => {
    const revenue: ChartData = { ...data, unit: { kind: "money", currency: "usd" } };
    expect(axisLabels(revenue, [twentySixth, first], [0, 123_400, 15_000_000])).toEqual([
      ["26 Nov", "1 Dec"],
      ["$0", "$1.2K", "$150K"],
    ]);
    expect(axisLabels({ ...data, unit: { kind: "share" } }, [], [0, 0.25])[1]).toEqual(["0%", "25%"]);
    expect(axisLabels(data, [], [0, 1_500])[1]).toEqual(["0", "1.5K"]);
  });

  it("writes a French partner's local days and euros the French way, the first of the month as 1er", () => {
    const local = new Date(2026, 11, 1).getTime() / 1000;
    const sales: ChartData = {
      ...data,
      zone: "local",
      unit: { kind: "money", currency: "eur" },
      format: formatterOf("fr"),
    };
    expect(axisLabels(sales, [local, local + 86_400], [0, 123_400])).toEqual([
      ["1er déc.", "2 déc."],
      ["0\u00a0€", "1,2\u00a0k\u00a0€"],
    ]);
  });

  it("writes Japanese days and yen in Japanese", () => {
    const yen: ChartData = { ...data, unit: { kind: "money", currency: "jpy" }, format: formatterOf("ja") };
    expect(axisLabels(yen, [first], [15_000])).toEqual([["12月1日"], ["￥1.5万"]]);
  });
});

describe("the y axis's width", () => {
  it("stays 64 px for short labels and grows for a language's long ones, so none is cut at the left edge", () => {
    const dollars: ChartData = { ...data, unit: { kind: "money", currency: "usd" }, format: formatterOf("fr") };
    const size = axesOf(dollars)[1]?.size as Axis["size"];
    expect(size(null, null)).toBe(64);
    expect(size(null, ["$0", "$150K"])).toBe(64);
    const [, labels] = axisLabels(dollars, [], [0, 123_400]);
    expect(labels).toEqual(["0\u00a0$US", "1,2\u00a0k\u00a0$US"]);
    expect(size(null, labels)).toBe("1,2 k $US".length * 7 + 15);
  });
});
