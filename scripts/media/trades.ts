/**
 * A simulated trade log and everything the statistics screens compute from it. Each screen draws
 * one log (seeded, so the same every run) and prints only figures derived here: a trader who
 * recomputes the win rate from the trade count, or the profit factor from the averages, finds
 * the numbers the image shows. The log is written beside the image (scripts/media/facts.ts).
 */
import { at } from "#common/at.ts";
import { mulberry32 } from "#common/random.ts";
import { nextClose, sessionOn } from "./hours";
import { instruments, type Ticker } from "./market";
import { round2 } from "./orders";

export interface Trade {
  readonly symbol: Ticker;
  readonly side: "long" | "short";
  /** Opening time, ISO 8601 in UTC. */
  readonly open: string;
  readonly minutes: number;
  /** Dollars lost at the stop (1 R). */
  readonly risk: number;
  /** Closed profit or loss in dollars, never exactly zero. */
  readonly pnl: number;
  /** Maximum adverse and favourable excursion, in R. */
  readonly mae: number;
  readonly mfe: number;
}

export interface LogSpec {
  readonly seed: number;
  readonly count: number;
  /** Each symbol's share of the trades. */
  readonly symbols: Partial<Record<Ticker, number>>;
  /** First and last day, YYYY-MM-DD; trades open on the days their market trades, weekdays only. */
  readonly from: string;
  readonly to: string;
  readonly risk: number;
}

/**
 * UTC hours each class of instrument is traded in the log: forex and gold all day in Europe and
 * New York, shares in the US cash session (in summer and in winter).
 */
const HOURS = {
  forex: [6, 20],
  metal: [6, 20],
  index: [13, 20],
  stock: [15, 19],
  crypto: [0, 23],
} as const;

/** The edge the simulated trader has by hour: best at the London open, weaker late and at night. */
function winChance(symbol: Ticker, hour: number): number {
  const session = hour >= 7 && hour <= 9 ? 0.16 : hour >= 13 && hour <= 15 ? 0.06 : hour >= 18 || hour < 6 ? -0.12 : 0;
  return 0.5 + session + (instruments[symbol].kind === "crypto" ? -0.1 : 0);
}

/** The weekdays from `from` to `to` on which `symbol`'s market trades (a share's holidays left out), midnight UTC. */
function tradingDays(symbol: Ticker, from: string, to: string): number[] {
  const days: number[] = [];
  for (let d = Date.parse(`${from}T00:00:00Z`); d <= Date.parse(`${to}T00:00:00Z`); d += 86_400_000) {
    const weekday = new Date(d).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && sessionOn(symbol, new Date(d).toISOString().slice(0, 10))) days.push(d);
  }
  return days;
}

/** A deterministic log of `spec.count` trades in opening order. */
export function tradeLog(spec: LogSpec): Trade[] {
  const r = mulberry32(spec.seed);
  const daysOf = new Map<Ticker, number[]>();
  const pool = Object.entries(spec.symbols) as [Ticker, number][];
  const total = pool.reduce((sum, [, share]) => sum + share, 0);
  const pick = () => {
    let x = r() * total;
    for (const [symbol, share] of pool) {
      x -= share;
      if (x < 0) return symbol;
    }
    return at(pool, pool.length - 1)[0];
  };
  const trades: Trade[] = [];
  for (let i = 0; i < spec.count; i++) {
    const symbol = pick();
    const [first, last] = HOURS[instruments[symbol].kind];
    const hour = first + Math.floor(r() * (last - first + 1));
    const days = daysOf.get(symbol) ?? tradingDays(symbol, spec.from, spec.to);
    daysOf.set(symbol, days);
    const open = at(days, Math.floor(r() * days.length)) + hour * 3_600_000 + Math.floor(r() * 12) * 300_000;
    // A trade is closed by its market's close at the latest: none is held over a weekend or a night.
    const close = nextClose(symbol, open);
    const win = r() < winChance(symbol, hour);
    const size = r();
    const multiple = win ? 0.5 + size * 1.7 : -(0.7 + size * 0.32);
    const pnl = round2(multiple * spec.risk) || 0.01;
    const extra = r();
    trades.push({
      symbol,
      side: r() < 0.55 ? "long" : "short",
      open: new Date(open).toISOString().replace(".000Z", "Z"),
      minutes: Math.min(15 + Math.floor(r() * 120) * 5, (close - open) / 60_000),
      risk: spec.risk,
      pnl,
      mae: round2(win ? extra * 0.7 : Math.abs(multiple)),
      mfe: round2(win ? multiple + extra * 0.4 : extra * 0.8),
    });
  }
  return trades.sort((a, b) => a.open.localeCompare(b.open));
}

