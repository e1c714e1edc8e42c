import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "#common/dates.ts";
import { centsText, formatCents, formatPrice, minorDigits } from "#common/money.ts";

describe("formatCents", () => {
  it("writes the symbol first, thousands separators and two decimals", () => {
    expect(formatCents(140_746)).toBe("$1,407.46");
    expect(formatCents(123_456_789)).toBe("$1,234,567.89");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
  });

  it("signs gains when asked and always signs losses", () => {
    expect(formatCents(140_746, { sign: true })).toBe("+$1,407.46");
    expect(formatCents(-68_420, { sign: true })).toBe("-$684.20");
    expect(formatCents(-68_420)).toBe("-$684.20");
    expect(formatCents(0, { sign: true })).toBe("$0.00");
  });

  it("writes euros with the euro sign, whatever the code's case", () => {
    expect(formatCents(3_000, { currency: "eur" })).toBe("€30.00");
    expect(formatCents(3_000, { currency: "EUR" })).toBe("€30.00");
  });

  it("drops .00 from whole amounts only when asked", () => {
    expect(formatCents(26_900, { decimals: "when-needed" })).toBe("$269");
    expect(formatCents(1_359, { decimals: "when-needed" })).toBe("$13.59");
    expect(formatCents(1_590, { decimals: "when-needed" })).toBe("$15.90");
  });

  it("writes dollars, euros and pounds exactly as Intl's en-US currency format does, without making one", () => {
    const amounts = [0, 1, 5, 99, 100, 101, 999, 1_000, 99_999, 100_000, 140_746, 26_900, 123_456_789, 100_000_000_000];
    for (const currency of ["USD", "EUR", "GBP"]) {
      for (const cents of [...amounts, ...amounts.map((a) => -a).filter((a) => a !== 0)]) {
        for (const sign of [false, true]) {
          for (const decimals of ["always", "when-needed"] as const) {
            const shown = decimals === "when-needed" && cents % 100 === 0 ? 0 : 2;
            const intl = new Intl.NumberFormat("en-US", {
              style: "currency",
              currency,
              minimumFractionDigits: shown,
              maximumFractionDigits: 2,
              signDisplay: sign ? "exceptZero" : "auto",
            }).format(cents / 100);
            expect(formatCents(cents, { currency, sign, decimals }), `${currency} ${cents} ${sign} ${decimals}`).toBe(
              intl,
            );
          }
        }
      }
    }
  });

  it("stays exact past the amounts a float of dollars can hold, where Intl would round", () => {
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
  });

  it("leaves other currencies to Intl", () => {
    const chf = new Intl.NumberFormat("en-US", { style: "currency", currency: "CHF", minimumFractionDigits: 2 });
    expect(formatCents(123_456, { currency: "chf" })).toBe(chf.format(1234.56));
    expect(formatCents(123_456, { currency: "chf" })).toMatch(/^CHF\s1,234\.56$/);
  });

  it("refuses a fraction of a cent", () => {
    expect(() => formatCents(1.5)).toThrow(/whole number of minor units/);
  });

  it("reads each currency's minor unit as Stripe counts it: yen have none, dinars three decimals", () => {
    expect(minorDigits("jpy")).toBe(0);
    expect(minorDigits("KWD")).toBe(3);
    expect(minorDigits("brl")).toBe(2);
    expect(formatCents(500, { currency: "jpy" })).toBe("¥500");
    expect(formatCents(123_456, { currency: "JPY" })).toBe("¥123,456");
    expect(formatCents(-500, { currency: "jpy", sign: true })).toBe("-¥500");
    expect(formatCents(1_234, { currency: "kwd" })).toMatch(/^KWD\s1\.234$/);
    expect(formatCents(26_900, { currency: "brl", decimals: "when-needed" })).toBe("R$269");
  });
});

describe("centsText", () => {
  it("writes the plain decimal of any currency's minor units", () => {
    expect(centsText(12_345)).toBe("123.45");
    expect(centsText(-5, { currency: "eur" })).toBe("-0.05");
    expect(centsText(500, { currency: "jpy" })).toBe("500");
    expect(centsText(1_234, { currency: "kwd", sign: true })).toBe("+1.234");
  });
});

describe("formatPrice", () => {
  it("writes a yen price without inventing decimals", () => {
    expect(formatPrice(3_980, { currency: "jpy" })).toBe("¥3,980");
  });

  it("writes the spec's decimal prices without float noise", () => {
    expect(formatPrice(0)).toBe("$0");
    expect(formatPrice(269)).toBe("$269");
    expect(formatPrice(13.59)).toBe("$13.59");
    expect(formatPrice(22.09 * 12)).toBe("$265.08");
    expect(formatPrice(0.1 + 0.2)).toBe("$0.30");
    expect(formatPrice(1407.46, { sign: true })).toBe("+$1,407.46");
  });
});

describe("formatDate and formatDateTime", () => {
  it("write en-US long dates in UTC, the same in every time zone", () => {
    expect(formatDate("2025-04-14")).toBe("April 14, 2025");
    expect(formatDate("2025-06-03T23:59:00Z")).toBe("June 3, 2025");
    expect(formatDate(new Date("2025-06-04T00:00:00Z"))).toBe("June 4, 2025");
  });

  it("write a moment with its time and says it is UTC", () => {
    expect(formatDateTime(new Date("2026-12-01T09:05:00Z"))).toBe("December 1, 2026 at 9:05 AM UTC");
  });

  it("refuse a text that is not a date", () => {
    expect(() => formatDate("someday")).toThrow(/not a date/);
  });
});
