import { describe, expect, it } from "vitest";
import { CANDLE_COUNT, generateCandles, generateCandlesInSlices } from "#web/features/blog/random-candles/generate.ts";

describe("pseudo-random candles", () => {
  it("makes 5000 candles whose high and low bound their open and close, for both models", () => {
    expect(CANDLE_COUNT).toBe(5000);
    for (const model of ["random-walk", "clustered"] as const) {
      const candles = generateCandles(42, model);
      expect(candles).toHaveLength(5000);
      // The candles that break a rule, one assertion for all: an expect() costs far more than the
      // comparison it makes.
      const unbounded = candles.filter(
        (c) => c.high < Math.max(c.open, c.close) || c.low > Math.min(c.open, c.close) || c.low <= 0,
      );
      expect(unbounded).toEqual([]);
      // Each candle opens where the previous one closed.
      const gaps = candles.slice(1).flatMap((c, i) => (c.open === candles[i]?.close ? [] : [i + 1]));
      expect(gaps).toEqual([]);
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
