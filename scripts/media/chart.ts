/**
 * A candlestick chart as the platform draws it: a plot area, a price axis gutter on the right and
 * a time axis gutter below that nothing but their labels draws into (candles and overlays are
 * clipped to the plot), price tags in the gutter that push grid labels aside, an OHLC legend.
 */
import { at } from "#common/at.ts";
import type { CandleTime } from "./hours";
import { type Candle, quote, type Ticker, type Timeframe } from "./market";
import { type Box, C, f, line, rect, text } from "./svg";

/** Price axis width: room for "95,120.0" at 11 px and a tag around it. */
export const PRICE_GUTTER = 70;
export const TIME_GUTTER = 22;
/** Empty candle slots on the right of the last candle, as a platform leaves them. */
const SPACE_RIGHT = 5;

export interface ChartOptions {
  /** Unique within the image: the clip path's id. */
  readonly id: string;
  readonly symbol: Ticker;
  readonly timeframe: Timeframe;
  /** When each candle of the data opens (scripts/media/hours.ts): the time axis labels them. */
  readonly times: readonly CandleTime[];
  /** Candles shown so far (a new order waits for them); all by default. */
  readonly visible?: number;
  readonly sma?: boolean;
  readonly ema?: boolean;
  readonly bands?: boolean;
  /** Prices that must be inside the plot (a position's entry, stop loss and take profit). */
  readonly levels?: readonly number[];
  /** Price tags in the gutter beside the last price (entry, stop loss, take profit). */
  readonly tags?: readonly { readonly price: number; readonly color: string }[];
  /** The full OHLC legend (a large chart) or only the last price (a small one). */
  readonly legend?: "full" | "short";
}

export interface Chart {
  readonly svg: string;
  readonly plot: Box;
  readonly y: (price: number) => number;
  readonly x: (index: number) => number;
  readonly step: number;
  /** Overlays drawn inside the plot, clipped to it. */
  readonly clip: (content: string) => string;
  /** The gutters and legend, drawn last so no overlay covers them. */
  readonly axes: string;
  /** The times of the candles drawn (the facts list them: scripts/media/facts.ts). */
  readonly drawn: readonly CandleTime[];
}

