/**
 * The one formatter's moments, short days and fixed decimals (issue 29, item 7): English keeps
 * the site's texts (the spec's dd/mm/yyyy on the partner dashboard, "... at 9:00 AM UTC"), any
 * other language writes its own order and separators.
 */
import { describe, expect, it } from "vitest";
import { formatterOf } from "#web/i18n/format.ts";

const en = formatterOf("en");
const moment = new Date(Date.UTC(2026, 11, 1, 9, 0));
const sale = new Date(2026, 10, 24, 21, 5);

describe("the formatter's short forms", () => {
  it("keeps English as the site wrote it", () => {
    expect(en.dateTime(moment)).toBe("December 1, 2026 at 9:00 AM UTC");
    expect(en.day(sale)).toBe("24/11/2026");
    expect(en.dayTime(sale)).toBe("24/11/2026 21:05");
    expect(en.isoDay("2026-10-15")).toBe("15/10/2026");
    expect(en.fixed(1234.5, 2)).toBe("1234.50");
    expect(formatterOf("en-XA").day(sale)).toBe("24/11/2026");
  });

  it.each([
    ["fr", "1er décembre 2026 à 09:00 UTC", "24/11/2026", "1\u202f234,50"],
    ["de", "1. Dezember 2026 um 09:00 UTC", "24.11.2026", "1.234,50"],
    ["ja", "2026年12月1日 9:00 UTC", "2026/11/24", "1,234.50"],
  ] as const)("writes %s its own way", (locale, dateTime, day, fixed) => {
    const f = formatterOf(locale);
    expect(f.dateTime(moment)).toBe(dateTime);
    expect(f.day(sale)).toBe(day);
    expect(f.isoDay("2026-11-24")).toBe(day);
    expect(f.dayTime(sale)).toMatch(new RegExp(`^${day.replace(/\./g, "\\.")},? 21:05$`));
    expect(f.fixed(1234.5, 2)).toBe(fixed);
  });

  it("refuses a payout day that is not YYYY-MM-DD, in any language", () => {
    expect(() => formatterOf("fr").isoDay("24/11/2026")).toThrow(/not a YYYY-MM-DD day/);
  });
});
