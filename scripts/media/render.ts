/**
 * The showcase illustrations' renderer: a TickSim backtesting workspace (toolbar, candlestick
 * chart, order panel, statistics) drawn as SVG from deterministic random-walk data. `t` (0..1)
 * animates a scene, so the same renderer makes the still images and the frames of the clips.
 */
import { at } from "#common/at.ts";

export const W = 960;
export const H = 540;

const C = {
  bg: "#0f1115",
  surface: "#171a21",
  raised: "#1e222b",
  border: "#2c313c",
  text: "#e8eaed",
  muted: "#a3a9b5",
  green: "#20c997",
  blue: "#4c8dff",
  red: "#ff5c5c",
  warn: "#f5b942",
};

export interface Candle {
  o: number;
  h: number;
  l: number;
  c: number;
}

function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function candles(seed: number, n: number, start = 1.0842): Candle[] {
  const r = rng(seed);
  const out: Candle[] = [];
  let p = start;
  let drift = 0;
  for (let i = 0; i < n; i++) {
    drift = drift * 0.85 + (r() - 0.5) * 0.0009;
    const o = p;
    const c = o + drift + (r() - 0.5) * 0.0016;
    const h = Math.max(o, c) + r() * 0.0008;
    const l = Math.min(o, c) - r() * 0.0008;
    out.push({ o, h, l, c });
    p = c;
  }
  return out;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
const f = (n: number) => n.toFixed(1);

function text(x: number, y: number, s: string, size = 13, fill = C.text, anchor = "start", weight = 400) {
  return `<text x="${f(x)}" y="${f(y)}" font-size="${size}" fill="${fill}" text-anchor="${anchor}" font-weight="${weight}">${esc(s)}</text>`;
}
function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = "") {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${rx}" fill="${fill}" ${extra}/>`;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function chart(
  box: Box,
  data: Candle[],
  visible: number,
  opts: { sma?: boolean; ema?: boolean; bands?: boolean } = {},
) {
  const shown = data.slice(0, Math.max(1, Math.round(visible)));
  const lo = Math.min(...data.map((d) => d.l));
  const hi = Math.max(...data.map((d) => d.h));
  const y = (v: number) => box.y + 10 + (1 - (v - lo) / (hi - lo)) * (box.h - 20);
  const step = box.w / data.length;
  const parts: string[] = [rect(box.x, box.y, box.w, box.h, C.bg)];
  for (let g = 1; g < 5; g++) {
    const gy = box.y + (g * box.h) / 5;
    parts.push(
      `<line x1="${box.x}" x2="${box.x + box.w}" y1="${f(gy)}" y2="${f(gy)}" stroke="${C.border}" stroke-width="0.6"/>`,
    );
    parts.push(text(box.x + box.w - 4, gy - 4, (hi - (g * (hi - lo)) / 5).toFixed(5), 10, C.muted, "end"));
  }
  shown.forEach((d, i) => {
    const cx = box.x + i * step + step / 2;
    const col = d.c >= d.o ? C.green : C.red;
    parts.push(
      `<line x1="${f(cx)}" x2="${f(cx)}" y1="${f(y(d.h))}" y2="${f(y(d.l))}" stroke="${col}" stroke-width="1"/>`,
    );
    const top = y(Math.max(d.o, d.c));
    parts.push(rect(cx - step * 0.32, top, step * 0.64, Math.max(1, y(Math.min(d.o, d.c)) - top), col));
  });
  const line = (period: number, color: string, k?: number) => {
    const pts: string[] = [];
    let ema = shown[0]?.c ?? 0;
    shown.forEach((d, i) => {
      let v: number;
      if (k) {
        ema = ema + k * (d.c - ema);
        v = ema;
      } else {
        const win = shown.slice(Math.max(0, i - period + 1), i + 1);
        v = win.reduce((a, b) => a + b.c, 0) / win.length;
      }
      pts.push(`${f(box.x + i * step + step / 2)},${f(y(v))}`);
    });
    return `<polyline points="${pts.join(" ")}" fill="none" stroke="${color}" stroke-width="1.6"/>`;
  };
  if (opts.sma) parts.push(line(20, C.blue));
  if (opts.ema) parts.push(line(0, C.warn, 0.12));
  if (opts.bands) {
    const up: string[] = [];
    const dn: string[] = [];
    shown.forEach((_, i) => {
      const win = shown.slice(Math.max(0, i - 19), i + 1);
      const m = win.reduce((a, b) => a + b.c, 0) / win.length;
      const sd = Math.sqrt(win.reduce((a, b) => a + (b.c - m) ** 2, 0) / win.length);
      const cx = f(box.x + i * step + step / 2);
      up.push(`${cx},${f(y(m + 2 * sd))}`);
      dn.push(`${cx},${f(y(m - 2 * sd))}`);
    });
    parts.push(
      `<polyline points="${up.join(" ")}" fill="none" stroke="#9b7bff" stroke-width="1.2" stroke-dasharray="4 3"/>`,
    );
    parts.push(
      `<polyline points="${dn.join(" ")}" fill="none" stroke="#9b7bff" stroke-width="1.2" stroke-dasharray="4 3"/>`,
    );
  }
  const last = shown[shown.length - 1];
  if (last) {
    const ly = y(last.c);
    parts.push(
      `<line x1="${box.x}" x2="${box.x + box.w}" y1="${f(ly)}" y2="${f(ly)}" stroke="${C.blue}" stroke-dasharray="3 3" stroke-width="0.8"/>`,
    );
    parts.push(rect(box.x + box.w - 62, ly - 9, 60, 18, C.blue, 3));
    parts.push(text(box.x + box.w - 32, ly + 4, last.c.toFixed(5), 10, "#fff", "middle", 600));
  }
  return { svg: parts.join(""), y, step, lo, hi };
}

