import { describe, expect, it } from "vitest";
import { CANDLE_COUNT, generateCandles } from "#web/features/blog/random-candles/generate.ts";

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
});
