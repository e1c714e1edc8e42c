/** The statistic center's screens (growth, detailed statistics, symbols, timing, risk, Monte-Carlo). */
import { at } from "#common/at.ts";
import { desktopWindow, MENU_END } from "./desktop-window";
import { FactSheet, type Facts } from "./facts";
import { pct, ratio, usd } from "./figures";
import { C, f, frame, line, PHONE, rect, text, W } from "./svg";
import { equityCurve, heatmap, type LogSpec, monteCarlo, summarize, type Trade, tradeLog, WEEKDAYS } from "./trades";
import type { Variant } from "./workspace";

export function statPanel(x: number, y: number, w: number, h: number, title: string, body: string) {
  return (
    rect(x, y, w, h, C.surface, 10, `stroke="${C.border}"`) +
    text(x + 16, y + 26, title, 13, C.text, "start", 700) +
    body
  );
}

/**
 * A line through `values` in the box; `range` fixes the vertical scale (several lines on one
 * scale), else the line fills the box.
 */
export function polyline(
  values: number[],
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  fill = false,
  range: readonly [number, number] = [Math.min(...values), Math.max(...values)],
) {
  const [lo, hi] = range;
  const pts = values.map(
    (v, i) => `${f(x + (i / (values.length - 1)) * w)},${f(y + h - ((v - lo) / (hi - lo || 1)) * h)}`,
  );
  const area = fill
    ? `<polygon points="${f(x)},${f(y + h)} ${pts.join(" ")} ${f(x + w)},${f(y + h)}" fill="${color}" opacity="0.15"/>`
    : "";
  return `${area}<polyline points="${pts.join(" ")}" fill="none" stroke="${color}" stroke-width="2"/>`;
}

export type Report = "growth" | "detailed" | "symbols" | "timing" | "risk" | "montecarlo";

/** The account every statistics screen reports on: one backtest of 148 trades risking 1 % each. */
export const STARTING_EQUITY = 10_000;
export const reportLog: LogSpec = {
  seed: 7,
  count: 148,
  symbols: { EURUSD: 30, XAUUSD: 20, US500: 17, GBPJPY: 13, AAPL: 8, BTCUSD: 12 },
  from: "2026-05-04",
  to: "2026-08-28",
  risk: 100,
};
/** The Monte-Carlo screen: runs, their generator's seed and the loss counted as ruin (a fraction of the start). */
export const MONTE_CARLO = { runs: 1000, seed: 11, ruin: 0.2, drawn: 24 } as const;

/** The screen's key figures in a row of panels over a filled curve (the growth and risk screens). */
function figuresOverCurve(items: [string, string, string][], title: string, values: number[], color: string) {
  const width = 912 / items.length;
  const figures = items.map(([label, value, valueColor], i) => {
    const x = 24 + i * width;
    const figure = text(x + 16, 88, label, 11, C.muted) + text(x + 16, 114, value, 20, valueColor, "start", 700);
    return statPanel(x, 60, width - 12, 70, "", figure);
  });
  return figures.join("") + statPanel(24, 146, 912, 370, title, polyline(values, 44, 186, 872, 300, color, true));
}

const sumOf = (trades: readonly Trade[]) => trades.reduce((a, t) => a + t.pnl, 0);

/** A screen drawn twice: at full size, and laid out for a phone (PHONE units square, read at 390 px). */
interface Drawn {
  readonly desktop: string;
  readonly phone: string;
}

/** The key figures two by two over the curve: each label whole, each value at the desktop's size. */
function phoneFiguresOverCurve(items: [string, string, string][], title: string, values: number[], color: string) {
  const figures = items.map(([label, value, valueColor], i) => {
    const x = 12 + (i % 2) * 192;
    const y = 48 + Math.floor(i / 2) * 74;
    return statPanel(
      x,
      y,
      184,
      66,
      "",
      text(x + 14, y + 24, label, 12, C.muted) + text(x + 14, y + 52, value, 20, valueColor, "start", 700),
    );
  });
  return figures.join("") + statPanel(12, 198, 376, 194, title, polyline(values, 26, 236, 348, 140, color, true));
}