function toolbar(title: string, active: string, variant: "web" | "desktop") {
  const tfs = ["1m", "5m", "15m", "1h", "4h", "1D", "1W"];
  const parts = [rect(0, 0, W, 44, C.surface), `<line x1="0" x2="${W}" y1="44" y2="44" stroke="${C.border}"/>`];
  parts.push(`<circle cx="22" cy="22" r="9" fill="${C.green}"/>`, text(38, 27, "TickSim", 15, C.text, "start", 700));
  parts.push(rect(118, 11, 110, 22, C.raised, 5), text(128, 26, title, 12, C.text, "start", 600));
  tfs.forEach((tf, i) => {
    const x = 244 + i * 38;
    if (tf === active) parts.push(rect(x - 4, 11, 34, 22, "#263a5e", 5));
    parts.push(text(x + 13, 26, tf, 11, tf === active ? C.blue : C.muted, "middle", 600));
  });
  parts.push(
    text(W - 16, 27, variant === "web" ? "Web app · Replay ▶ x10" : "Desktop · Offline ▶ x10", 11, C.muted, "end"),
  );
  return parts.join("");
}

function orderPanel(x: number, pos: { pnl: number; open: boolean }, highlight = false) {
  const p: string[] = [
    rect(x, 44, W - x, H - 44 - 64, C.surface),
    `<line x1="${x}" x2="${x}" y1="44" y2="${H - 64}" stroke="${C.border}"/>`,
  ];
  p.push(text(x + 16, 72, "Order", 13, C.text, "start", 700));
  p.push(rect(x + 16, 84, 86, 34, C.green, 6), text(x + 59, 106, "BUY", 13, "#04140e", "middle", 700));
  p.push(rect(x + 110, 84, 86, 34, C.red, 6), text(x + 153, 106, "SELL", 13, "#fff", "middle", 700));
  const rows: [string, string][] = [
    ["Volume", "1.00 lot"],
    ["Stop loss", "20.0 pips"],
    ["Take profit", "45.0 pips"],
    ["Risk", "1.0 % · $100"],
  ];
  rows.forEach(([k, v], i) => {
    const ry = 140 + i * 38;
    p.push(rect(x + 16, ry, 180, 30, highlight && i > 0 ? "#1d3326" : C.raised, 5));
    p.push(text(x + 26, ry + 19, k, 11, C.muted), text(x + 188, ry + 19, v, 11, C.text, "end", 600));
  });
  p.push(text(x + 16, 318, "Positions", 13, C.text, "start", 700));
  if (pos.open) {
    p.push(rect(x + 16, 330, 180, 44, C.raised, 5));
    p.push(text(x + 26, 348, "EURUSD · Buy 1.00", 11, C.text, "start", 600));
    p.push(
      text(x + 26, 365, "P&L", 11, C.muted),
      text(
        x + 188,
        365,
        `${pos.pnl >= 0 ? "+" : ""}$${pos.pnl.toFixed(2)}`,
        12,
        pos.pnl >= 0 ? C.green : C.red,
        "end",
        700,
      ),
    );
  } else {
    p.push(text(x + 16, 348, "No open position", 11, C.muted));
  }
  return p.join("");
}

