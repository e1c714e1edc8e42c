/**
 * The figures the showcase images print (scripts/media/), recomputed here from the inputs in
 * each `<name>.facts.json`, with this file's own arithmetic: a trader who checks the win rate
 * against the trade count, or the profit factor against the averages, finds what the image says.
 * Each printed string is then looked for in the image's text (the generators write <text>
 * before the outliner turns it into paths).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { CatalogueRow } from "#common/api/symbols.ts";
import { mulberry32 } from "#common/random.ts";
import { buildCatalogue } from "#scripts/catalogue/build.ts";
import { clipFacts, clipFrame, clips, stills } from "#scripts/media/catalogue.ts";
import type { Facts } from "#scripts/media/facts.ts";
import { unescaped } from "#scripts/media/svg.ts";
import { catalogueSources } from "#tests/fixtures/catalogue-sources.ts";
import { US_MARKET_HOLIDAYS_2026 } from "#tests/fixtures/us-market-holidays.ts";

const dir = "web/public/media/showcase";

interface TradeIn {
  symbol: string;
  side: "long" | "short";
  open: string;
  minutes: number;
  risk: number;
  pnl: number;
  mae: number;
  mfe: number;
}
interface TicketIn {
  symbol: string;
  unit: string;
  unitSize: number;
  contract: number;
  stop: number;
  target: number;
  volume: number;
  risk: number;
  balance: number;
}
interface ReleaseIn {
  name: string;
  date: string;
  local: string;
  zone: string;
  utc: string;
  candle: number;
}

const sum = (v: readonly number[]) => v.reduce((a, b) => a + b, 0);
const mean = (v: readonly number[]) => sum(v) / v.length;
const winRate = (t: readonly TradeIn[]) => (t.filter((x) => x.pnl > 0).length / t.length) * 100;
const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** How traders measure a stop: pips on forex pairs, points on indices, dollars on crypto and gold. */
const STOP_UNIT: Record<string, string> = {
  EURUSD: "pips",
  GBPJPY: "pips",
  US500: "points",
  BTCUSD: "dollars",
  XAUUSD: "dollars",
};

/** The UTC instant of a clock time in a zone, found by trying the zone's possible offsets. */
function utcOfLocal(date: string, local: string, zone: string): Date {
  for (let offset = -14; offset <= 14; offset += 0.25) {
    const candidate = new Date(Date.parse(`${date}T${local}:00Z`) - offset * 3_600_000);
    const shown = candidate.toLocaleString("sv-SE", { timeZone: zone }).slice(0, 16);
    if (shown === `${date} ${local}`) return candidate;
  }
  throw new Error(`${date} ${local} does not exist in ${zone}`);
}
const hhmm = (d: Date) => d.toISOString().slice(11, 16);

