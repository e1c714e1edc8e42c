import { describe, expect, it } from "vitest";
import { nextPayoutOn, payoutRules } from "#worker/services/payouts/payouts.ts";
import { Unavailable } from "#worker/services/unavailable.ts";

const env = { PAYOUT_REFUND_WINDOW_DAYS: "14", PAYOUT_MINIMUM_CENTS: "5000", PAYOUT_DAY_OF_MONTH: "15" };

describe("payout rules from wrangler.toml", () => {
  it("reads the refund window, the minimum and the payout day", () => {
    expect(payoutRules(env)).toEqual({ refundWindowDays: 14, minimumCents: 5000, payoutDay: 15 });
  });

  it.each([
    [{ PAYOUT_DAY_OF_MONTH: "31" }, "PAYOUT_DAY_OF_MONTH must be at most 28"],
    [{ PAYOUT_MINIMUM_CENTS: "50.5" }, "PAYOUT_MINIMUM_CENTS must be a whole number"],
    [{ PAYOUT_REFUND_WINDOW_DAYS: "-1" }, "PAYOUT_REFUND_WINDOW_DAYS must be at least 0"],
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
