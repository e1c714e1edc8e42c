/**
 * The TickSim backtesting workspace (toolbar, chart, order panel, statistics bar) and its scenes.
 * `t` (0..1) animates a scene, so the same function draws the stills and the clips' frames.
 */
import { at } from "#common/at.ts";
import { type Chart, chart } from "./chart";
import { desktopWindow, MENU_END } from "./desktop-window";
import { FactSheet, type Facts } from "./facts";
import { pct, ratio, usd } from "./figures";
import { type CandleTime, candleTimesUntil, TIMEFRAME_MS } from "./hours";
import { type Candle, candles, quote, type Ticker, type Timeframe } from "./market";
import { hhmm, type Release, usJobsWeek, utcOf } from "./news";
import { distance, round2, type Ticket, ticket, unitsValue } from "./orders";
import { type Box, C, f, frame, H, line, PHONE, rect, text, W } from "./svg";
import { type LogSpec, summarize, type Trade, tradeLog } from "./trades";

export type Variant = "web" | "desktop";

const TOOLBAR = 44;
const STATS = 64;
const PANEL = 224;
const TIMEFRAMES: readonly Timeframe[] = ["15m", "1h", "4h", "1D"];

interface StripMetrics {
  readonly x: number;
  readonly step: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
  readonly radius: number;
  readonly baseline: number;
  readonly size: number;
}

/** The timeframe buttons of a toolbar, the active one highlighted; each app draws them at its own size. */
function timeframeStrip(active: Timeframe | null, m: StripMetrics): string {
  return TIMEFRAMES.map((tf, i) => {
    const x = m.x + i * m.step;
    const pill = tf === active ? rect(x, m.top, m.width, m.height, C.selected, m.radius) : "";
    return pill + text(x + m.width / 2, m.baseline, tf, m.size, tf === active ? C.blue : C.muted, "middle", 600);
  }).join("");
}

/** The desktop app's window over the workspace: the symbol and timeframes, the offline mark and the replay speed. */
function desktopChrome(symbol: string, active: Timeframe | null, tail?: string) {
  const parts = [rect(MENU_END, 23, 84, 18, C.raised, 4), text(338, 36, symbol, 11, C.text, "start", 600)];
  parts.push(
    timeframeStrip(active, { x: 424, step: 38, top: 23, width: 34, height: 18, radius: 4, baseline: 36, size: 11 }),
  );
  if (tail) parts.push(text(W - 12, 37, tail, 11, C.muted, "end"));
  else {
    parts.push(text(W - 12, 37, "x10", 11, C.muted, "end"), playMark(W - 38, 33, C.muted));
    parts.push(text(W - 46, 37, "Offline · Replay", 11, C.muted, "end"));
  }
  return desktopWindow(`${symbol} · Backtest session`, parts.join(""));
}

export function toolbar(symbol: string, active: Timeframe | null, variant: Variant, tail?: string) {
  if (variant === "desktop") return desktopChrome(symbol, active, tail);
  const parts = [rect(0, 0, W, TOOLBAR, C.surface), line(0, TOOLBAR, W, TOOLBAR, C.border)];
  parts.push(`<circle cx="22" cy="22" r="9" fill="${C.green}"/>`, text(38, 27, "TickSim", 15, C.text, "start", 700));
  parts.push(rect(118, 10, 100, 24, C.raised, 5), text(128, 27, symbol, 13, C.text, "start", 600));
  parts.push(
    timeframeStrip(active, { x: 232, step: 44, top: 10, width: 40, height: 24, radius: 5, baseline: 27, size: 12 }),
  );
  if (tail) parts.push(text(W - 16, 27, tail, 12, C.muted, "end"));
  else {
    // The play mark is drawn: the images' font (scripts/media/outline.ts) has no such glyph.
    parts.push(text(W - 16, 27, "x10", 12, C.muted, "end"), playMark(W - 44, 22, C.muted));
    parts.push(text(W - 52, 27, "Web app · Replay", 12, C.muted, "end"));
  }
  return parts.join("");
}

interface Position {
  readonly side: "Buy" | "Sell";
  readonly entry: number;
  readonly last: number;
}

/** The open position's floating profit: the price change times the ticket's volume and contract. */
const floating = (t: Ticket, p: Position) => round2((p.last - p.entry) * t.contract * t.volume);

