/**
 * When each class of instrument trades, and so when a chart of it has candles (decision 067):
 * forex, metals and index CFDs from Sunday 22:00 UTC to Friday 22:00 UTC, each trading day
 * running from 22:00 UTC the evening before; US shares in the New York session, 09:30 to 16:00
 * at New York's clock (so 13:30 to 20:00 UTC in summer, 14:30 to 21:00 in winter) on the
 * exchanges' trading days; crypto around the clock. A chart never draws a candle while its
 * market is closed.
 */
import { instruments, type Ticker, type Timeframe } from "./market";
import { utcOf } from "./news";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The hour (UTC) at which the 24-hour markets close a trading day and open the next. */
export const ROLLOVER_HOUR = 22;
const NEW_YORK = "America/New_York";

/** One trading day: its first and last moment (ms, UTC; `close` excluded) and its date. */
export interface Session {
  readonly open: number;
  readonly close: number;
  /** The trading day, YYYY-MM-DD: a daily candle's date. */
  readonly day: string;
}

/** A candle's place in time: when it opens (ms, UTC) and the trading day it belongs to. */
export interface CandleTime {
  readonly open: number;
  readonly day: string;
}

export const TIMEFRAME_MS: Record<Timeframe, number> = { "15m": 15 * MINUTE, "1h": HOUR, "4h": 4 * HOUR, "1D": DAY };

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date of the `n`-th `weekday` (0 = Sunday) of a month (0 = January); n = -1 for the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = Date.UTC(year, month + 1, 0);
    return last - ((new Date(last).getUTCDay() - weekday + 7) % 7) * DAY;
  }
  const first = Date.UTC(year, month, 1);
  return first + (((weekday - new Date(first).getUTCDay() + 7) % 7) + (n - 1) * 7) * DAY;
}

/** Easter Sunday: the anonymous Gregorian computus (Meeus, Jones, Butcher). */
function easter(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const g = Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3);
  const h = (19 * a + b - Math.floor(b / 4) - g + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return Date.UTC(year, Math.floor(n / 31) - 1, (n % 31) + 1);
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 6 ? ms - DAY : weekday === 0 ? ms + DAY : ms;
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The days the New York Stock Exchange and Nasdaq close for a holiday in `year` (NYSE Rule 7.2),
 * YYYY-MM-DD. New Year's Day on a Saturday is not made up on the Friday before (that Friday
 * closes the previous year).
 */
export function usMarketHolidays(year: number): ReadonlySet<string> {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const newYear = Date.UTC(year, 0, 1);
  const holidays = new Set(
    [
      new Date(newYear).getUTCDay() === 6 ? Number.NaN : observed(newYear),
      nthWeekday(year, 0, 1, 3), // Martin Luther King Jr. Day
      nthWeekday(year, 1, 1, 3), // Washington's Birthday
      easter(year) - 2 * DAY, // Good Friday
      nthWeekday(year, 4, 1, -1), // Memorial Day
      year >= 2022 ? observed(Date.UTC(year, 5, 19)) : Number.NaN, // Juneteenth, a market holiday since 2022
      observed(Date.UTC(year, 6, 4)), // Independence Day
      nthWeekday(year, 8, 1, 1), // Labor Day
      nthWeekday(year, 10, 4, 4), // Thanksgiving
      observed(Date.UTC(year, 11, 25)), // Christmas
    ]
      .filter((ms) => !Number.isNaN(ms))
      .map(isoDay),
  );
  holidaysByYear.set(year, holidays);
  return holidays;
}

/** The session of `symbol` on trading day `day` (YYYY-MM-DD), or null when its market does not trade that day. */
export function sessionOn(symbol: Ticker, day: string): Session | null {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const { kind } = instruments[symbol];
  if (kind === "crypto") return { open: midnight, close: midnight + DAY, day };
  const weekday = new Date(midnight).getUTCDay();
  if (weekday === 0 || weekday === 6) return null;
  if (kind === "stock") {
    if (usMarketHolidays(Number(day.slice(0, 4))).has(day)) return null;
    return { open: utcOf(day, "09:30", NEW_YORK), close: utcOf(day, "16:00", NEW_YORK), day };
  }
  return { open: midnight - (24 - ROLLOVER_HOUR) * HOUR, close: midnight + ROLLOVER_HOUR * HOUR, day };
}

/** The session `symbol` trades in at `ms`, or null while its market is closed. */
export function sessionAt(symbol: Ticker, ms: number): Session | null {
  // A 24-hour market's trading day starts the evening before its date.
  for (const day of [isoDay(ms), isoDay(ms + DAY)]) {
    const session = sessionOn(symbol, day);
    if (session && session.open <= ms && ms < session.close) return session;
  }
  return null;
}

/** When the market trading at `ms` next closes (a session's end not followed at once by the next one); crypto never. */
export function nextClose(symbol: Ticker, ms: number): number {
  if (instruments[symbol].kind === "crypto") return Number.POSITIVE_INFINITY;
  let session = sessionAt(symbol, ms);
  if (!session) throw new Error(`${symbol} does not trade at ${new Date(ms).toISOString()}`);
  for (let next = sessionAt(symbol, session.close); next; next = sessionAt(symbol, session.close)) session = next;
  return session.close;
}

/**
 * Every candle of `symbol` on `timeframe` opening in [from, to], in order. Intraday candles are
 * counted from each session's open (a share's hourly candles open at 09:30, 10:30... New York
 * time, the last one cut short by the close); a daily candle is one session.
 */
function candleTimesBetween(symbol: Ticker, timeframe: Timeframe, from: number, to: number): CandleTime[] {
  const out: CandleTime[] = [];
  for (let d = Date.parse(`${isoDay(from)}T00:00:00Z`); d <= to + DAY; d += DAY) {
    const session = sessionOn(symbol, isoDay(d));
    if (!session) continue;
    const step = timeframe === "1D" ? session.close - session.open : TIMEFRAME_MS[timeframe];
    for (let open = session.open; open < session.close; open += step) {
      if (open >= from && open <= to) out.push({ open, day: session.day });
    }
  }
  return out;
}

/** The `count` candles of `symbol` on `timeframe` up to the one in progress at `end` (the last to open by then). */
export function candleTimesUntil(symbol: Ticker, timeframe: Timeframe, end: number, count: number): CandleTime[] {
  // Look back far enough for `count` candles with the weekends and nights between them.
  for (let span = count * TIMEFRAME_MS[timeframe] + 7 * DAY; ; span *= 2) {
    const times = candleTimesBetween(symbol, timeframe, end - span, end);
    if (times.length >= count) return times.slice(-count);
  }
}