function statsBar(balance: number, trades: number, win: number) {
  const p = [
    rect(0, H - 64, W, 64, C.surface),
    `<line x1="0" x2="${W}" y1="${H - 64}" y2="${H - 64}" stroke="${C.border}"/>`,
  ];
  const items: [string, string, string][] = [
    ["Balance", `$${balance.toLocaleString("en-US", { maximumFractionDigits: 2, minimumFractionDigits: 2 })}`, C.text],
    [
      "Net profit",
      `${balance >= 10000 ? "+" : ""}$${(balance - 10000).toFixed(2)}`,
      balance >= 10000 ? C.green : C.red,
    ],
    ["Trades", String(trades), C.text],
    ["Win rate", `${win.toFixed(1)} %`, C.text],
    ["Profit factor", (1 + win / 80).toFixed(2), C.text],
  ];
  items.forEach(([k, v, col], i) => {
    const x = 24 + i * 186;
    p.push(text(x, H - 40, k, 11, C.muted), text(x, H - 18, v, 16, col, "start", 700));
  });
  return p.join("");
}

export type Scene =
  | "replay"
  | "orders"
  | "indicators"
  | "drawing"
  | "risk"
  | "timeframes"
  | "calendar"
  | "statistics"
  | "multichart";

const frame = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="Inter, Segoe UI, Roboto, Arial, sans-serif">${rect(0, 0, W, H, C.bg)}${body}</svg>`;

/** One frame of a workspace scene at time t (0..1). */
export function workspace(scene: Scene, t: number, variant: "web" | "desktop" = "web"): string {
  const data = candles(scene.length * 97 + 11, 64);
  const box = { x: 0, y: 44, w: 744, h: H - 44 - 64 };
  const parts: string[] = [];
  const tf = scene === "timeframes" ? (t < 0.33 ? "1D" : t < 0.66 ? "4h" : "1h") : "1h";
  parts.push(toolbar("EURUSD", tf, variant));
  const visible = scene === "replay" ? 24 + t * 40 : scene === "timeframes" ? 64 : 40 + t * 24;
  const tfData = scene === "timeframes" ? candles(tf === "1D" ? 5 : tf === "4h" ? 9 : 13, 64) : data;
  const ch = chart(box, tfData, visible, {
    sma: scene === "indicators" || scene === "multichart",
    ema: scene === "indicators",
    bands: scene === "indicators" && t > 0.4,
  });
  parts.push(ch.svg);
  const entryIdx = 36;
  const entry = at(data, entryIdx);
  const cur = at(tfData, Math.min(63, Math.round(visible) - 1));
  const open = (scene === "orders" || scene === "risk") && visible > entryIdx;
  const pnl = open ? (cur.c - entry.c) * 100000 : 0;
  if (open) {
    const ey = ch.y(entry.c);
    parts.push(`<line x1="0" x2="${box.w}" y1="${f(ey)}" y2="${f(ey)}" stroke="${C.green}" stroke-width="1.2"/>`);
    parts.push(
      rect(6, ey - 18, 132, 16, "#15392e", 3),
      text(12, ey - 6, `Buy 1.00 @ ${entry.c.toFixed(5)}`, 10, C.green, "start", 600),
    );
  }
  if (scene === "risk" || (scene === "orders" && open)) {
    const ex = box.x + entryIdx * ch.step;
    const ey = ch.y(entry.c);
    const tp = ch.y(entry.c + 0.0045);
    const sl = ch.y(entry.c - 0.002);
    const w = scene === "risk" ? 120 + t * 160 : 200;
    parts.push(rect(ex, tp, w, ey - tp, "rgba(32,201,151,0.18)", 0, `stroke="${C.green}" stroke-width="0.8"`));
    parts.push(rect(ex, ey, w, sl - ey, "rgba(255,92,92,0.18)", 0, `stroke="${C.red}" stroke-width="0.8"`));
    parts.push(text(ex + 6, tp + 14, "TP +45.0 pips · $450", 10, C.green, "start", 600));
    parts.push(text(ex + 6, sl - 6, "SL −20.0 pips · −$200", 10, C.red, "start", 600));
    if (scene === "risk") parts.push(text(ex + w - 6, ey - 6, "R:R 2.25", 11, C.text, "end", 700));
  }
  if (scene === "drawing") {
    const a = { x: 8 * ch.step, y: ch.y(at(data, 8).l) };
    const b = { x: 40 * ch.step, y: ch.y(at(data, 40).l) };
    const k = Math.min(1, t * 1.6);
    parts.push(
      `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(a.x + (b.x - a.x) * k * 1.4)}" y2="${f(a.y + (b.y - a.y) * k * 1.4)}" stroke="${C.warn}" stroke-width="2"/>`,
    );
    parts.push(`<circle cx="${f(a.x)}" cy="${f(a.y)}" r="4" fill="${C.warn}"/>`);
    if (t > 0.55) {
      const hy = ch.y(Math.max(...data.slice(10, 30).map((d) => d.h)));
      parts.push(
        `<line x1="0" x2="${box.w}" y1="${f(hy)}" y2="${f(hy)}" stroke="${C.blue}" stroke-width="1.4" stroke-dasharray="6 4"/>`,
      );
      parts.push(text(8, hy - 6, "Resistance", 10, C.blue, "start", 600));
    }
    const tools = ["╱", "—", "▭", "⌖", "T", "✎"];
    parts.push(rect(8, 56, 30, tools.length * 28 + 6, C.surface, 6, `stroke="${C.border}"`));
    tools.forEach((s, i) => {
      if (i === (t > 0.55 ? 1 : 0)) parts.push(rect(11, 59 + i * 28, 24, 24, "#263a5e", 4));
      parts.push(text(23, 76 + i * 28, s, 13, C.text, "middle"));
    });
  }
  if (scene === "indicators") {
    parts.push(rect(10, 54, 250, 58, "rgba(23,26,33,0.9)", 6));
    parts.push(text(20, 72, "SMA (20, close)", 11, C.blue, "start", 600));
    parts.push(text(20, 88, "EMA (15, close)", 11, C.warn, "start", 600));
    parts.push(
      text(
        20,
        104,
        t > 0.4 ? "Bollinger Bands (20, 2)" : "+ Add indicator",
        11,
        t > 0.4 ? "#9b7bff" : C.muted,
        "start",
        600,
      ),
    );
  }
  if (scene === "calendar") {
    const events: [number, string, string, string][] = [
      [14, "USD", "Non-Farm Payrolls", C.red],
      [29, "EUR", "ECB Rate Decision", C.red],
      [47, "USD", "CPI m/m", C.warn],
    ];
    events.forEach(([i, cur2, name, col], n) => {
      const ex = i * ch.step + ch.step / 2;
      const on = t * 3 > n;
      parts.push(
        `<line x1="${f(ex)}" x2="${f(ex)}" y1="44" y2="${H - 64}" stroke="${col}" stroke-width="1" stroke-dasharray="2 3" opacity="${on ? 1 : 0.3}"/>`,
      );
      parts.push(
        rect(ex - 10, H - 64 - 22, 20, 18, col, 3, `opacity="${on ? 1 : 0.4}"`),
        text(ex, H - 64 - 9, "!", 12, "#fff", "middle", 700),
      );
      if (on) {
        parts.push(rect(ex + 6, 60 + n * 44, 168, 36, C.surface, 6, `stroke="${col}"`));
        parts.push(
          text(ex + 14, 75 + n * 44, `${cur2} · High impact`, 10, col, "start", 600),
          text(ex + 14, 89 + n * 44, name, 11, C.text, "start", 600),
        );
      }
    });
  }
  if (scene === "timeframes") {
    parts.push(
      rect(300, 60, 150, 30, C.surface, 6, `stroke="${C.blue}"`),
      text(375, 80, `Timeframe: ${tf}`, 12, C.text, "middle", 600),
    );
  }
  parts.push(orderPanel(744, { pnl, open }, scene === "risk"));
  const trades = 12 + Math.round(t * 6);
  parts.push(statsBar(10000 + 1240 + t * 380 + pnl, trades, 58 + t * 4));
  return frame(parts.join(""));
}