function orderPanel(order: Ticket, position: Position | null, highlight: boolean, facts: FactSheet) {
  const p = facts.print.bind(facts);
  const x = W - PANEL;
  const parts: string[] = [
    rect(x, TOOLBAR, PANEL, H - TOOLBAR - STATS, C.surface),
    line(x, TOOLBAR, x, H - STATS, C.border),
  ];
  parts.push(text(x + 16, 72, "Order", 14, C.text, "start", 700));
  parts.push(rect(x + 16, 84, 92, 34, C.green, 6), text(x + 62, 106, "BUY", 13, "#04140e", "middle", 700));
  parts.push(rect(x + 116, 84, 92, 34, C.red, 6), text(x + 162, 106, "SELL", 13, "#fff", "middle", 700));
  const riskPct = (order.risk / order.balance) * 100;
  const rows: [string, string][] = [
    ["Volume", `${p("volume", order.volume, order.volume.toFixed(2))} lot`],
    ["Stop loss", p("stopLoss", order.stop, distance(order.unit, order.stop))],
    ["Take profit", p("takeProfit", order.target, distance(order.unit, order.target))],
    ["Risk", `${p("risk", order.risk, usd(order.risk))} · ${p("riskPct", riskPct, pct(riskPct))}`],
  ];
  rows.forEach(([k, v], i) => {
    const ry = 132 + i * 38;
    parts.push(rect(x + 16, ry, 192, 30, highlight && i > 0 ? "#1d3326" : C.raised, 5));
    parts.push(text(x + 26, ry + 20, k, 12, C.muted), text(x + 198, ry + 20, v, 12, C.text, "end", 600));
  });
  parts.push(text(x + 16, 310, "Positions", 14, C.text, "start", 700));
  if (position) {
    const pnl = floating(order, position);
    parts.push(rect(x + 16, 322, 192, 52, C.raised, 5));
    parts.push(
      text(x + 26, 342, `${order.symbol} · ${position.side} ${order.volume.toFixed(2)}`, 12, C.text, "start", 600),
    );
    parts.push(text(x + 198, 342, quote(order.symbol, position.entry), 12, C.muted, "end"));
    parts.push(
      text(x + 26, 364, "P&L", 12, C.muted),
      text(x + 198, 364, p("positionPnl", pnl, usd(pnl, true)), 13, pnl >= 0 ? C.green : C.red, "end", 700),
    );
  } else {
    parts.push(text(x + 16, 340, "No open position", 12, C.muted));
  }
  return parts.join("");
}

/** The balance every replay session starts from. */
export const SESSION_START = 10_000;

/** The closed trades' figures along the bottom of the workspace. */
export function statsBar(trades: readonly Trade[], facts: FactSheet) {
  const p = facts.print.bind(facts);
  const s = summarize(trades, SESSION_START);
  const balance = SESSION_START + s.netProfit;
  const parts = [rect(0, H - STATS, W, STATS, C.surface), line(0, H - STATS, W, H - STATS, C.border)];
  const items: [string, string, string][] = [
    ["Balance", p("balance", balance, usd(balance)), C.text],
    ["Net profit", p("netProfit", s.netProfit, usd(s.netProfit, true)), s.netProfit >= 0 ? C.green : C.red],
    ["Trades", p("trades", s.trades, String(s.trades)), C.text],
    ["Win rate", p("winRate", s.winRate, pct(s.winRate)), C.text],
    ["Profit factor", p("profitFactor", s.profitFactor, ratio(s.profitFactor)), C.text],
  ];
  items.forEach(([k, v, col], i) => {
    const x = 24 + i * 186;
    parts.push(text(x, H - 40, k, 12, C.muted), text(x, H - 17, v, 16, col, "start", 700));
  });
  return parts.join("");
}

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The replay session behind a screen: trades on its instrument risking $100 each, closed in the
 * fortnight before the chart's first candle (`before`). A clip closes more of them as it plays.
 */
export function sessionLog(symbol: Ticker, seed: number, before: number): LogSpec {
  const to = before - DAY;
  return {
    seed: seed + 1000,
    count: 18,
    symbols: { [symbol]: 1 },
    from: isoDay(to - 13 * DAY),
    to: isoDay(to),
    risk: 100,
  };
}

/** Closed trades at time t of a clip (a still is t = 0 or 1). */
const closedAt = (t: number) => 12 + Math.round(t * 6);

export type Scene = "replay" | "orders" | "indicators" | "drawing" | "risk" | "timeframes" | "calendar";

