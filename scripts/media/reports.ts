/** The statistic center's screens (growth, detailed statistics, symbols, timing, risk, Monte-Carlo). */
import { mulberry32 } from "#common/random.ts";
import { type Box, C, f, frame, rect, square, text, W } from "./svg";

export function statPanel(x: number, y: number, w: number, h: number, title: string, body: string) {
  return (
    rect(x, y, w, h, C.surface, 10, `stroke="${C.border}"`) +
    text(x + 16, y + 26, title, 13, C.text, "start", 700) +
    body
  );
}

export function equity(seed: number, n: number) {
  const r = mulberry32(seed);
  const pts: number[] = [];
  for (let i = 0, value = 10000; i < n; i++, value += (r() - 0.42) * 240) pts.push(value);
  return pts;
}

export function polyline(values: number[], x: number, y: number, w: number, h: number, color: string, fill = false) {
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

/** The key figures above the growth and risk screens' curves: screen, label, value, color. */
const FIGURES: readonly [Report, string, string, string][] = [
  ["growth", "Net profit", "+$3,412.60", C.green],
  ["growth", "Return", "+34.1 %", C.green],
  ["growth", "Max drawdown", "−6.8 %", C.red],
  ["growth", "Trades", "148", C.text],
  ["risk", "Max drawdown", "−$684.20", C.red],
  ["risk", "Risk per trade", "1.0 %", C.text],
  ["risk", "Recovery factor", "4.99", C.text],
  ["risk", "Avg. R multiple", "1.62 R", C.green],
];

/** The screen's key figures in a row of panels over a filled curve (the growth and risk screens). */
function figuresOverCurve(kind: Report, title: string, values: number[], color: string) {
  const items = FIGURES.filter(([screen]) => screen === kind);
  const width = 912 / items.length;
  const figures = items.map(([, label, value, valueColor], i) => {
    const x = 24 + i * width;
    const figure = text(x + 16, 88, label, 11, C.muted) + text(x + 16, 114, value, 20, valueColor, "start", 700);
    return statPanel(x, 60, width - 12, 70, "", figure);
  });
  return figures.join("") + statPanel(24, 146, 912, 370, title, polyline(values, 44, 186, 872, 300, color, true));
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
    body += figuresOverCurve(kind, "Equity curve", eq, C.green);
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
    // Symbol, profit, trades, win rate: the bars on the left, the figures in a table beside them.
    const syms: [string, number, number, number][] = [
      ["EURUSD", 1480, 46, 63.0],
      ["XAUUSD", 920, 31, 58.1],
      ["US500", 610, 24, 62.5],
      ["GBPJPY", 420, 19, 57.9],
      ["AAPL", 322, 12, 66.7],
      ["BTCUSD", -340, 16, 43.8],
    ];
    const usd = (v: number) => `${v >= 0 ? "+" : "−"}$${Math.abs(v).toLocaleString("en-US")}`;
    let rows = text(520, 104, "Symbol", 12, C.muted) + text(700, 104, "Trades", 12, C.muted, "end");
    rows += text(800, 104, "Win rate", 12, C.muted, "end") + text(900, 104, "Profit", 12, C.muted, "end");
    syms.forEach(([s, v, trades, win], i) => {
      const y = 100 + i * 62;
      const w = (Math.abs(v) / 1500) * 240;
      rows +=
        text(48, y + 30, s, 13, C.text, "start", 600) +
        rect(130, y + 12, w, 26, v >= 0 ? C.green : C.red, 4) +
        text(138 + w, y + 30, usd(v), 13, C.text, "start", 700);
      const ty = 136 + i * 40;
      rows +=
        `<line x1="520" x2="900" y1="${ty - 22}" y2="${ty - 22}" stroke="${C.border}"/>` +
        text(520, ty, s, 13, C.text, "start", 600) +
        text(700, ty, String(trades), 13, C.text, "end") +
        text(800, ty, `${win.toFixed(1)} %`, 13, C.text, "end") +
        text(900, ty, usd(v), 13, v >= 0 ? C.green : C.red, "end", 700);
    });
    body += statPanel(24, 60, 912, 456, "Profit by symbol", rows);
  } else if (kind === "timing") {
    const days = ["Mon", "Tue", "Wed", "Thu", "Fri"];
    const r = mulberry32(3);
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
    body += figuresOverCurve(kind, "Drawdown", dd, C.red);
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
      // Two lines: the phone's crop (LEFT_PART) is 440 units wide.
      lines +
        text(48, 468, "95 % of runs end between +$1,240 and +$5,880", 13, C.text, "start", 600) +
        text(48, 488, "Risk of ruin 0.3 %", 13, C.muted, "start", 600),
    );
  }
  return frame(head + tabSvg + tail + body);
}

/** The statistics tables and charts that fill the screen: a phone shows their left part. */
const LEFT_PART = square(28, 56, 440);

/** The part of each report a phone shows. */
export const reportCrops: Record<Report, Box> = {
  growth: square(536, 52),
  detailed: LEFT_PART,
  symbols: LEFT_PART,
  timing: LEFT_PART,
  risk: square(20, 52),
  montecarlo: LEFT_PART,
};
