import { describe, expect, it } from "vitest";
import { CANDLE_COUNT, generateCandles, mulberry32 } from "#web/features/blog/random-candles/generate.ts";

describe("pseudo-random candles", () => {
  it("makes 5000 candles whose high and low bound their open and close, for both models", () => {
    expect(CANDLE_COUNT).toBe(5000);
    for (const model of ["random-walk", "clustered"] as const) {
      const candles = generateCandles(42, model);
      expect(candles).toHaveLength(5000);
      for (const c of candles) {
        expect(c.high).toBeGreaterThanOrEqual(Math.max(c.open, c.close));
        expect(c.low).toBeLessThanOrEqual(Math.min(c.open, c.close));
        expect(c.low).toBeGreaterThan(0);
      }
      // Each candle opens where the previous one closed.
      for (let i = 1; i < candles.length; i++) expect(candles[i]?.open).toBe(candles[i - 1]?.close);
    }
  });

  it("is the same for the same seed and different for another seed", () => {
    expect(generateCandles(7, "clustered", 50)).toEqual(generateCandles(7, "clustered", 50));
    expect(generateCandles(7, "clustered", 50)).not.toEqual(generateCandles(8, "clustered", 50));
  });

  it("draws uniform numbers in [0, 1)", () => {
    const random = mulberry32(1);
    const draws = Array.from({ length: 10_000 }, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });
});