/**
 * Each scene's instrument (the clips show gold, the S&P 500 and bitcoin at their real prices too)
 * and the moment its replay reaches on the last frame, in August 2026, inside the asset catalogue's
 * history (decision 067): its last candle is the one in progress then.
 */
const SCENES: Record<Scene, { symbol: Ticker; timeframe: Timeframe; seed: number; end: number }> = {
  replay: { symbol: "EURUSD", timeframe: "1h", seed: 11, end: Date.UTC(2026, 7, 27, 14) },
  orders: { symbol: "EURUSD", timeframe: "1h", seed: 23, end: Date.UTC(2026, 7, 25, 16) },
  indicators: { symbol: "XAUUSD", timeframe: "1h", seed: 5, end: Date.UTC(2026, 7, 19, 20) },
  // Friday's last 4h candle: the chart spans two weekends.
  drawing: { symbol: "US500", timeframe: "4h", seed: 8, end: Date.UTC(2026, 7, 21, 18) },
  risk: { symbol: "EURUSD", timeframe: "15m", seed: 31, end: Date.UTC(2026, 7, 20, 16, 45) },
  // A Saturday: bitcoin trades through the weekend.
  timeframes: { symbol: "BTCUSD", timeframe: "1h", seed: 3, end: Date.UTC(2026, 7, 29, 12) },
  // From Wednesday 06:00 UTC to the Friday close: the week's US releases, payrolls included.
  calendar: { symbol: "EURUSD", timeframe: "1h", seed: 17, end: Date.UTC(2026, 7, 7, 21) },
};

const CHART: Box = { x: 0, y: TOOLBAR, w: W - PANEL, h: H - TOOLBAR - STATS };
const ENTRY = 36;
const N = 64;
/** Candles a replay clip plays. */
const REPLAYED = 24;
/** A frame of `scene` at time t (0..1). */
export const workspace = (scene: Scene, t: number, variant: Variant = "web") => workspaceScreen(scene, t, variant).svg;

/** A frame of `scene` at time t (0..1), with the facts it prints. */
export function workspaceScreen(
  scene: Scene,
  t: number,
  variant: Variant = "web",
): { svg: string; phone: string; facts: Facts } {
  const { symbol, seed, end } = SCENES[scene];
  const facts = new FactSheet();
  const tf: Timeframe = scene === "timeframes" ? (t < 0.33 ? "1D" : t < 0.66 ? "4h" : "1h") : SCENES[scene].timeframe;
  // The replay scrolls: new candles come in on the right, as on the platform.
  const replayed = scene === "replay" ? REPLAYED : 0;
  const start = Math.round(t * replayed);
  const times = candleTimesUntil(symbol, tf, end, N + replayed).slice(start, start + N);
  const log = sessionLog(symbol, seed, at(times, 0).open);
  const closed = tradeLog(log).slice(0, closedAt(t));
  const order = ticket(symbol, SESSION_START + summarize(closed, SESSION_START).netProfit);
  facts.input("startingEquity", SESSION_START);
  facts.input("log", log);
  facts.input("trades", closed);
  facts.input("ticket", order);
  const series = candles(symbol, tf, N + replayed, seed + (scene === "timeframes" ? TIMEFRAMES.indexOf(tf) : 0));
  const data = series.slice(start, start + N);
  const visible = scene === "replay" || scene === "timeframes" ? N : Math.min(N, 40 + t * 30);
  const trading = scene === "orders" || scene === "risk";
  const entry = at(data, ENTRY);
  const open = trading && visible > ENTRY + 1;
  const position: Position | null = open
    ? { side: "Buy", entry: entry.c, last: at(data, Math.min(N - 1, Math.round(visible) - 1)).c }
    : null;
  if (position) facts.input("position", position);
  if (scene === "calendar") {
    facts.input("chartStart", new Date(at(times, 0).open).toISOString());
    facts.input("timeframe", tf);
  }

  /** The chart and what the scene draws on it, in `box`: the full screen's or the phone's. */
  const sceneIn = (box: Box, legend: "full" | "short", recorded = false) => {
    const ch = chart(box, data, {
      id: scene,
      times,
      symbol,
      timeframe: tf,
      visible,
      sma: scene === "indicators",
      ema: scene === "indicators",
      bands: scene === "indicators" && t > 0.4,
      levels: trading ? [entry.c + order.target * order.unitSize, entry.c - order.stop * order.unitSize] : [],
      tags: open ? [{ price: entry.c, color: "#178a68" }] : [],
      legend,
    });
    // The phone draws the same candles again.
    if (recorded) facts.chart(symbol, tf, ch.drawn);
    const overlay: string[] = [];
    const above: string[] = [];
    if (position) {
      overlay.push(tradeZones(ch, order, entry.c, scene === "risk" ? 0.35 + t * 0.65 : 1, facts));
      if (scene === "risk") {
        const rr = facts.print("rewardRatio", order.target / order.stop, ratio(order.target / order.stop));
        above.push(text(ch.plot.x + ch.plot.w - 10, ch.y(entry.c) - 8, `R:R ${rr}`, 12, C.text, "end", 700));
      }
    }
    if (scene === "drawing") overlay.push(drawing(ch, data, t));
    if (scene === "calendar") overlay.push(calendar(ch, t, times, tf, facts));
    const parts = [ch.svg, ch.clip(overlay.join("")), ch.axes, above.join("")];
    if (scene === "drawing") parts.push(drawingTools(t));
    if (scene === "indicators") parts.push(indicatorList(ch, t));
    if (scene === "timeframes") {
      const mid = ch.plot.x + ch.plot.w / 2;
      parts.push(rect(mid - 75, ch.plot.y + 40, 150, 30, C.surface, 6, `stroke="${C.blue}"`));
      parts.push(text(mid, ch.plot.y + 60, `Timeframe: ${tf}`, 13, C.text, "middle", 600));
    }
    return parts.join("");
  };

  const desktop = [
    toolbar(symbol, tf, variant),
    sceneIn(CHART, "full", true),
    orderPanel(order, position, scene === "risk", facts),
    statsBar(closed, facts),
  ];
  const phone = [
    phoneBar(symbol, tf, variant),
    sceneIn(PHONE_CHART, "short"),
    position ? phonePosition(order, position, facts) : phoneStats(closed, facts),
  ];
  return { svg: frame(desktop.join("")), phone: frame(phone.join(""), PHONE), facts: facts.toJSON() };
}

