/**
 * Pseudo-random candles for the "Are markets random?" article. Deterministic for a seed, so
 * tests can check the shapes; the page draws a fresh seed in the browser.
 */
import { mulberry32 } from "#common/random.ts";

export interface Candle {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

export type Model = "random-walk" | "clustered";

export const CANDLE_COUNT = 5000;
const STEPS_PER_CANDLE = 24;
const START_PRICE = 100;

/** A standard normal draw (Box-Muller). */
function gaussian(random: () => number): number {
  const u = 1 - random();
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/**
 * The candles of a seed, one per call, each of `STEPS_PER_CANDLE` steps.
 * - random-walk: independent normal returns at a constant volatility.
 * - clustered: the step volatility follows a GARCH(1,1)-like rule (calm and wild periods
 *   cluster) and 1% of the draws come from a wider distribution (fat tails).
 */
function candleSource(seed: number, model: Model): () => Candle {
  const random = mulberry32(seed);
  const baseVol = 0.0012;
  // GARCH(1,1): variance = omega + alpha * last return^2 + beta * variance; long-run variance = baseVol^2.
  const alpha = 0.05;
  const beta = 0.93;
  const omega = baseVol * baseVol * (1 - alpha - beta);
  let variance = baseVol * baseVol;
  let price = START_PRICE;
  return () => {
    const open = price;
    let high = open;
    let low = open;
    for (let s = 0; s < STEPS_PER_CANDLE; s++) {
      let r: number;
      if (model === "random-walk") {
        r = baseVol * gaussian(random);
      } else {
        const shock = random() < 0.01 ? gaussian(random) * 2.5 : gaussian(random);
        r = Math.sqrt(variance) * shock;
        variance = omega + alpha * r * r + beta * variance;
      }
      price *= Math.exp(r);
      if (price > high) high = price;
      if (price < low) low = price;
    }
    return { open, high, low, close: price };
  };
}

/** `count` candles of a seed, at once. */
export function generateCandles(seed: number, model: Model, count = CANDLE_COUNT): Candle[] {
  const next = candleSource(seed, model);
  return Array.from({ length: count }, next);
}

/** Candles made between two returns to the browser: a few milliseconds of work on a slow phone. */
const CANDLES_PER_SLICE = 250;

/**
 * The same candles as generateCandles, made a slice at a time with the browser free to paint and
 * answer input in between: the page's 10,000 candles were one long task of a few hundred
 * milliseconds on a phone. Rejects with the signal's reason once it is aborted.
 */
export async function generateCandlesInSlices(
  seed: number,
  model: Model,
  count: number,
  signal: AbortSignal,
  yieldToBrowser: () => Promise<void> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<Candle[]> {
  const next = candleSource(seed, model);
  const candles: Candle[] = [];
  while (candles.length < count) {
    signal.throwIfAborted();
    const end = Math.min(count, candles.length + CANDLES_PER_SLICE);
    while (candles.length < end) candles.push(next());
    if (candles.length < count) await yieldToBrowser();
  }
  signal.throwIfAborted();
  return candles;
}

/** A fresh 32-bit seed. Only called in the browser, after hydration. */
export function newSeed(): number {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return buffer[0] ?? 1;
}
