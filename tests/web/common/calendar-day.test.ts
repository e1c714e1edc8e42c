import { describe, expect, it } from "vitest";
import { calendarDay } from "#common/api/payouts.ts";
import { isCalendarDay } from "#common/dates.ts";

describe("isCalendarDay: the one rule for a YYYY-MM-DD day (the build's launch date, a payout's paid-on day)", () => {
  it.each(["2026-11-25", "2024-02-29", "2000-01-01"])("accepts %s", (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each(["2026-02-30", "2025-02-29", "2026-13-01", "2026-1-05", "26-11-25", "2026-11-25T00:00:00Z", ""])(
    "refuses %j",
    (day) => {
      expect(isCalendarDay(day)).toBe(false);
    },
  );

  it("is what the contract's calendarDay checks, with its own messages", () => {
    expect(calendarDay.safeParse("2026-02-30").error?.issues[0]?.message).toBe("Not a calendar date");
    expect(calendarDay.safeParse("30/02/2026").error?.issues[0]?.message).toBe("Write the date as YYYY-MM-DD");
    expect(calendarDay.safeParse("2026-11-25").success).toBe(true);
  });
});