/** The phone layout of a workspace screen: a bar, the chart, a strip of what matters below it. */
const PHONE_BAR = 40;
const PHONE_STRIP = 56;
const PHONE_CHART: Box = { x: 0, y: PHONE_BAR, w: PHONE.w, h: PHONE.h - PHONE_BAR - PHONE_STRIP };

function phoneBar(symbol: Ticker, tf: Timeframe, variant: Variant) {
  return (
    rect(0, 0, 400, PHONE_BAR, C.surface) +
    line(0, PHONE_BAR, 400, PHONE_BAR, C.border) +
    `<circle cx="20" cy="20" r="8" fill="${C.green}"/>` +
    text(36, 25, `${symbol} · ${tf}`, 14, C.text, "start", 700) +
    (variant === "desktop"
      ? text(388, 25, "Desktop · Offline", 12, C.muted, "end")
      : text(388, 25, "x10", 12, C.muted, "end") +
        playMark(362, 21, C.muted) +
        text(354, 25, "Replay", 12, C.muted, "end"))
  );
}

const phoneStripBox = () =>
  rect(0, 400 - PHONE_STRIP, 400, PHONE_STRIP, C.surface) +
  line(0, 400 - PHONE_STRIP, 400, 400 - PHONE_STRIP, C.border);

/** Below the chart without a position: the session's balance, win rate and profit factor. */
function phoneStats(trades: readonly Trade[], facts: FactSheet) {
  const p = facts.print.bind(facts);
  const s = summarize(trades, SESSION_START);
  const balance = SESSION_START + s.netProfit;
  const items: [string, string][] = [
    ["Balance", p("balance", balance, usd(balance))],
    ["Win rate", p("winRate", s.winRate, pct(s.winRate))],
    ["Profit factor", p("profitFactor", s.profitFactor, ratio(s.profitFactor))],
  ];
  return (
    phoneStripBox() +
    items
      .map(
        ([k, v], i) => text(16 + i * 136, 362, k, 11, C.muted) + text(16 + i * 136, 386, v, 15, C.text, "start", 700),
      )
      .join("")
  );
}

