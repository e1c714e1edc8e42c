import { describe, expect, it } from "vitest";
import { CANDLE_COUNT, generateCandles, generateCandlesInSlices } from "#web/features/blog/random-candles/generate.ts";

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

  it("makes the same candles in slices, returning to the browser between them, and stops when aborted", async () => {
    let yields = 0;
    const yieldToBrowser = async () => {
      yields++;
    };
    const sliced = await generateCandlesInSlices(42, "clustered", 1000, new AbortController().signal, yieldToBrowser);
    expect(sliced).toEqual(generateCandles(42, "clustered", 1000));
    // 1000 candles in slices of 250: three returns to the browser between four slices.
    expect(yields).toBe(3);

    const controller = new AbortController();
    const stopped = generateCandlesInSlices(42, "random-walk", CANDLE_COUNT, controller.signal, async () => {
      controller.abort(new Error("a newer seed"));
    });
    await expect(stopped).rejects.toThrow("a newer seed");
  });
});