function statPanel(x: number, y: number, w: number, h: number, title: string, body: string) {
  return (
    rect(x, y, w, h, C.surface, 10, `stroke="${C.border}"`) +
    text(x + 16, y + 26, title, 13, C.text, "start", 700) +
    body
  );
}

function equity(seed: number, n: number) {
  const r = rng(seed);
  const pts: number[] = [];
  for (let i = 0, value = 10000; i < n; i++, value += (r() - 0.42) * 240) pts.push(value);
  return pts;
}

function polyline(values: number[], x: number, y: number, w: number, h: number, color: string, fill = false) {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pts = values.map(
    (v, i) => `${f(x + (i / (values.length - 1)) * w)},${f(y + h - ((v - lo) / (hi - lo || 1)) * h)}`,
  );
  const area = fill
    ? `<polygon points="${f(x)},${f(y + h)} ${pts.join(" ")} ${f(x + w)},${f(y + h)}" fill="${color}" opacity="0.15"/>`
    : "";
  return `${area}<polyline points="${pts.join(" ")}" fill="none" stroke="${color}" stroke-width="2"/>`;
}

export type Report = "growth" | "detailed" | "symbols" | "timing" | "risk" | "montecarlo";

function kpis(items: [string, string, string][], y: number) {
  return items
    .map(([k, v, col], i) => {
      const x = 24 + i * (912 / items.length);
      return statPanel(
        x,
        y,
        912 / items.length - 12,
        70,
        "",
        text(x + 16, y + 28, k, 11, C.muted) + text(x + 16, y + 54, v, 20, col, "start", 700),
      );
    })
    .join("");
}