/** Below the chart with a position: the position and its P&L, then its stop, target and risk. */
function phonePosition(order: Ticket, position: Position, facts: FactSheet) {
  const p = facts.print.bind(facts);
  const pnl = floating(order, position);
  const head = `${order.symbol} · ${position.side} ${order.volume.toFixed(2)} @ ${quote(order.symbol, position.entry)}`;
  const terms = `SL ${p("stopLoss", order.stop, distance(order.unit, order.stop))} · TP ${p("takeProfit", order.target, distance(order.unit, order.target))} · Risk ${p("risk", order.risk, usd(order.risk))}`;
  return (
    phoneStripBox() +
    text(16, 366, head, 12, C.text, "start", 600) +
    text(384, 366, p("positionPnl", pnl, usd(pnl, true)), 13, pnl >= 0 ? C.green : C.red, "end", 700) +
    text(16, 388, terms, 11, C.muted)
  );
}

/** Take-profit and stop-loss zones from the entry candle to the plot's right edge. */
function tradeZones(ch: Chart, order: Ticket, entry: number, reveal: number, facts: FactSheet) {
  const x0 = ch.x(ENTRY);
  const w = (ch.plot.x + ch.plot.w - x0) * reveal;
  const ey = ch.y(entry);
  const tp = ch.y(entry + order.target * order.unitSize);
  const sl = ch.y(entry - order.stop * order.unitSize);
  const right = x0 + w - 8;
  const p = facts.print.bind(facts);
  const gain = unitsValue(order, order.target);
  const loss = -unitsValue(order, order.stop);
  // The labels come with the zones' full width: the facts hold only what is drawn.
  const labelled = reveal > 0.6;
  const tpLabel = () => `TP +${distance(order.unit, order.target)} · ${p("targetValue", gain, usd(gain, true))}`;
  const slLabel = () => `SL −${distance(order.unit, order.stop)} · ${p("stopValue", loss, usd(loss))}`;
  return [
    rect(x0, tp, w, ey - tp, "rgba(32,201,151,0.16)", 0, `stroke="${C.green}" stroke-width="0.8"`),
    rect(x0, ey, w, sl - ey, "rgba(255,92,92,0.16)", 0, `stroke="${C.red}" stroke-width="0.8"`),
    line(ch.plot.x, ey, ch.plot.x + ch.plot.w, ey, C.green, 1.2),
    rect(x0 - 150, ey - 22, 142, 18, "#15392e", 3),
    text(x0 - 144, ey - 9, `Buy ${order.volume.toFixed(2)} @ ${quote(order.symbol, entry)}`, 11, C.green, "start", 600),
    labelled ? text(right, tp + 16, tpLabel(), 11, C.green, "end", 600) : "",
    labelled ? text(right, sl - 7, slLabel(), 11, C.red, "end", 600) : "",
  ].join("");
}

function drawing(ch: Chart, data: readonly Candle[], t: number) {
  const lows = data.slice(4, 20);
  const a = lows.indexOf(lows.reduce((m, d) => (d.l < m.l ? d : m))) + 4;
  const later = data.slice(a + 14, 48);
  const b = later.indexOf(later.reduce((m, d) => (d.l < m.l ? d : m))) + a + 14;
  const k = Math.min(1, t * 1.6) * 1.6;
  const A = { x: ch.x(a), y: ch.y(at(data, a).l) };
  const B = { x: ch.x(b), y: ch.y(at(data, b).l) };
  const parts = [
    line(A.x, A.y, A.x + (B.x - A.x) * k, A.y + (B.y - A.y) * k, C.warn, 2),
    `<circle cx="${A.x.toFixed(1)}" cy="${A.y.toFixed(1)}" r="4" fill="${C.warn}"/>`,
  ];
  if (t > 0.55) {
    const top = ch.y(Math.max(...data.slice(10, 40).map((d) => d.h)));
    parts.push(line(ch.plot.x, top, ch.plot.x + ch.plot.w, top, C.blue, 1.4, `stroke-dasharray="6 4"`));
    parts.push(text(ch.plot.x + 56, top - 7, "Resistance", 12, C.blue, "start", 600));
  }
  return parts.join("");
}

/** A right-pointing play triangle centred on (x, y). */
const playMark = (x: number, y: number, fill: string) =>
  `<path d="M${f(x - 3.5)} ${f(y - 4.5)}l8 4.5-8 4.5z" fill="${fill}"/>`;

