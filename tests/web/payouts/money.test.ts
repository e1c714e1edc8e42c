import { describe, expect, it } from "vitest";
import { csvCell, csvText } from "#common/csv.ts";
import { centsText } from "#common/money.ts";

describe("centsText", () => {
  it("writes whole cents as units with two decimals, without float arithmetic", () => {
    expect(centsText(0)).toBe("0.00");
    expect(centsText(5)).toBe("0.05");
    expect(centsText(12_345)).toBe("123.45");
    expect(centsText(-5)).toBe("-0.05");
    expect(centsText(-12_300)).toBe("-123.00");
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(centsText(10 + 20)).toBe("0.30");
    expect(centsText(900_719_925_474_099)).toBe("9007199254740.99");
  });

  it("signs positive amounts when asked", () => {
    expect(centsText(3_000, { sign: true })).toBe("+30.00");
    expect(centsText(-3_000, { sign: true })).toBe("-30.00");
    expect(centsText(0, { sign: true })).toBe("0.00");
  });

  it("refuses a fraction of a cent", () => {
    expect(() => centsText(1.5)).toThrow(/whole number of minor units/);
  });
});

describe("csv", () => {
  it("quotes cells with commas, quotes and line breaks, and neutralises formulas", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("-30.00")).toBe("'-30.00");
  });

  it("ends every line, the header's too, with CRLF", () => {
    expect(csvText(["a", "b"], [["1", "2"]])).toBe("a,b\r\n1,2\r\n");
    expect(csvText(["a"], [])).toBe("a\r\n");
  });
});