/** A screen of the statistics centre. */
export function report(kind: Report, variant: "web" | "desktop" = "web"): string {
  const head =
    rect(0, 0, W, 44, C.surface) +
    `<circle cx="22" cy="22" r="9" fill="${C.green}"/>` +
    text(38, 27, "TickSim", 15, C.text, "start", 700);
  const tabs = ["Growth", "Statistics", "Symbols", "Timing", "Risk", "Monte-Carlo"];
  const idx = ["growth", "detailed", "symbols", "timing", "risk", "montecarlo"].indexOf(kind);
  const tabSvg = tabs
    .map((s, i) => {
      const x = 140 + i * 100;
      return (
        (i === idx ? rect(x, 10, 92, 24, "#263a5e", 5) : "") +
        text(x + 46, 26, s, 11, i === idx ? C.blue : C.muted, "middle", 600)
      );
    })
    .join("");
  const tail = text(W - 16, 27, variant === "web" ? "Statistic center" : "Statistics · Desktop", 11, C.muted, "end");
  let body = "";
  const eq = equity(7, 120);
  if (kind === "growth") {
    body += kpis(
      [
        ["Net profit", "+$3,412.60", C.green],
        ["Return", "+34.1 %", C.green],
        ["Max drawdown", "−6.8 %", C.red],
        ["Trades", "148", C.text],
      ],
      60,
    );
    body += statPanel(24, 146, 912, 370, "Equity curve", polyline(eq, 44, 186, 872, 300, C.green, true));
  } else if (kind === "detailed") {
    const rows: [string, string, string, string][] = [
      ["Win rate", "61.5 %", "Average win", "$148.20"],
      ["Profit factor", "1.87", "Average loss", "−$92.40"],
      ["Expectancy", "$23.06", "Largest win", "$612.00"],
      ["Sharpe ratio", "1.42", "Largest loss", "−$240.00"],
      ["Avg. MAE", "8.4 pips", "Avg. MFE", "21.7 pips"],
      ["Avg. duration", "6 h 12 min", "Consecutive wins", "7"],
      ["Long trades", "82 (64.6 %)", "Short trades", "66 (57.6 %)"],
    ];
    body += statPanel(
      24,
      60,
      912,
      456,
      "Detailed statistics",
      rows
        .map(([leftLabel, leftValue, rightLabel, rightValue], i) => {
          const y = 110 + i * 56;
          return (
            `<line x1="40" x2="920" y1="${y + 22}" y2="${y + 22}" stroke="${C.border}"/>` +
            text(48, y, leftLabel, 13, C.muted) +
            text(440, y, leftValue, 14, C.text, "end", 700) +
            text(500, y, rightLabel, 13, C.muted) +
            text(900, y, rightValue, 14, C.text, "end", 700)
          );
        })
        .join(""),
    );
  } else if (kind === "symbols") {
    const syms: [string, number][] = [
      ["EURUSD", 1480],
      ["XAUUSD", 920],
      ["US500", 610],
      ["BTCUSD", -340],
      ["GBPJPY", 420],
      ["AAPL", 322],
    ];
    body += statPanel(
      24,
      60,
      912,
      456,
      "Profit by symbol",
      syms
        .map(([s, v], i) => {
          const y = 100 + i * 66;
          const w = (Math.abs(v) / 1500) * 560;
          return (
            text(48, y + 26, s, 13, C.text, "start", 600) +
            rect(180, y + 8, w, 28, v >= 0 ? C.green : C.red, 4) +
            text(190 + w, y + 28, `${v >= 0 ? "+" : "−"}$${Math.abs(v)}`, 12, C.text, "start", 700)
          );
        })
        .join(""),
    );
  } else if (kind === "timing") {
    const days = ["Mon", "Tue", "Wed", "Thu", "Fri"];
    const r = rng(3);
    let cells = "";
    days.forEach((d, di) => {
      cells += text(48, 118 + di * 62, d, 12, C.muted);
      for (let hgt = 0; hgt < 24; hgt++) {
        const v = r() * 2 - 0.7;
        const col =
          v > 0 ? `rgba(32,201,151,${Math.min(0.9, v).toFixed(2)})` : `rgba(255,92,92,${Math.min(0.9, -v).toFixed(2)})`;
        cells += rect(96 + hgt * 34, 96 + di * 62, 30, 54, col, 4);
      }
    });
    for (let hgt = 0; hgt < 24; hgt += 3) cells += text(111 + hgt * 34, 430, `${hgt}h`, 11, C.muted, "middle");
    body += statPanel(
      24,
      60,
      912,
      456,
      "Profit by hour and weekday",
      cells + text(480, 480, "Best session: London open, Tue–Thu 8h–11h", 13, C.text, "middle", 600),
    );
  } else if (kind === "risk") {
    const dd = eq.map((v, i) => v - Math.max(...eq.slice(0, i + 1)));
    body += kpis(
      [
        ["Max drawdown", "−$684.20", C.red],
        ["Risk per trade", "1.0 %", C.text],
        ["Recovery factor", "4.99", C.text],
        ["Avg. R multiple", "1.62 R", C.green],
      ],
      60,
    );
    body += statPanel(24, 146, 912, 370, "Drawdown", polyline(dd, 44, 186, 872, 300, C.red, true));
  } else {
    let lines = "";
    for (let s = 0; s < 24; s++)
      lines += polyline(equity(100 + s, 80), 44, 100, 872, 340, s === 0 ? C.green : "rgba(76,141,255,0.35)");
    body += statPanel(
      24,
      60,
      912,
      456,
      "Monte-Carlo simulation · 1000 runs",
      lines +
        text(48, 480, "95 % of runs end between +$1,240 and +$5,880 · risk of ruin 0.3 %", 13, C.text, "start", 600),
    );
  }
  return frame(head + tabSvg + tail + body);
}