export interface Summary {
  readonly trades: number;
  readonly wins: number;
  /** Percent of trades closed in profit. */
  readonly winRate: number;
  readonly avgWin: number;
  /** Negative: the mean of the losing trades. */
  readonly avgLoss: number;
  /** Mean profit per trade. */
  readonly expectancy: number;
  /** Gross profit over gross loss. */
  readonly profitFactor: number;
  readonly netProfit: number;
  readonly largestWin: number;
  readonly largestLoss: number;
  /** Largest fall of the closed-trade equity from a peak, in dollars (positive) and in percent of that peak. */
  readonly maxDrawdown: number;
  readonly maxDrawdownPct: number;
  readonly consecutiveWins: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The closed-trade equity: the starting balance, then the balance after each trade. */
export function equityCurve(trades: readonly Trade[], start: number): number[] {
  const out = [start];
  for (const t of trades) out.push(round2(at(out, out.length - 1) + t.pnl));
  return out;
}

export function summarize(trades: readonly Trade[], start: number): Summary {
  const wins = trades.filter((t) => t.pnl > 0).map((t) => t.pnl);
  const losses = trades.filter((t) => t.pnl < 0).map((t) => t.pnl);
  let peak = start;
  let maxDrawdown = 0;
  let maxDrawdownPct = 0;
  for (const value of equityCurve(trades, start)) {
    peak = Math.max(peak, value);
    maxDrawdown = Math.max(maxDrawdown, peak - value);
    maxDrawdownPct = Math.max(maxDrawdownPct, ((peak - value) / peak) * 100);
  }
  let streak = 0;
  let consecutiveWins = 0;
  for (const t of trades) {
    streak = t.pnl > 0 ? streak + 1 : 0;
    consecutiveWins = Math.max(consecutiveWins, streak);
  }
  return {
    trades: trades.length,
    wins: wins.length,
    winRate: (wins.length / trades.length) * 100,
    avgWin: wins.length ? sum(wins) / wins.length : 0,
    avgLoss: losses.length ? sum(losses) / losses.length : 0,
    expectancy: sum(trades.map((t) => t.pnl)) / trades.length,
    profitFactor: sum(wins) / Math.abs(sum(losses)),
    netProfit: round2(sum(trades.map((t) => t.pnl))),
    largestWin: Math.max(...trades.map((t) => t.pnl)),
    largestLoss: Math.min(...trades.map((t) => t.pnl)),
    maxDrawdown: round2(maxDrawdown),
    maxDrawdownPct,
    consecutiveWins,
  };
}

export const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri"] as const;

export interface Cell {
  readonly day: number;
  readonly hour: number;
  readonly profit: number;
  readonly trades: number;
}

/** Profit by weekday (Mon = 0) and UTC hour of opening: 5 x 24 cells, and the most profitable. */
export function heatmap(trades: readonly Trade[]): { cells: Cell[]; best: Cell } {
  const cells: Cell[] = [];
  for (let day = 0; day < 5; day++) {
    for (let hour = 0; hour < 24; hour++) {
      const here = trades.filter((t) => {
        const d = new Date(t.open);
        return d.getUTCDay() === day + 1 && d.getUTCHours() === hour;
      });
      cells.push({ day, hour, profit: round2(sum(here.map((t) => t.pnl))), trades: here.length });
    }
  }
  const best = cells.reduce((a, b) => (b.profit > a.profit ? b : a));
  return { cells, best };
}

export interface MonteCarlo {
  /** Every run's equity after each trade, each from the same starting equity. */
  readonly paths: number[][];
  /** 2.5th and 97.5th percentile of the runs' net profit (nearest rank). */
  readonly low: number;
  readonly high: number;
  /** Percent of runs whose equity fell to `start * (1 - ruin)` at some point. */
  readonly riskOfRuin: number;
}

/** `runs` reshuffles of the log's results, drawn with replacement: what else the same edge could have given. */
export function monteCarlo(pnls: readonly number[], start: number, runs: number, seed: number, ruin: number) {
  const r = mulberry32(seed);
  const paths: number[][] = [];
  let ruined = 0;
  for (let run = 0; run < runs; run++) {
    const path = [start];
    for (let i = 0; i < pnls.length; i++) path.push(round2(at(path, i) + at(pnls, Math.floor(r() * pnls.length))));
    if (Math.min(...path) <= start * (1 - ruin)) ruined++;
    paths.push(path);
  }
  const nets = paths.map((p) => at(p, p.length - 1) - start).sort((a, b) => a - b);
  const rank = (p: number) => at(nets, Math.ceil(p * runs) - 1);
  return { paths, low: round2(rank(0.025)), high: round2(rank(0.975)), riskOfRuin: (ruined / runs) * 100 };
}