/** Grid prices: the smallest 1, 2, 2.5 or 5 step times a power of ten giving at most 1.5 x `count` lines. */
export function gridPrices(lo: number, hi: number, count: number): number[] {
  const power = 10 ** Math.floor(Math.log10((hi - lo) / count));
  const step = ([0.5, 1, 2, 2.5, 5, 10].find((m) => (hi - lo) / (m * power) <= count * 1.5) ?? 10) * power;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(Number(v.toPrecision(12)));
  return out;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "27 Aug" for a date, YYYY-MM-DD. */
const dayLabel = (day: string) => `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/**
 * Time axis labels, in UTC: the trading day on the daily charts, the date on the 4h ones; on
 * shorter ones the hour, with the date at midnight or on the first label of a new day (so every
 * label's day can be read, across a weekend too).
 */
function timeLabel(timeframe: Timeframe, time: CandleTime, previous: CandleTime): string {
  if (timeframe === "1D") return dayLabel(time.day);
  const iso = new Date(time.open).toISOString();
  const day = dayLabel(iso.slice(0, 10));
  if (timeframe === "4h") return day;
  const hm = iso.slice(11, 16);
  const newDay = new Date(previous.open).toISOString().slice(0, 10) !== iso.slice(0, 10);
  return hm === "00:00" ? day : newDay ? `${day} ${hm}` : hm;
}

function average(values: readonly number[]) {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

export function chart(box: Box, data: readonly Candle[], o: ChartOptions): Chart {
  const plot: Box = { x: box.x, y: box.y, w: box.w - PRICE_GUTTER, h: box.h - TIME_GUTTER };
  if (o.times.length !== data.length) throw new Error(`${o.id}: ${data.length} candles, ${o.times.length} times`);
  const shown = data.slice(0, Math.max(1, Math.round(o.visible ?? data.length)));
  const prices = [...data.flatMap((d) => [d.h, d.l]), ...(o.levels ?? [])];
  const span = Math.max(...prices) - Math.min(...prices);
  // Headroom above for the legend, a margin below.
  const hi = Math.max(...prices) + span * 0.2;
  const lo = Math.min(...prices) - span * 0.08;
  const y = (v: number) => plot.y + (1 - (v - lo) / (hi - lo)) * plot.h;
  const step = plot.w / (data.length + SPACE_RIGHT);
  const x = (i: number) => plot.x + (i + 0.5) * step;
  const clipId = `plot-${o.id}`;
  const clip = (content: string) => `<g clip-path="url(#${clipId})">${content}</g>`;

  const grid = gridPrices(lo, hi, box.h > 300 ? 6 : 4);
  const labelEvery = Math.max(1, Math.round(90 / step));
  const parts: string[] = [
    `<defs><clipPath id="${clipId}">${rect(plot.x, plot.y, plot.w, plot.h, "#000")}</clipPath></defs>`,
    rect(box.x, box.y, box.w, box.h, C.bg),
  ];
  for (const g of grid) parts.push(line(plot.x, y(g), plot.x + plot.w, y(g), C.grid));
  for (let i = labelEvery; i < data.length; i += labelEvery)
    parts.push(line(x(i), plot.y, x(i), plot.y + plot.h, C.grid));

  const candles = shown.map((d, i) => {
    const col = d.c >= d.o ? C.green : C.red;
    const top = y(Math.max(d.o, d.c));
    const body = Math.max(1, y(Math.min(d.o, d.c)) - top);
    return line(x(i), y(d.h), x(i), y(d.l), col) + rect(x(i) - step * 0.34, top, step * 0.68, body, col);
  });
  const overlays: string[] = [];
  const polyline = (values: number[], color: string, extra = "") =>
    `<polyline points="${values.map((v, i) => `${f(x(i))},${f(y(v))}`).join(" ")}" fill="none" stroke="${color}" stroke-width="1.6" ${extra}/>`;
  const closes = shown.map((d) => d.c);
  if (o.sma)
    overlays.push(
      polyline(
        closes.map((_, i) => average(closes.slice(Math.max(0, i - 19), i + 1))),
        C.blue,
      ),
    );
  if (o.ema) {
    let ema = closes[0] ?? 0;
    overlays.push(
      polyline(
        closes.map((c) => (ema += (2 / 16) * (c - ema))),
        C.warn,
      ),
    );
  }
  if (o.bands) {
    const band = (side: 1 | -1) =>
      closes.map((_, i) => {
        const win = closes.slice(Math.max(0, i - 19), i + 1);
        const m = average(win);
        return m + side * 2 * Math.sqrt(average(win.map((c) => (c - m) ** 2)));
      });
    overlays.push(
      polyline(band(1), C.violet, `stroke-dasharray="4 3"`),
      polyline(band(-1), C.violet, `stroke-dasharray="4 3"`),
    );
  }
  parts.push(clip(candles.join("") + overlays.join("")));

  const last = at(shown, shown.length - 1);
  const lastColor = last.c >= last.o ? C.green : C.red;
  parts.push(clip(line(plot.x, y(last.c), plot.x + plot.w, y(last.c), lastColor, 0.8, `stroke-dasharray="3 3"`)));

  // Gutters: their own background, so nothing drawn in the plot ever shows through.
  const axes: string[] = [
    rect(plot.x + plot.w, box.y, PRICE_GUTTER, box.h, C.surface),
    rect(box.x, plot.y + plot.h, plot.w, TIME_GUTTER, C.surface),
    line(plot.x + plot.w, box.y, plot.x + plot.w, box.y + box.h, C.border),
    line(box.x, plot.y + plot.h, plot.x + plot.w, plot.y + plot.h, C.border),
  ];
  const tags = placeTags([{ price: last.c, color: lastColor }, ...(o.tags ?? [])], y, plot);
  for (const g of grid) {
    const gy = y(g);
    if (gy < plot.y + 8 || gy > plot.y + plot.h - 6 || tags.some((t) => Math.abs(t.at - gy) < 15)) continue;
    axes.push(text(plot.x + plot.w + 8, gy + 4, quote(o.symbol, g), 11, C.muted));
  }
  for (const t of tags) {
    axes.push(rect(plot.x + plot.w + 2, t.at - 9, PRICE_GUTTER - 4, 18, t.color, 3));
    axes.push(text(plot.x + plot.w + 8, t.at + 4, quote(o.symbol, t.price), 11, "#fff", "start", 700));
  }
  for (let i = labelEvery; i < data.length; i += labelEvery) {
    const label = timeLabel(o.timeframe, at(o.times, i), at(o.times, i - labelEvery));
    axes.push(text(x(i), plot.y + plot.h + 15, label, 11, C.muted, "middle"));
  }
  axes.push(legend(plot, o, last));
  return { svg: parts.join(""), plot, y, x, step, clip, axes: axes.join(""), drawn: o.times.slice(0, shown.length) };
}

/** Tags sorted by height and pushed apart so none covers another. */
function placeTags(tags: readonly { price: number; color: string }[], y: (v: number) => number, plot: Box) {
  const placed = tags.map((t) => ({ ...t, at: y(t.price) })).sort((a, b) => a.at - b.at);
  for (let i = 1; i < placed.length; i++) {
    const prev = at(placed, i - 1);
    const cur = at(placed, i);
    if (cur.at - prev.at < 19) cur.at = prev.at + 19;
  }
  for (const t of placed) t.at = Math.min(plot.y + plot.h - 9, Math.max(plot.y + 9, t.at));
  return placed;
}

function legend(plot: Box, o: ChartOptions, last: Candle) {
  const title = `${o.symbol} · ${o.timeframe}`;
  if (o.legend === "short") {
    return (
      rect(plot.x + 8, plot.y + 8, 96, 22, C.surface, 4) +
      text(plot.x + 16, plot.y + 23, title, 12, C.text, "start", 600)
    );
  }
  const values: [string, number][] = [
    ["O", last.o],
    ["H", last.h],
    ["L", last.l],
    ["C", last.c],
  ];
  const cell = o.symbol === "BTCUSD" || o.symbol === "US500" || o.symbol === "XAUUSD" ? 92 : 84;
  let body = text(plot.x + 12, plot.y + 22, title, 13, C.text, "start", 700);
  values.forEach(([k, v], i) => {
    const vx = plot.x + 112 + i * cell;
    body +=
      text(vx, plot.y + 22, k, 12, C.muted) +
      text(vx + 12, plot.y + 22, quote(o.symbol, v), 12, last.c >= last.o ? C.green : C.red);
  });
  return body;
}