/** The drawing tools' icons, each drawn in a 14-unit square centred on (x, y). */
const toolIcons: readonly ((x: number, y: number) => string)[] = [
  (x, y) => line(x - 6, y + 6, x + 6, y - 6, C.text, 1.6), // trend line
  (x, y) => line(x - 7, y, x + 7, y, C.text, 1.6), // horizontal line
  (x, y) => rect(x - 7, y - 5, 14, 10, "none", 1, `stroke="${C.text}" stroke-width="1.4"`), // rectangle
  (x, y) => `<circle cx="${f(x)}" cy="${f(y)}" r="6" fill="none" stroke="${C.text}" stroke-width="1.4"/>`, // ellipse
  (x, y) => text(x, y + 5, "T", 14, C.text, "middle", 600), // text
  (x, y) =>
    `<path d="M${f(x - 6)} ${f(y + 6)}l1.5-4.5 8-8 3 3-8 8z" fill="none" stroke="${C.text}" stroke-width="1.4" stroke-linejoin="round"/>`, // pencil
];

function drawingTools(t: number) {
  const parts = [rect(8, 92, 32, toolIcons.length * 28 + 6, C.surface, 6, `stroke="${C.border}"`)];
  toolIcons.forEach((icon, i) => {
    if (i === (t > 0.55 ? 1 : 0)) parts.push(rect(12, 95 + i * 28, 24, 24, C.selected, 4));
    parts.push(icon(24, 107 + i * 28));
  });
  return parts.join("");
}

function indicatorList(ch: Chart, t: number) {
  const x = ch.plot.x + 10;
  const y = ch.plot.y + 34;
  return (
    rect(x, y, 230, 64, "rgba(23,26,33,0.92)", 6, `stroke="${C.border}"`) +
    text(x + 10, y + 18, "SMA (20, close)", 12, C.blue, "start", 600) +
    text(x + 10, y + 36, "EMA (15, close)", 12, C.warn, "start", 600) +
    text(
      x + 10,
      y + 54,
      t > 0.4 ? "Bollinger Bands (20, 2)" : "+ Add indicator",
      12,
      t > 0.4 ? C.violet : C.muted,
      "start",
      600,
    )
  );
}

/** The week's releases as markers at their candle and time, revealed one by one as the clip plays. */
function calendar(ch: Chart, t: number, times: readonly CandleTime[], tf: Timeframe, facts: FactSheet) {
  const length = TIMEFRAME_MS[tf];
  /** Where `utc` falls on the time axis: its candle's index plus the part of that candle gone by. */
  const position = (utc: number) => {
    const i = times.findLastIndex((time) => time.open <= utc);
    return i + (utc - at(times, i).open) / length;
  };
  const marked = usJobsWeek.map((release: Release) => ({
    release,
    at: utcOf(release.date, release.local, release.zone),
  }));
  facts.input(
    "releases",
    marked.map(({ release, at: utc }) => ({
      ...release,
      utc: new Date(utc).toISOString(),
      candle: position(utc),
    })),
  );
  return marked
    .map(({ release, at: utc }, n) => {
      // The candle the release falls in, and where within it.
      const ex = ch.x(position(utc) - 0.5);
      const col = release.impact === "High" ? C.red : C.warn;
      const on = t * 3 >= n;
      const bottom = ch.plot.y + ch.plot.h;
      let s =
        line(ex, ch.plot.y, ex, bottom, col, 1, `stroke-dasharray="2 3" opacity="${on ? 1 : 0.3}"`) +
        rect(ex - 10, bottom - 22, 20, 18, col, 3, `opacity="${on ? 1 : 0.4}"`) +
        text(ex, bottom - 8, "!", 12, "#fff", "middle", 700);
      if (on) {
        const by = ch.plot.y + 40 + n * 46;
        // Right of the marker, or left of it near the plot's right edge.
        const bx = ex + 186 > ch.plot.x + ch.plot.w ? ex - 182 : ex + 6;
        const time = facts.label(`release.${release.name}`, `${hhmm(utc)} UTC`);
        s += rect(bx, by, 176, 38, C.surface, 6, `stroke="${col}"`);
        s += text(bx + 8, by + 16, `${release.currency} · ${time} · ${release.impact}`, 11, col, "start", 600);
        s += text(bx + 8, by + 31, release.name, 12, C.text, "start", 600);
      }
      return s;
    })
    .join("");
}

/**
 * The desktop app's two interfaces (spec: two trading-software interfaces, switchable in one
 * click): "classic" has a Market Watch of bid and ask prices on the left, "modern" a drawing
 * tool strip on the left and a watchlist of last prices and changes on the right.
 */
export type Interface = "classic" | "modern";

/** Several charts in one workspace: each instrument at its own price and timeframe. */
export interface Layout {
  readonly charts: readonly LayoutChart[];
  readonly columns: number;
  readonly interface?: Interface;
  /** The moment the session's replay has reached: every chart's last candle is its one in progress then. */
  readonly end: number;
}