/** Every figure the facts' inputs determine, computed without the generators' code. */
function recompute(inputs: Record<string, unknown>): {
  figures: Record<string, number>;
  labels: Record<string, string>;
} {
  const figures: Record<string, number> = {};
  const labels: Record<string, string> = {};
  const trades = inputs.trades as TradeIn[] | undefined;
  const start = inputs.startingEquity as number;
  if (trades) {
    const pnl = trades.map((t) => t.pnl);
    const wins = pnl.filter((v) => v > 0);
    const losses = pnl.filter((v) => v < 0);
    const net = sum(pnl);
    let equity = start;
    let peak = start;
    let drawdown = 0;
    let drawdownPct = 0;
    let streak = 0;
    let longest = 0;
    for (const p of pnl) {
      equity += p;
      peak = Math.max(peak, equity);
      drawdown = Math.max(drawdown, peak - equity);
      drawdownPct = Math.max(drawdownPct, ((peak - equity) / peak) * 100);
      streak = p > 0 ? streak + 1 : 0;
      longest = Math.max(longest, streak);
    }
    Object.assign(figures, {
      trades: trades.length,
      wins: wins.length,
      winRate: (wins.length / trades.length) * 100,
      avgWin: mean(wins),
      avgLoss: mean(losses),
      expectancy: net / trades.length,
      profitFactor: sum(wins) / -sum(losses),
      netProfit: net,
      balance: start + net,
      returnPct: (net / start) * 100,
      maxDrawdown: -drawdown,
      maxDrawdownPct: -drawdownPct,
      recoveryFactor: net / drawdown,
      largestWin: Math.max(...pnl),
      largestLoss: Math.min(...pnl),
      consecutiveWins: longest,
      avgMae: mean(trades.map((t) => t.mae)),
      avgMfe: mean(trades.map((t) => t.mfe)),
      avgMinutes: Math.round(mean(trades.map((t) => t.minutes))),
      avgR: mean(trades.map((t) => t.pnl / t.risk)),
      riskPerTradePct: ((trades[0]?.risk ?? 0) / start) * 100,
    });
    for (const side of ["long", "short"] as const) {
      const these = trades.filter((t) => t.side === side);
      figures[`${side}Trades`] = these.length;
      figures[`${side}WinRate`] = winRate(these);
    }
    for (const symbol of new Set(trades.map((t) => t.symbol))) {
      const these = trades.filter((t) => t.symbol === symbol);
      figures[`${symbol}.trades`] = these.length;
      figures[`${symbol}.winRate`] = winRate(these);
      figures[`${symbol}.profit`] = sum(these.map((t) => t.pnl));
    }
    // The heatmap's best cell: weekday and UTC hour of opening with the largest total profit.
    const cells = new Map<string, TradeIn[]>();
    for (const t of trades) {
      const d = new Date(t.open);
      const key = `${DAYS[d.getUTCDay()]} ${d.getUTCHours()}h–${d.getUTCHours() + 1}h UTC`;
      cells.set(key, [...(cells.get(key) ?? []), t]);
    }
    const [bestKey, best] = [...cells].reduce((a, b) =>
      sum(b[1].map((t) => t.pnl)) > sum(a[1].map((t) => t.pnl)) ? b : a,
    );
    labels.bestSession = bestKey;
    figures.bestProfit = sum(best.map((t) => t.pnl));
    figures.bestTrades = best.length;
  }
  const mc = inputs.monteCarlo as { runs: number; seed: number; ruin: number } | undefined;
  if (trades && mc) {
    const r = mulberry32(mc.seed);
    const nets: number[] = [];
    let ruined = 0;
    for (let run = 0; run < mc.runs; run++) {
      let equity = start;
      let low = start;
      for (let i = 0; i < trades.length; i++) {
        equity += trades[Math.floor(r() * trades.length)]?.pnl ?? Number.NaN;
        // The generator keeps cents at every step.
        equity = Math.round(equity * 100) / 100;
        low = Math.min(low, equity);
      }
      if (low <= start * (1 - mc.ruin)) ruined++;
      nets.push(equity - start);
    }
    nets.sort((a, b) => a - b);
    figures.mcLow = nets[Math.ceil(0.025 * mc.runs) - 1] ?? Number.NaN;
    figures.mcHigh = nets[Math.ceil(0.975 * mc.runs) - 1] ?? Number.NaN;
    figures.riskOfRuin = (ruined / mc.runs) * 100;
  }
  const order = inputs.ticket as TicketIn | undefined;
  if (order) {
    expect(order.unit, order.symbol).toBe(STOP_UNIT[order.symbol]);
    expect(order.unitSize).toBe(order.unit === "pips" ? (order.symbol.endsWith("JPY") ? 0.01 : 0.0001) : 1);
    if (trades) expect(order.balance).toBeCloseTo(start + sum(trades.map((t) => t.pnl)), 2);
    const perLot = order.stop * order.unitSize * order.contract;
    // The largest volume, in 0.01 lot steps, whose stop risks at most 1 % of the balance.
    const volume = Math.floor(((order.balance * 0.01) / perLot) * 100) / 100;
    Object.assign(figures, {
      volume,
      stopLoss: order.stop,
      takeProfit: order.target,
      rewardRatio: order.target / order.stop,
      risk: volume * perLot,
      riskPct: ((volume * perLot) / order.balance) * 100,
      stopValue: -volume * perLot,
      targetValue: volume * order.target * order.unitSize * order.contract,
      exitProfit: volume * 2 * perLot,
    });
    const position = inputs.position as { entry: number; last: number } | undefined;
    if (position) figures.positionPnl = (position.last - position.entry) * order.contract * volume;
  }
  if (typeof inputs.signal === "number") figures.limit = inputs.signal * 0.997;
  const releases = [...((inputs.releases as ReleaseIn[] | undefined) ?? [])];
  if (inputs.release) releases.push(inputs.release as ReleaseIn);
  for (const release of releases) {
    const utc = utcOfLocal(release.date, release.local, release.zone);
    expect(release.utc, release.name).toBe(utc.toISOString());
    labels[`release.${release.name}`] = `${hhmm(utc)} UTC`;
    if (inputs.chartStart) {
      const hours = (utc.getTime() - Date.parse(inputs.chartStart as string)) / 3_600_000;
      expect(release.candle, release.name).toBeCloseTo(hours, 9);
    }
    if (release.name === "Non-Farm Payrolls") {
      // The first Friday of the month, 08:30 in Washington.
      const day = new Date(`${release.date}T12:00:00Z`);
      expect(day.getUTCDay()).toBe(5);
      expect(day.getUTCDate()).toBeLessThanOrEqual(7);
      labels.pause = hhmm(new Date(utc.getTime() - 15 * 60_000));
      labels.resume = hhmm(new Date(utc.getTime() + 15 * 60_000));
      labels.londonOpen = hhmm(utcOfLocal(release.date, "08:00", "Europe/London"));
    }
  }
  return { figures, labels };
}