function hours(minutes: number) {
  const m = Math.round(minutes);
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, "0")} min`;
}

function body(kind: Report, trades: Trade[], facts: FactSheet): Drawn {
  const s = summarize(trades, STARTING_EQUITY);
  const eq = equityCurve(trades, STARTING_EQUITY);
  const p = facts.print.bind(facts);
  if (kind === "growth") {
    const ret = (s.netProfit / STARTING_EQUITY) * 100;
    const items: [string, string, string][] = [
      ["Net profit", p("netProfit", s.netProfit, usd(s.netProfit, true)), C.green],
      ["Return", p("returnPct", ret, pct(ret, true)), C.green],
      ["Max drawdown", p("maxDrawdownPct", -s.maxDrawdownPct, pct(-s.maxDrawdownPct)), C.red],
      ["Trades", p("trades", s.trades, String(s.trades)), C.text],
    ];
    return {
      desktop: figuresOverCurve(items, "Equity curve", eq, C.green),
      phone: phoneFiguresOverCurve(items, "Equity curve", eq, C.green),
    };
  }
  if (kind === "risk") {
    const risk = at(trades, 0).risk;
    const avgR = trades.reduce((a, t) => a + t.pnl / t.risk, 0) / trades.length;
    const recovery = s.netProfit / s.maxDrawdown;
    const items: [string, string, string][] = [
      ["Max drawdown", p("maxDrawdown", -s.maxDrawdown, usd(-s.maxDrawdown)), C.red],
      [
        "Risk per trade",
        p("riskPerTradePct", (risk / STARTING_EQUITY) * 100, pct((risk / STARTING_EQUITY) * 100)),
        C.text,
      ],
      ["Recovery factor", p("recoveryFactor", recovery, ratio(recovery)), C.text],
      ["Avg. R multiple", p("avgR", avgR, `${avgR.toFixed(2)} R`), avgR >= 0 ? C.green : C.red],
    ];
    let peak = STARTING_EQUITY;
    const dd = eq.map((v) => {
      peak = Math.max(peak, v);
      return v - peak;
    });
    return {
      desktop: figuresOverCurve(items, "Drawdown", dd, C.red),
      phone: phoneFiguresOverCurve(items, "Drawdown", dd, C.red),
    };
  }
  if (kind === "detailed") {
    const side = (which: Trade["side"]) => {
      const these = trades.filter((t) => t.side === which);
      const won = (these.filter((t) => t.pnl > 0).length / these.length) * 100;
      return `${p(`${which}Trades`, these.length, String(these.length))} · ${p(`${which}WinRate`, won, pct(won))} won`;
    };
    const mean = (pick: (t: Trade) => number) => trades.reduce((a, t) => a + pick(t), 0) / trades.length;
    const mae = mean((t) => t.mae);
    const mfe = mean((t) => t.mfe);
    const duration = mean((t) => t.minutes);
    const rows: [string, string, string, string][] = [
      ["Trades", p("trades", s.trades, String(s.trades)), "Winning trades", p("wins", s.wins, String(s.wins))],
      ["Win rate", p("winRate", s.winRate, pct(s.winRate)), "Average win", p("avgWin", s.avgWin, usd(s.avgWin))],
      [
        "Profit factor",
        p("profitFactor", s.profitFactor, ratio(s.profitFactor)),
        "Average loss",
        p("avgLoss", s.avgLoss, usd(s.avgLoss)),
      ],
      [
        "Expectancy",
        p("expectancy", s.expectancy, usd(s.expectancy)),
        "Largest win / loss",
        `${p("largestWin", s.largestWin, usd(s.largestWin))} / ${p("largestLoss", s.largestLoss, usd(s.largestLoss))}`,
      ],
      [
        "Avg. MAE / MFE",
        `${p("avgMae", mae, `${mae.toFixed(2)} R`)} / ${p("avgMfe", mfe, `${mfe.toFixed(2)} R`)}`,
        "Consecutive wins",
        p("consecutiveWins", s.consecutiveWins, String(s.consecutiveWins)),
      ],
      [
        "Avg. duration",
        p("avgMinutes", Math.round(duration), hours(duration)),
        "Net profit",
        p("netProfit", s.netProfit, usd(s.netProfit, true)),
      ],
      ["Long trades", side("long"), "Short trades", side("short")],
    ];
    // The phone lists the figures one under the other.
    const list = rows.flatMap(([a, b, c, d]) => [
      [a, b],
      [c, d],
    ]);
    const phone = list
      .map(([label, value], i) => {
        const y = 64 + i * 24;
        return (
          line(16, y + 8, 384, y + 8, C.border) +
          text(20, y, label ?? "", 12, C.muted) +
          text(380, y, value ?? "", 13, C.text, "end", 700)
        );
      })
      .join("");
    const desktop = statPanel(
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
    return { desktop, phone };
  }
  if (kind === "symbols") {
    // The bars on the left, the figures in a table beside them; most profitable first.
    const bySymbol = [...new Set(trades.map((t) => t.symbol))]
      .map((symbol) => {
        const these = trades.filter((t) => t.symbol === symbol);
        const won = (these.filter((t) => t.pnl > 0).length / these.length) * 100;
        return { symbol, profit: Math.round(sumOf(these) * 100) / 100, trades: these.length, won };
      })
      .sort((a, b) => b.profit - a.profit);
    const widest = Math.max(...bySymbol.map((r) => Math.abs(r.profit)));
    let rows = text(520, 104, "Symbol", 12, C.muted) + text(700, 104, "Trades", 12, C.muted, "end");
    rows += text(800, 104, "Win rate", 12, C.muted, "end") + text(900, 104, "Profit", 12, C.muted, "end");
    bySymbol.forEach(({ symbol, profit, trades: n, won }, i) => {
      const y = 100 + i * 62;
      const w = (Math.abs(profit) / widest) * 240;
      const shown = p(`${symbol}.profit`, profit, usd(profit, true));
      rows +=
        text(48, y + 30, symbol, 13, C.text, "start", 600) +
        rect(130, y + 12, w, 26, profit >= 0 ? C.green : C.red, 4) +
        text(138 + w, y + 30, shown, 13, C.text, "start", 700);
      const ty = 136 + i * 40;
      rows +=
        `<line x1="520" x2="900" y1="${ty - 22}" y2="${ty - 22}" stroke="${C.border}"/>` +
        text(520, ty, symbol, 13, C.text, "start", 600) +
        text(700, ty, p(`${symbol}.trades`, n, String(n)), 13, C.text, "end") +
        text(800, ty, p(`${symbol}.winRate`, won, pct(won)), 13, C.text, "end") +
        text(900, ty, shown, 13, profit >= 0 ? C.green : C.red, "end", 700);
    });
    // The phone: the table, each row over its bar.
    let phone = text(20, 66, "Symbol", 12, C.muted) + text(220, 66, "Trades", 12, C.muted, "end");
    phone += text(300, 66, "Win rate", 12, C.muted, "end") + text(384, 66, "Profit", 12, C.muted, "end");
    bySymbol.forEach(({ symbol, profit, trades: n, won }, i) => {
      const y = 106 + i * 48;
      phone +=
        line(16, y - 24, 384, y - 24, C.border) +
        text(20, y, symbol, 13, C.text, "start", 600) +
        text(220, y, String(n), 13, C.text, "end") +
        text(300, y, pct(won), 13, C.text, "end") +
        text(384, y, usd(profit, true), 13, profit >= 0 ? C.green : C.red, "end", 700) +
        rect(20, y + 8, (Math.abs(profit) / widest) * 364, 6, profit >= 0 ? C.green : C.red, 3);
    });
    return { desktop: statPanel(24, 60, 912, 456, "Profit by symbol", rows), phone };
  }
  if (kind === "timing") {
    const { cells, best } = heatmap(trades);
    const strongest = Math.max(...cells.map((c) => Math.abs(c.profit)));
    let drawn = "";
    WEEKDAYS.forEach((d, di) => {
      drawn += text(48, 118 + di * 62, d, 12, C.muted);
    });
    // An hour with no trade stays neutral; the others are as green or red as their profit is large.
    const cellColor = (c: (typeof cells)[number]) => {
      const alpha = (0.12 + (Math.abs(c.profit) / strongest) * 0.78).toFixed(2);
      return c.trades === 0 ? C.raised : c.profit > 0 ? `rgba(32,201,151,${alpha})` : `rgba(255,92,92,${alpha})`;
    };
    for (const c of cells) drawn += rect(96 + c.hour * 34, 96 + c.day * 62, 30, 54, cellColor(c), 4);
    for (let hgt = 0; hgt < 24; hgt += 3) drawn += text(111 + hgt * 34, 430, `${hgt}h`, 11, C.muted, "middle");
    const slot = `${at(WEEKDAYS, best.day)} ${best.hour}h–${best.hour + 1}h UTC`;
    const label =
      `Best session: ${facts.label("bestSession", slot)} · ` +
      `${p("bestProfit", best.profit, usd(best.profit, true))} in ${p("bestTrades", best.trades, String(best.trades))} trades`;
    // The phone turns the grid: weekdays across, the 24 hours down.
    let phone = "";
    WEEKDAYS.forEach((d, di) => {
      phone += text(88 + di * 66, 60, d, 12, C.muted, "middle", 600);
    });
    for (const c of cells) phone += rect(60 + c.day * 66, 68 + c.hour * 12.5, 58, 10.5, cellColor(c), 2);
    for (let hgt = 0; hgt < 24; hgt += 3) phone += text(50, 77 + hgt * 12.5, `${hgt}h`, 11, C.muted, "end");
    return {
      desktop: statPanel(
        24,
        60,
        912,
        456,
        "Profit by hour and weekday (UTC)",
        drawn + text(480, 480, label, 13, C.text, "middle", 600),
      ),
      phone: phone + text(200, 390, label, 11, C.text, "middle", 600),
    };
  }
  const mc = monteCarlo(
    trades.map((t) => t.pnl),
    STARTING_EQUITY,
    MONTE_CARLO.runs,
    MONTE_CARLO.seed,
    MONTE_CARLO.ruin,
  );
  facts.input("monteCarlo", MONTE_CARLO);
  const shown = [...mc.paths.slice(0, MONTE_CARLO.drawn), eq];
  // One scale for every path: they all start from the same equity, at the same height.
  const range = [Math.min(...shown.flat()), Math.max(...shown.flat())] as const;
  // Every other trade's equity (and the last) is enough at this width, and halves the image's bytes.
  const thinned = (path: number[]) => path.filter((_, i) => i % 2 === 0 || i === path.length - 1);
  const lines = (x: number, y: number, w: number, h: number) =>
    shown
      .map((path, i) =>
        polyline(thinned(path), x, y, w, h, i === shown.length - 1 ? C.green : "rgba(76,141,255,0.35)", false, range),
      )
      .join("");
  const spread = `95 % of runs end between ${p("mcLow", mc.low, usd(mc.low, true))} and ${p("mcHigh", mc.high, usd(mc.high, true))}`;
  const ruin = `Risk of ruin (${pct(-MONTE_CARLO.ruin * 100, false, 0)}) ${p("riskOfRuin", mc.riskOfRuin, pct(mc.riskOfRuin))}`;
  const title = `Monte-Carlo simulation · ${MONTE_CARLO.runs.toLocaleString("en-US")} runs from ${usd(STARTING_EQUITY)}`;
  return {
    desktop: statPanel(
      24,
      60,
      912,
      456,
      title,
      lines(44, 100, 872, 340) +
        text(48, 468, spread, 13, C.text, "start", 600) +
        text(48, 488, ruin, 13, C.muted, "start", 600),
    ),
    phone:
      text(
        16,
        64,
        `${MONTE_CARLO.runs.toLocaleString("en-US")} runs from ${usd(STARTING_EQUITY)}`,
        13,
        C.text,
        "start",
        700,
      ) +
      lines(16, 80, 368, 250) +
      text(16, 360, spread, 12, C.text, "start", 600) +
      text(16, 382, ruin, 12, C.muted, "start", 600),
  };
}

const TABS = ["Growth", "Statistics", "Symbols", "Timing", "Risk", "Monte-Carlo"] as const;
const KINDS: readonly Report[] = ["growth", "detailed", "symbols", "timing", "risk", "montecarlo"];

/** The tabs of the statistics, the screen's own highlighted: each `step - 8` units wide and `height` high. */
function tabStrip(idx: number, m: { x: number; step: number; top: number; height: number; baseline: number }) {
  return TABS.map((s, i) => {
    const x = m.x + i * m.step;
    return (
      (i === idx ? rect(x, m.top, m.step - 8, m.height, "#263a5e", 5) : "") +
      text(x + (m.step - 8) / 2, m.baseline, s, 11, i === idx ? C.blue : C.muted, "middle", 600)
    );
  }).join("");
}

/**
 * The statistics' header: the web app's bar, or the desktop app's window with the tabs in its
 * menu bar (the desktop pages show the desktop app, as its workspace screens do).
 */
function header(idx: number, variant: Variant) {
  if (variant === "desktop") {
    const bar =
      tabStrip(idx, { x: MENU_END, step: 92, top: 23, height: 18, baseline: 36 }) +
      text(W - 12, 37, "Offline", 11, C.muted, "end");
    return desktopWindow("Statistics · Backtest session", bar);
  }
  return (
    rect(0, 0, W, 44, C.surface) +
    `<circle cx="22" cy="22" r="9" fill="${C.green}"/>` +
    text(38, 27, "TickSim", 15, C.text, "start", 700) +
    tabStrip(idx, { x: 140, step: 100, top: 10, height: 24, baseline: 26 }) +
    text(W - 16, 27, "Statistic center", 11, C.muted, "end")
  );
}

/** A screen of the statistics centre in the web or the desktop app, with the facts it prints. */
export function reportScreen(kind: Report, variant: Variant = "web"): { svg: string; phone: string; facts: Facts } {
  const idx = KINDS.indexOf(kind);
  const facts = new FactSheet();
  const trades = tradeLog(reportLog);
  facts.input("startingEquity", STARTING_EQUITY);
  facts.input("log", reportLog);
  facts.input("trades", trades);
  const drawn = body(kind, trades, facts);
  // The phone's header: the app and the screen's tab, whole.
  const phoneHead =
    rect(0, 0, PHONE.w, 40, C.surface) +
    `<circle cx="20" cy="20" r="8" fill="${C.green}"/>` +
    text(36, 25, `TickSim · ${at(TABS, idx)}`, 14, C.text, "start", 700) +
    (variant === "desktop" ? text(388, 25, "Desktop · Offline", 12, C.muted, "end") : "");
  return {
    svg: frame(header(idx, variant) + drawn.desktop),
    phone: frame(phoneHead + drawn.phone, PHONE),
    facts: facts.toJSON(),
  };
}

export const report = (kind: Report) => reportScreen(kind).svg;
