/**
 * Plausible market data for the showcase images: each instrument trades at its real level (the
 * last levels checked, late 2025: gold above 4,000, the S&P 500 near 6,700), moves by its own
 * typical volatility per timeframe and is quoted to its usual decimals, so a trader looking at a
 * mock-up sees gold in the thousands, not at 1.08.
 */
import { mulberry32 } from "#common/random.ts";

export interface Candle {
  readonly o: number;
  readonly h: number;
  readonly l: number;
  readonly c: number;
}

/**
 * How a trader measures a stop on the instrument: pips for forex, points for indices, dollars of
 * price for crypto, metals and shares.
 */
export type InstrumentClass = "forex" | "metal" | "index" | "crypto" | "stock";

export interface Instrument {
  readonly symbol: string;
  readonly kind: InstrumentClass;
  /** A typical recent price. */
  readonly price: number;
  /** Decimals the instrument is quoted with (forex 5, JPY pairs 3, gold 2, indices 1 or 2). */
  readonly digits: number;
  /** Typical move of one hourly candle, as a fraction of the price. */
  readonly hourly: number;
  /** The plausible range a generated series must stay in: about 15% around the price. */
  readonly range: readonly [number, number];
}

const instrument = (
  symbol: string,
  kind: InstrumentClass,
  price: number,
  digits: number,
  hourly: number,
): Instrument => ({
  symbol,
  kind,
  price,
  digits,
  hourly,
  range: [price * 0.85, price * 1.15],
});

export const instruments = {
  EURUSD: instrument("EURUSD", "forex", 1.1624, 5, 0.0011),
  GBPJPY: instrument("GBPJPY", "forex", 203.52, 3, 0.0016),
  XAUUSD: instrument("XAUUSD", "metal", 4052.3, 2, 0.0021),
  US500: instrument("US500", "index", 6724.5, 1, 0.0017),
  BTCUSD: instrument("BTCUSD", "crypto", 91840, 1, 0.0052),
  AAPL: instrument("AAPL", "stock", 271.4, 2, 0.0031),
} as const satisfies Record<string, Instrument>;

export type Ticker = keyof typeof instruments;

export type Timeframe = "15m" | "1h" | "4h" | "1D";

/** Volatility grows with the square root of time: a 4h candle moves about twice an hourly one. */
const SCALE: Record<Timeframe, number> = { "15m": 0.5, "1h": 1, "4h": 2, "1D": Math.sqrt(24) };

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * `n` candles of `symbol` on `timeframe`: a random walk with momentum (trends and pullbacks, not
 * white noise) whose every open is the previous close. Deterministic for a given seed.
 */
export function candles(symbol: Ticker, timeframe: Timeframe, n: number, seed: number): Candle[] {
  const { price, digits, hourly, range } = instruments[symbol];
  const random = mulberry32(seed);
  const step = hourly * SCALE[timeframe];
  const out: Candle[] = [];
  let close = price;
  let drift = 0;
  for (let i = 0; i < n; i++) {
    drift = drift * 0.8 + (random() - 0.5) * step * 0.5;
    // Pulled back toward the typical price so a long series never leaves the plausible range.
    const pull = ((price - close) / price) * 0.05;
    const o = close;
    const c = round(Math.min(range[1], Math.max(range[0], o * (1 + drift + pull + (random() - 0.5) * step))), digits);
    const h = round(Math.max(o, c) * (1 + random() * step * 0.45), digits);
    const l = round(Math.min(o, c) * (1 - random() * step * 0.45), digits);
    out.push({ o, h, l, c });
    close = c;
  }
  return out;
}

/** A price as the platform quotes it: the instrument's decimals, with thousands separators. */
export function quote(symbol: Ticker, value: number): string {
  const { digits } = instruments[symbol];
  return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
