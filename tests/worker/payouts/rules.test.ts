import { describe, expect, it } from "vitest";
import { parsePayoutMinimums } from "#worker/services/payouts/minimums.ts";
import { nextPayoutOn, payoutRules } from "#worker/services/payouts/payouts.ts";
import { Unavailable } from "#worker/services/unavailable.ts";

const env = {
  PAYOUT_REFUND_WINDOW_DAYS: "14",
  PAYOUT_MINIMUMS: "USD 50, EUR 50, GBP 40, JPY 7500, BRL 250",
  PAYOUT_DAY_OF_MONTH: "15",
};

describe("payout rules from wrangler.toml", () => {
  it("reads the refund window, each currency's minimum in its own minor units, and the payout day", () => {
    expect(payoutRules(env)).toEqual({
      refundWindowDays: 14,
      // 7,500 yen is 7,500 minor units: the yen has none smaller.
      minimums: { usd: 5_000, eur: 5_000, gbp: 4_000, jpy: 7_500, brl: 25_000 },
      payoutDay: 15,
    });
  });

  it("takes decimals up to the currency's own, either case and any spacing", () => {
    expect(parsePayoutMinimums("usd 50.5,EUR 49.99 ,  gbp 40, JPY 7500, BRL 250.00, KWD 10.125")).toEqual({
      usd: 5_050,
      eur: 4_999,
      gbp: 4_000,
      jpy: 7_500,
      brl: 25_000,
      kwd: 10_125,
    });
  });

  it.each([
    [{ PAYOUT_DAY_OF_MONTH: "31" }, "PAYOUT_DAY_OF_MONTH must be at most 28"],
    [{ PAYOUT_REFUND_WINDOW_DAYS: "-1" }, "PAYOUT_REFUND_WINDOW_DAYS must be at least 0"],
    [{ PAYOUT_MINIMUMS: "USD 50, EUR 50, GBP 40, JPY 7500.5, BRL 250" }, "PAYOUT_MINIMUMS: JPY has 0 decimals, not 1"],
    [{ PAYOUT_MINIMUMS: "USD 50, EUR 50, GBP 40, JPY 7500" }, "PAYOUT_MINIMUMS has no minimum for BRL"],
    [{ PAYOUT_MINIMUMS: "5000" }, 'PAYOUT_MINIMUMS: "5000" is not a currency and an amount, such as "EUR 50"'],
    [{ PAYOUT_MINIMUMS: "USD 50, usd 60, EUR 50, GBP 40, JPY 7500, BRL 250" }, "PAYOUT_MINIMUMS names USD twice"],
    [{ PAYOUT_MINIMUMS: "" }, 'PAYOUT_MINIMUMS: "" is not a currency and an amount'],
  ])("answers 503 naming the variable for %o", (wrong, message) => {
    const read = () => payoutRules({ ...env, ...wrong });
    expect(read).toThrow(Unavailable);
    expect(read).toThrow(message);
    try {
      read();
    } catch (error) {
      expect((error as Unavailable).status).toBe(503);
    }
  });
});

describe("the next payout day", () => {
  it("is this month's payout day until it has passed, then next month's", () => {
    expect(nextPayoutOn(Date.UTC(2026, 10, 3), 15)).toBe("2026-11-15");
    expect(nextPayoutOn(Date.UTC(2026, 10, 15), 15)).toBe("2026-11-15");
    expect(nextPayoutOn(Date.UTC(2026, 11, 16), 15)).toBe("2027-01-15");
  });
});