/** The number a printed figure shows, and how many decimals it shows it to. */
function read(printed: string): { value: number; decimals: number } {
  const duration = /^(\d+) h (\d+) min$/.exec(printed);
  if (duration) return { value: Number(duration[1]) * 60 + Number(duration[2]), decimals: 0 };
  const match = /([-+−]?)\$?([\d,]*\d(?:\.(\d+))?)/.exec(printed);
  if (!match) throw new Error(`no number in "${printed}"`);
  const value = Number((match[2] ?? "").replace(/,/g, ""));
  return { value: match[1] === "−" || match[1] === "-" ? -value : value, decimals: match[3]?.length ?? 0 };
}

/** The strings an image's <text> elements hold. */
const texts = (svg: string) => [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((m) => unescaped(m[1] ?? ""));

/** `s` inside some text, not as a part of a longer number. */
function shows(all: readonly string[], s: string): boolean {
  return all.some((t) => {
    for (let i = t.indexOf(s); i >= 0; i = t.indexOf(s, i + 1)) {
      const before = t[i - 1] ?? " ";
      const after = t.slice(i + s.length, i + s.length + 2);
      if (!/[\d.,]/.test(before) && !/^(\d|[.,]\d)/.test(after)) return true;
    }
    return false;
  });
}

const images: [string, string, Facts][] = [
  ...Object.entries(stills()).flatMap(([name, still]) =>
    still.facts ? [[name, still.svg, still.facts] as [string, string, Facts]] : [],
  ),
  ...clips.map((clip) => [clip, clipFrame(clip, 0), clipFacts(clip)] as [string, string, Facts]),
];

describe("the figures in the showcase images", () => {
  it("has a facts file beside every image that prints figures, and none left over", () => {
    const files = readdirSync(dir).filter((f) => f.endsWith(".facts.json"));
    expect(files.sort()).toEqual(images.map(([name]) => `${name}.facts.json`).sort());
    for (const [name, , facts] of images) {
      const committed = JSON.parse(readFileSync(`${dir}/${name}.facts.json`, "utf8"));
      expect(committed, `${name}.facts.json is stale: run npx tsx scripts/media/showcase.ts --svg-only`).toEqual(
        JSON.parse(JSON.stringify(facts)),
      );
    }
  });

  for (const [name, svg, facts] of images) {
    it(`${name}: every printed figure is recomputed from its inputs and shown in the image`, () => {
      const { figures, labels } = recompute(facts.inputs);
      const shown = texts(svg);
      expect(Object.keys(facts.printed).length + Object.keys(facts.labels).length).toBeGreaterThan(0);
      for (const [key, printed] of Object.entries(facts.printed)) {
        const expected = figures[key];
        expect(expected, `${name}: nothing recomputes ${key}`).toBeDefined();
        const { value, decimals } = read(printed);
        const near = (a: number, b: number) => Math.abs(a - b) <= 0.5 * 10 ** -decimals + 1e-9;
        // The printed string is the recomputed figure, rounded to the decimals it shows.
        expect(near(value, expected ?? Number.NaN), `${name}: ${key} printed "${printed}", is ${expected}`).toBe(true);
        expect(near(facts.figures[key] ?? Number.NaN, expected ?? Number.NaN), `${name}: ${key}`).toBe(true);
        expect(shows(shown, printed), `${name}: "${printed}" (${key}) is not in the image`).toBe(true);
      }
      for (const [key, label] of Object.entries(facts.labels)) {
        expect(label, `${name}: ${key}`).toBe(labels[key]);
        expect(shows(shown, label), `${name}: "${label}" is not in the image`).toBe(true);
      }
    });
  }

  it("measures stops in pips on forex, points on indices and dollars on crypto and gold", () => {
    for (const [name, , facts] of images) {
      const order = facts.inputs.ticket as TicketIn | undefined;
      const printed = facts.printed.stopLoss;
      if (!order || !printed) continue;
      const unit = STOP_UNIT[order.symbol];
      expect(printed, name).toMatch(unit === "dollars" ? /^\$[\d,]+\.\d\d$/ : new RegExp(`^[\\d.]+ ${unit}$`));
    }
  });

  it("starts every Monte-Carlo path from the same equity, at the same height", () => {
    const svg = stills()["report-montecarlo"]?.svg ?? "";
    const starts = [...svg.matchAll(/<polyline points="([\d.]+),([\d.]+) /g)].map((m) => `${m[1]},${m[2]}`);
    expect(starts.length).toBeGreaterThan(20);
    expect(new Set(starts).size).toBe(1);
  });

  it("prints the payrolls at 12:30 UTC on a summer date, as Washington's 08:30 is", () => {
    const calendar = images.find(([name]) => name === "calendar")?.[2];
    expect(calendar?.labels["release.Non-Farm Payrolls"]).toBe("12:30 UTC");
    expect(utcOfLocal("2026-12-04", "08:30", "America/New_York").toISOString()).toBe("2026-12-04T13:30:00.000Z");
  });
});

/**
 * When markets trade (decision 067), in this file's own terms: forex, metals and the product's
 * index CFDs from Sunday 22:00 UTC to Friday 22:00 UTC; US shares 09:30 to 16:00 on weekdays at
 * New York's clock, whatever its offset, but for the exchanges' holidays; crypto always.
 */
const usHolidays = new Set<string>(US_MARKET_HOLIDAYS_2026);
const newYork = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function marketOpen(asset: CatalogueRow, at: Date): boolean {
  if (asset.type === "crypto") return true;
  if (asset.type === "stock") {
    const parts = newYork.formatToParts(at);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    const clock = `${part("hour")}:${part("minute")}`;
    const date = `${part("year")}-${part("month")}-${part("day")}`;
    expect(date.slice(0, 4), "a year whose holidays this test knows").toBe("2026");
    const tradingDay = !["Sat", "Sun"].includes(part("weekday")) && !usHolidays.has(date);
    return tradingDay && clock >= "09:30" && clock < "16:00";
  }
  if (asset.type === "forex" || asset.exchange === "TICKSIM") {
    const day = at.getUTCDay();
    const hour = at.getUTCHours();
    return !(day === 6 || (day === 5 && hour >= 22) || (day === 0 && hour < 22));
  }
  throw new Error(`no trading hours for ${asset.full_name}`);
}

const MINUTE = 60_000;
const LENGTH: Record<string, number> = {
  "15m": 15 * MINUTE,
  "1h": 60 * MINUTE,
  "4h": 240 * MINUTE,
  "1D": 1440 * MINUTE,
};

/** Whether the market is closed all through [from, to), looked at every five minutes. */
function closedThrough(asset: CatalogueRow, from: number, to: number): boolean {
  for (let t = from; t < to; t += 5 * MINUTE) if (marketOpen(asset, new Date(t))) return false;
  return true;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

describe("the charts in the showcase images", () => {
  const catalogue = buildCatalogue(catalogueSources);
  /** The catalogue's one asset of that symbol: the row the asset table shows for it. */
  const assetOf = (symbol: string): CatalogueRow => {
    const rows = catalogue.filter((r) => r.symbol === symbol);
    expect(
      rows.map((r) => r.full_name),
      symbol,
    ).toHaveLength(1);
    return rows[0] as CatalogueRow;
  };
  const inRange = (asset: CatalogueRow, iso: string) =>
    iso.slice(0, 10) >= asset.start_date && iso.slice(0, 10) <= asset.end_date;
  /** The statistics and the rule screens draw no chart; every other image does. */
  const charted = images.filter(([name]) => !/^(report-|rule-|statistics$)/.test(name));

  it("lists every chart an image draws in its facts, as its legend names it", () => {
    expect(charted.length).toBeGreaterThanOrEqual(20);
    for (const [name, svg, facts] of images) {
      const legends = texts(svg).filter((t) => /^[A-Z0-9]+ · (15m|1h|4h|1D)$/.test(t));
      expect(
        facts.charts.map((c) => `${c.symbol} · ${c.timeframe}`),
        name,
      ).toEqual(legends);
      if (charted.some(([n]) => n === name)) expect(facts.charts.length, name).toBeGreaterThan(0);
    }
  });

  it("draws no candle while its market is closed, and leaves none out while it trades", () => {
    const wrong: string[] = [];
    for (const [name, , facts] of charted) {
      for (const { symbol, timeframe, candles } of facts.charts) {
        const asset = assetOf(symbol);
        const opens = candles.map((c) => Date.parse(c));
        opens.forEach((open, i) => {
          const where = `${name}: ${symbol} ${timeframe} candle ${candles[i]}`;
          if (!marketOpen(asset, new Date(open))) wrong.push(`${where} opens while the market is closed`);
          const next = opens[i + 1];
          if (next === undefined) return;
          if (next <= open) wrong.push(`${where} is not before the next one`);
          // Between one candle's end and the next candle, the market is closed (a night, a weekend).
          else if (!closedThrough(asset, open + (LENGTH[timeframe] ?? 0), next)) {
            wrong.push(`${where}: candles missing before ${candles[i + 1]}`);
          }
        });
      }
    }
    expect(wrong).toEqual([]);
  });

  it("ends every chart of an image at the same moment: none stops before the others' last candle", () => {
    const wrong: string[] = [];
    for (const [name, , facts] of charted) {
      const lasts = facts.charts.map((c) => Date.parse(c.candles.at(-1) ?? ""));
      const moment = Math.max(...lasts);
      facts.charts.forEach(({ symbol, timeframe }, i) => {
        const last = lasts[i] ?? Number.NaN;
        // The chart's last candle is still in progress at the moment, or its market has been closed since.
        if (!closedThrough(assetOf(symbol), last + (LENGTH[timeframe] ?? 0), moment + 1)) {
          wrong.push(
            `${name}: ${symbol} ${timeframe} ends ${new Date(last).toISOString()}, the session is at ${new Date(moment).toISOString()}`,
          );
        }
      });
    }
    expect(wrong).toEqual([]);
  });

  it("shows only dates inside the asset catalogue's history of each symbol, and trades only while markets trade", () => {
    const wrong: string[] = [];
    for (const [name, svg, facts] of images) {
      const trades = (facts.inputs.trades ?? []) as TradeIn[];
      const order = facts.inputs.ticket as TicketIn | undefined;
      // The instruments the image is about: its charts', its trades' and its order's.
      const symbols = new Set([...facts.charts.map((c) => c.symbol), ...trades.map((t) => t.symbol)]);
      if (order) symbols.add(order.symbol);
      const assets = [...symbols].map(assetOf);
      for (const { symbol, candles } of facts.charts) {
        const asset = assetOf(symbol);
        for (const c of candles) if (!inRange(asset, c)) wrong.push(`${name}: ${symbol} candle ${c}`);
      }
      for (const t of trades) {
        const asset = assetOf(t.symbol);
        const close = Date.parse(t.open) + t.minutes * MINUTE;
        if (!inRange(asset, t.open)) wrong.push(`${name}: ${t.symbol} trade of ${t.open}`);
        // A trade is opened and held only while its market trades.
        for (let at = Date.parse(t.open); at < close; at += 5 * MINUTE) {
          if (!marketOpen(asset, new Date(at))) {
            wrong.push(`${name}: ${t.symbol} trade of ${t.open} held while its market is closed`);
            break;
          }
        }
      }
      // The dates the image prints ("27 Aug", "7 Aug 2026"): inside every charted symbol's history.
      for (const label of texts(svg)) {
        for (const [, day, month, year] of label.matchAll(
          /\b(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b(?: (\d{4}))?/g,
        )) {
          const iso = `${year ?? "2026"}-${String(MONTHS.indexOf(month ?? "") + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
          const outside = assets.filter((a) => !inRange(a, iso));
          if (outside.length > 0) wrong.push(`${name}: "${label}" is outside ${outside[0]?.full_name}'s history`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