/** The rule manager: conditions in plain blocks, no code. */
export function ruleManager(): string {
  const head =
    rect(0, 0, W, 44, C.surface) +
    `<circle cx="22" cy="22" r="9" fill="${C.green}"/>` +
    text(38, 27, "TickSim · Rule Manager", 15, C.text, "start", 700);
  const block = (x: number, y: number, w: number, label: string, col: string) =>
    rect(x, y, w, 44, C.surface, 8, `stroke="${col}" stroke-width="1.5"`) +
    text(x + 16, y + 27, label, 13, C.text, "start", 600);
  let body = text(32, 84, "Strategy: Trend pullback", 16, C.text, "start", 700);
  body += text(32, 124, "WHEN", 12, C.blue, "start", 700) + block(96, 100, 380, "SMA (50) is above SMA (200)", C.blue);
  body += text(32, 184, "AND", 12, C.blue, "start", 700) + block(96, 160, 380, "RSI (14) crosses above 40", C.blue);
  body +=
    text(32, 244, "THEN", 12, C.green, "start", 700) + block(96, 220, 380, "Buy 1 % of balance at market", C.green);
  body +=
    text(32, 304, "EXIT", 12, C.red, "start", 700) +
    block(96, 280, 380, "Stop loss 1.5 × ATR (14) · Take profit 3 R", C.red);
  body += statPanel(
    520,
    84,
    416,
    240,
    "Backtest result",
    polyline(equity(21, 90), 540, 124, 376, 150, C.green, true) +
      text(540, 304, "+28.4 % · 96 trades · PF 1.74", 13, C.green, "start", 700),
  );
  body += rect(96, 360, 200, 40, C.green, 8) + text(196, 385, "Run backtest", 14, "#04140e", "middle", 700);
  return frame(head + body);
}

