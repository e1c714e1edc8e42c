/**
 * When the showcase charts have candles (scripts/media/hours.ts, decision 067): the FX week from
 * Sunday 22:00 to Friday 22:00 UTC, the New York session at New York's clock through the clock
 * change, the exchanges' published holidays, crypto around the clock.
 */
import { describe, expect, it } from "vitest";
import { candleTimesUntil, nextClose, usMarketHolidays } from "#scripts/media/hours.ts";
import type { Ticker, Timeframe } from "#scripts/media/market.ts";
import { US_MARKET_HOLIDAYS_2026 } from "#tests/fixtures/us-market-holidays.ts";

const opens = (symbol: Ticker, timeframe: Timeframe, end: string, count: number) =>
  candleTimesUntil(symbol, timeframe, Date.parse(end), count).map((t) => new Date(t.open).toISOString().slice(0, 16));

describe("market hours of the showcase charts", () => {
  it("pauses forex from Friday's 22:00 UTC close to Sunday's 22:00 open, its 4h candles counted from 22:00", () => {
    expect(opens("GBPJPY", "4h", "2026-08-24T07:00Z", 5)).toEqual([
      "2026-08-21T14:00",
      "2026-08-21T18:00",
      "2026-08-23T22:00",
      "2026-08-24T02:00",
      "2026-08-24T06:00",
    ]);
    expect(opens("XAUUSD", "1h", "2026-08-23T21:59Z", 2)).toEqual(["2026-08-21T20:00", "2026-08-21T21:00"]);
  });

  it("trades shares from 09:30 to 16:00 in New York, before and after the clock change", () => {
    // Daylight saving time starts on Sunday 8 March 2026: the session moves from 14:30 to 13:30 UTC.
    const hourly = opens("AAPL", "1h", "2026-03-09T20:59Z", 14);
    expect(hourly.slice(0, 7)).toEqual([
      "2026-03-06T14:30",
      "2026-03-06T15:30",
      "2026-03-06T16:30",
      "2026-03-06T17:30",
      "2026-03-06T18:30",
      "2026-03-06T19:30",
      // Cut short by the 16:00 close.
      "2026-03-06T20:30",
    ]);
    expect(hourly.slice(7)).toEqual([
      "2026-03-09T13:30",
      "2026-03-09T14:30",
      "2026-03-09T15:30",
      "2026-03-09T16:30",
      "2026-03-09T17:30",
      "2026-03-09T18:30",
      "2026-03-09T19:30",
    ]);
  });

  it("draws one daily candle a trading day for shares: no weekend, no holiday", () => {
    const days = candleTimesUntil("AAPL", "1D", Date.parse("2026-07-07T15:00Z"), 4).map((t) => t.day);
    // Friday 3 July 2026 is Independence Day observed.
    expect(days).toEqual(["2026-07-01", "2026-07-02", "2026-07-06", "2026-07-07"]);
  });

  it("knows the holidays the NYSE publishes", () => {
    expect([...usMarketHolidays(2026)]).toEqual(US_MARKET_HOLIDAYS_2026);
    expect([...usMarketHolidays(2027)]).toEqual([
      "2027-01-01",
      "2027-01-18",
      "2027-02-15",
      "2027-03-26",
      "2027-05-31",
      "2027-06-18",
      "2027-07-05",
      "2027-09-06",
      "2027-11-25",
      "2027-12-24",
    ]);
    // New Year's Day on a Saturday is not made up on the Friday before.
    expect(usMarketHolidays(2022).has("2021-12-31")).toBe(false);
    expect(usMarketHolidays(2022).has("2022-01-01")).toBe(false);
  });

  it("trades crypto through the weekend", () => {
    expect(opens("BTCUSD", "4h", "2026-08-30T01:00Z", 3)).toEqual([
      "2026-08-29T16:00",
      "2026-08-29T20:00",
      "2026-08-30T00:00",
    ]);
    expect(nextClose("BTCUSD", Date.parse("2026-08-29T12:00Z"))).toBe(Number.POSITIVE_INFINITY);
  });

  it("closes a forex week on Friday at 22:00 UTC and a share's day at 16:00 in New York", () => {
    expect(new Date(nextClose("EURUSD", Date.parse("2026-08-26T09:00Z"))).toISOString()).toBe(
      "2026-08-28T22:00:00.000Z",
    );
    expect(new Date(nextClose("AAPL", Date.parse("2026-12-01T15:00Z"))).toISOString()).toBe("2026-12-01T21:00:00.000Z");
  });
});
