import { describe, expect, it } from "vitest";
import { formatDay, formatDayTime, formatIsoDay } from "#common/dates.ts";

describe("the affiliate dashboard's one date format", () => {
  it("writes a local day as dd/mm/yyyy", () => {
    expect(formatDay(new Date(2026, 9, 15))).toBe("15/10/2026");
    expect(formatDay(new Date(2027, 0, 3, 23, 59))).toBe("03/01/2027");
  });

  it("writes a sale's moment as the same day and a 24-hour time, from a Date or milliseconds", () => {
    const sale = new Date(2026, 10, 24, 21, 0, 55);
    expect(formatDayTime(sale)).toBe("24/11/2026 21:00");
    expect(formatDayTime(sale.getTime())).toBe("24/11/2026 21:00");
    expect(formatDayTime(new Date(2026, 0, 2, 9, 5))).toBe("02/01/2026 09:05");
  });

  it("writes a YYYY-MM-DD payout day the same way, and refuses anything else", () => {
    expect(formatIsoDay("2026-10-15")).toBe("15/10/2026");
    expect(() => formatIsoDay("15/10/2026")).toThrow(/not a YYYY-MM-DD day/);
  });
});