/** Several charts side by side (multi-chart layout), still image. */
export function multiChart(variant: "web" | "desktop" = "web", light = false): string {
  const parts: string[] = [toolbar("EURUSD", "1h", variant)];
  const boxes = [
    { x: 0, y: 44, w: 480, h: 216 },
    { x: 480, y: 44, w: 480, h: 216 },
    { x: 0, y: 260, w: 480, h: 216 },
    { x: 480, y: 260, w: 480, h: 216 },
  ];
  const names = ["EURUSD · 1h", "XAUUSD · 4h", "US500 · 15m", "BTCUSD · 1D"];
  boxes.forEach((b, i) => {
    parts.push(chart(b, candles(40 + i * 7, 48), 48, { sma: i % 2 === 0 }).svg);
    parts.push(
      `<rect x="${b.x + 0.5}" y="${b.y + 0.5}" width="${b.w - 1}" height="${b.h - 1}" fill="none" stroke="${C.border}"/>`,
    );
    parts.push(
      rect(b.x + 8, b.y + 8, 110, 20, C.surface, 4),
      text(b.x + 16, b.y + 22, at(names, i), 11, C.text, "start", 600),
    );
  });
  parts.push(statsBar(12876.4, 64, 59.4));
  const svg = frame(parts.join(""));
  if (!light) return svg;
  // The light interface theme: the same layout with a light palette.
  return svg
    .replaceAll(C.bg, "#f6f7f9")
    .replaceAll(C.surface, "#ffffff")
    .replaceAll(C.raised, "#eef0f4")
    .replaceAll(C.border, "#d9dde5")
    .replaceAll(C.text, "#1b1f27")
    .replaceAll(C.muted, "#5c6370");
}