interface LayoutChart {
  readonly symbol: Ticker;
  readonly timeframe: Timeframe;
  readonly seed: number;
  readonly sma?: boolean;
}

/** Candles a multi-chart screen's chart shows. */
const SHOWN = 52;

/** A chart of a multi-chart screen: its candles and their times, up to the session's moment. */
const layoutSeries = (layout: Layout, c: LayoutChart) => ({
  data: candles(c.symbol, c.timeframe, SHOWN, c.seed),
  times: candleTimesUntil(c.symbol, c.timeframe, layout.end, SHOWN),
});

/** The instruments the side panels list, and their typical spread in price. */
const WATCHED: readonly [Ticker, number][] = [
  ["EURUSD", 0.00008],
  ["GBPJPY", 0.025],
  ["XAUUSD", 0.25],
  ["US500", 0.5],
  ["BTCUSD", 15],
  ["AAPL", 0.02],
];
const SIDE = 200;
const STRIP = 40;

/** Each watched instrument's series: a charted one's own, so the panel and the chart agree. */
function watchedSeries(layout: Layout): [Ticker, number, Candle[]][] {
  return WATCHED.map(([symbol, spread], i) => {
    const charted = layout.charts.find((c) => c.symbol === symbol);
    const series = charted ? layoutSeries(layout, charted).data : candles(symbol, "1h", SHOWN, 300 + i);
    return [symbol, spread, series];
  });
}

/** A panel of rows of three columns (symbol, then two prices) in `box`, `step` units a row. */
function sidePanel(box: Box, step: number, title: string, heads: readonly string[], rows: readonly string[][]) {
  const { x, y, w, h } = box;
  const parts = [rect(x, y, w, h, C.surface), line(x, y, x, y + h, C.border), line(x + w, y, x + w, y + h, C.border)];
  parts.push(text(x + 12, y + 22, title, 12, C.text, "start", 700));
  const cols = [x + 12, x + w * 0.62, x + w - 10];
  heads.forEach((head, i) => {
    parts.push(text(at(cols, i), y + 44, head, 10, C.muted, i === 0 ? "start" : "end", 600));
  });
  rows.forEach((cells, r) => {
    const ry = y + 44 + step * (r + 1) - 2;
    parts.push(line(x + 8, ry - step + 10, x + w - 8, ry - step + 10, C.border));
    cells.forEach((cell, i) => {
      const color = i === 2 && cell.startsWith("−") ? C.red : i === 2 && cell.startsWith("+") ? C.green : C.text;
      parts.push(text(at(cols, i), ry, cell, 11, color, i === 0 ? "start" : "end", i === 0 ? 600 : 400));
    });
  });
  return parts.join("");
}

/** The classic interface's Market Watch: bid (the last close) and ask (bid plus the spread). */
const marketWatch = (layout: Layout, box: Box, step: number) =>
  sidePanel(
    box,
    step,
    "Market Watch",
    ["Symbol", "Bid", "Ask"],
    watchedSeries(layout).map(([symbol, spread, series]) => {
      const bid = at(series, series.length - 1).c;
      return [symbol, quote(symbol, bid), quote(symbol, bid + spread)];
    }),
  );

/** The modern interface's watchlist: last price and change over the series shown. */
const watchlist = (layout: Layout, box: Box, step: number) =>
  sidePanel(
    box,
    step,
    "Watchlist",
    ["Symbol", "Last", "Chg %"],
    watchedSeries(layout).map(([symbol, , series]) => {
      const last = at(series, series.length - 1).c;
      const change = ((last - at(series, 0).o) / at(series, 0).o) * 100;
      return [symbol, quote(symbol, last), pct(change, true, 2).replace(" %", "%")];
    }),
  );

/** The modern interface's tool strip: the drawing tools down the left edge of `box`. */
function toolStrip(box: Box) {
  const parts = [
    rect(box.x, box.y, box.w, box.h, C.surface),
    line(box.x + box.w, box.y, box.x + box.w, box.y + box.h, C.border),
  ];
  toolIcons.forEach((icon, i) => {
    parts.push(icon(box.x + box.w / 2, box.y + 24 + i * 34));
  });
  return parts.join("");
}

export const multiChart = (layout: Layout, variant: Variant, tail?: string) =>
  multiChartScreen(layout, variant, tail).svg;

/**
 * A multi-chart screen on a phone: its first chart, with the classic interface's Market Watch above
 * it or the modern one's tool strip beside it, and the session's figures below.
 */
