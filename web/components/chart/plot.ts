/**
 * The picture of a chart, drawn by uPlot (decision 050). Its own module so that the library is
 * fetched only when a chart is on screen: the table and CSV of ./Chart.tsx need none of it.
 */
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { minorDigits } from "#common/money.ts";
import { type ChartData, drawnSeries, formatValue } from "./data";

/** The series' colours, in order: the site's tokens, read when drawing so the chart follows the theme. */
const SERIES_TOKENS = ["--color-green", "--color-blue", "--color-warning", "--color-red", "--color-text-muted"];

/** Below the site's sm breakpoint the chart is lower, so it and its table fit a phone's screen. */
const heightFor = (width: number) => (width < 600 ? 220 : 280);

/** The y axis's labels, short: "1.2K" sales, "$1.2K", "25%" (in the chart's language). */
function compactFormat({ unit, format }: ChartData): (value: number) => string {
  if (unit.kind === "share") return (v) => format.percent(v, 0);
  if (unit.kind === "count") return (v) => format.compact(v);
  return (v) => format.compactMoney(v, unit.currency);
}

/**
 * The y axis's steps: whole counts, whole minor units and tenths of a percent, never "0.2 sales";
 * and the top of an all-zero chart, so its axis reads 0 to 5 sales, to 10 in the currency, to 100 %.
 */
function yScale(data: ChartData): { incrs: number[]; emptyTop: number } {
  const { unit } = data;
  const decades = [1, 2, 5].flatMap((m) => Array.from({ length: 15 }, (_, e) => m * 10 ** e)).sort((a, b) => a - b);
  if (unit.kind === "share")
    return { incrs: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5], emptyTop: 1 };
  if (unit.kind === "money") return { incrs: decades, emptyTop: 10 * 10 ** minorDigits(unit.currency) };
  return { incrs: decades, emptyTop: 5 };
}

const DAY_SECONDS = 86_400;
/** A time axis steps by whole days: the rows are days or weeks, an hour between them means nothing. */
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364].map((days) => days * DAY_SECONDS);

/** A time axis's labels, "26 Nov" ("26 nov.", "11月26日"), in the rows' zone. */
function dayLabels({ format, zone }: ChartData): (seconds: number) => string {
  return (seconds) => format.axisDay(seconds * 1000, zone);
}

/** About the width of one character of the axis font, in CSS pixels. */
const CHAR_WIDTH = 7;

/** The y axis's ticks and their gap to the labels, in CSS pixels (uPlot's defaults: 10 and 5). */
const TICKS_AND_GAP = 15;

/**
 * The y axis's width: 64 px, or what its longest label needs ("12,5 k $US", "1,5 Mio. €"), so no
 * language's label is cut at the chart's left edge. uPlot has no labels yet on its first pass.
 */
const yAxisWidth = (_u: unknown, labels: readonly string[] | null) =>
  Math.max(64, Math.max(0, ...(labels ?? []).map((label) => label.length)) * CHAR_WIDTH + TICKS_AND_GAP);

/** A bar's label cut to the room its bar has ("Affiliate demo-aff…"): the legend and the table say it whole. */
function fitted(label: string, u: uPlot, shown: number): string {
  const room = Math.floor(u.bbox.width / uPlot.pxRatio / Math.max(shown, 1) / CHAR_WIDTH) - 1;
  return label.length <= room ? label : `${label.slice(0, Math.max(room - 1, 1))}…`;
}

function options(data: ChartData, element: HTMLElement, width: number): uPlot.Options {
  const style = getComputedStyle(element);
  const token = (name: string) => style.getPropertyValue(name).trim();
  const font = `12px ${token("--font-sans") || "sans-serif"}`;
  const axis: uPlot.Axis = {
    stroke: token("--color-text-muted"),
    grid: { stroke: token("--color-border"), width: 1 },
    ticks: { stroke: token("--color-border"), width: 1 },
    font,
  };
  const compact = compactFormat(data);
  const y = yScale(data);
  const day = dayLabels(data);
  const category = data.axis === "category";
  const labels = data.rows.map((r) => r.label);
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
  return {
    width,
    height: heightFor(width),
    // No zooming by drag: on a phone the drag is the page's scroll.
    cursor: { drag: { x: false, y: false } },
    legend: { live: true },
    scales: {
      // Bars sit on whole indices with half a step of room at both ends, so none is cut in half.
      x: category ? { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] } : { time: true },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : y.emptyTop] },
    },
    ...(data.zone === "utc" && { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC") }),
    axes: [
      {
        ...axis,
        // Whole steps only: a label per bar, or per 2nd, 5th... bar when they would not fit.
        ...(category
          ? {
              incrs: [1, 2, 5, 10, 20, 50, 100],
              space: 36,
              values: (u: uPlot, splits: number[]) => splits.map((i) => fitted(labels[i] ?? "", u, splits.length)),
            }
          : { incrs: DAY_STEPS, space: 56, values: (_u: uPlot, splits: number[]) => splits.map(day) }),
      },
      { ...axis, size: yAxisWidth, incrs: y.incrs, values: (_u, splits) => splits.map(compact) },
    ],
    series: [
      // The hovered row's own label ("2026-11-26", "DE"), as the table writes it.
      { label: data.heading, value: (_u, _v, _s, i) => (i === null ? "" : (labels[i] ?? "")) },
      ...drawnSeries(data).map(({ series: s, index }, i): uPlot.Series => {
        const colour = token(SERIES_TOKENS[i % SERIES_TOKENS.length] as string);
        // Nothing hovered: the legend reads the series' total over every row, never a blank.
        const total = data.rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0);
        return {
          label: s.label,
          stroke: colour,
          width: 2,
          value: (_u, v, _s, row) =>
            row === null
              ? formatValue(total, data.unit, data.format)
              : v === null
                ? (data.unknown ?? "")
                : formatValue(v, data.unit, data.format),
          ...(category ? { fill: colour, paths: bars, points: { show: false } } : { points: { size: 5 } }),
        };
      }),
    ],
  };
}

function alignedData(data: ChartData): uPlot.AlignedData {
  const xs = data.rows.map((row, i) => (data.axis === "category" ? i : (row.at ?? 0) / 1000));
  return [xs, ...drawnSeries(data).map(({ index }) => data.rows.map((row) => row.values[index] ?? null))];
}

/**
 * Draws `data` into `element` at its width and redraws when that changes; returns the cleanup.
 * Throws when the browser has no 2D canvas (disabled, or a DOM without one), so the chart can say
 * so: uPlot would otherwise fail in a later microtask that nothing catches.
 */
export function drawChart(element: HTMLElement, data: ChartData): () => void {
  if (!document.createElement("canvas").getContext("2d")) throw new Error("No 2D canvas to draw the chart on");
  const widthOf = () => Math.max(element.clientWidth, 200);
  const chart = new uPlot(options(data, element, widthOf()), alignedData(data), element);
  const observer = new ResizeObserver(() => {
    const width = widthOf();
    if (width !== chart.width) chart.setSize({ width, height: heightFor(width) });
  });
  observer.observe(element);
  return () => {
    observer.disconnect();
    chart.destroy();
  };
}