function multiChartPhone(layout: Layout, variant: Variant, trades: readonly Trade[], facts: FactSheet) {
  const first = at(layout.charts, 0);
  const parts = [phoneBar(first.symbol, first.timeframe, variant)];
  let box = PHONE_CHART;
  if (layout.interface === "classic") {
    const watch: Box = { ...PHONE_CHART, h: 190 };
    parts.push(marketWatch(layout, watch, 22));
    box = { ...PHONE_CHART, y: PHONE_CHART.y + watch.h, h: PHONE_CHART.h - watch.h };
  }
  if (layout.interface === "modern") {
    parts.push(toolStrip({ ...PHONE_CHART, w: STRIP }));
    box = { ...PHONE_CHART, x: STRIP, w: PHONE_CHART.w - STRIP };
  }
  const ch = chart(box, layoutSeries(layout, first).data, {
    id: "phone",
    times: layoutSeries(layout, first).times,
    symbol: first.symbol,
    timeframe: first.timeframe,
    sma: first.sma,
    legend: "short",
  });
  parts.push(ch.svg, ch.axes, phoneStats(trades, facts));
  return frame(parts.join(""), PHONE);
}

export function multiChartScreen(
  layout: Layout,
  variant: Variant,
  tail?: string,
): { svg: string; phone: string; facts: Facts } {
  const rows = Math.ceil(layout.charts.length / layout.columns);
  const left = layout.interface === "classic" ? SIDE : layout.interface === "modern" ? STRIP : 0;
  const right = layout.interface === "modern" ? SIDE : 0;
  const cw = (W - left - right) / layout.columns;
  const chh = (H - TOOLBAR - STATS) / rows;
  const first = at(layout.charts, 0);
  const facts = new FactSheet();
  const parts: string[] = [toolbar(first.symbol, first.timeframe, variant, tail)];
  const middle = H - TOOLBAR - STATS;
  if (layout.interface === "classic") parts.push(marketWatch(layout, { x: 0, y: TOOLBAR, w: SIDE, h: middle }, 26));
  if (layout.interface === "modern") {
    parts.push(toolStrip({ x: 0, y: TOOLBAR, w: STRIP, h: middle }));
    parts.push(watchlist(layout, { x: W - SIDE, y: TOOLBAR, w: SIDE, h: middle }, 26));
  }
  layout.charts.forEach((c, i) => {
    const box: Box = {
      x: left + (i % layout.columns) * cw,
      y: TOOLBAR + Math.floor(i / layout.columns) * chh,
      w: cw,
      h: chh,
    };
    const { data, times } = layoutSeries(layout, c);
    const ch = chart(box, data, {
      id: `m${i}`,
      times,
      symbol: c.symbol,
      timeframe: c.timeframe,
      sma: c.sma,
      legend: layout.columns > 1 ? "short" : "full",
    });
    facts.chart(c.symbol, c.timeframe, ch.drawn);
    parts.push(ch.svg, ch.axes);
    parts.push(
      `<rect x="${box.x + 0.5}" y="${box.y + 0.5}" width="${box.w - 1}" height="${box.h - 1}" fill="none" stroke="${C.border}"/>`,
    );
  });
  // The session traded every instrument on the screen, before its charts' first candles.
  const symbols = Object.fromEntries(layout.charts.map((c) => [c.symbol, 1]));
  const firstCandle = Math.min(...layout.charts.map((c) => at(layoutSeries(layout, c).times, 0).open));
  const log = { ...sessionLog(first.symbol, first.seed, firstCandle), count: 40, symbols };
  const trades = tradeLog(log);
  facts.input("startingEquity", SESSION_START);
  facts.input("log", log);
  facts.input("trades", trades);
  parts.push(statsBar(trades, facts));
  return { svg: frame(parts.join("")), phone: multiChartPhone(layout, variant, trades, facts), facts: facts.toJSON() };
}

/** The light interface theme: the same screen with the light palette. */
export function light(svg: string): string {
  return svg
    .replaceAll(C.bg, "#f6f7f9")
    .replaceAll(C.surface, "#ffffff")
    .replaceAll(C.raised, "#eef0f4")
    .replaceAll(C.border, "#d9dde5")
    .replaceAll(C.grid, "#e8ebf0")
    .replaceAll(C.text, "#1b1f27")
    .replaceAll(C.muted, "#5c6370")
    .replaceAll(C.selected, "#dce8ff");
}
