/** Every currency the licence is sold in goes through the site's one money format with its own decimals (decision 056). */
import { describe, expect, it } from "vitest";
import { formatterOf } from "#common/format.ts";
import { centsText, formatCents, minorDigits } from "#common/money.ts";
import { LICENCE_CURRENCIES, LICENCE_PRICE, LICENCE_PRICES } from "#common/prices.ts";

describe("the licence's currencies", () => {
  it("are Stripe's lower-case codes, the Price's own first, with the US dollar figure the English pages print", () => {
    expect(LICENCE_CURRENCIES[0]).toBe("usd");
    for (const currency of LICENCE_CURRENCIES) expect(currency).toMatch(/^[a-z]{3}$/);
    expect(LICENCE_PRICE).toBe(269);
  });

  it("are whole minor units, at most Stripe's eight digits", () => {
    for (const currency of LICENCE_CURRENCIES) {
      expect(Number.isSafeInteger(LICENCE_PRICES[currency]), currency).toBe(true);
      expect(LICENCE_PRICES[currency]).toBeGreaterThan(0);
      expect(LICENCE_PRICES[currency]).toBeLessThanOrEqual(99_999_999);
    }
  });

  it.each([
    ["usd", 2, "$269", "269.00"],
    ["eur", 2, "€249", "249.00"],
    ["gbp", 2, "£219", "219.00"],
    ["jpy", 0, "¥39,800", "39800"],
    ["brl", 2, "R$1,399", "1399.00"],
  ] as const)("%s: %i decimals, %s on the pages, %s in a CSV", (currency, digits, page, csv) => {
    expect(minorDigits(currency)).toBe(digits);
    expect(formatCents(LICENCE_PRICES[currency], { currency, decimals: "when-needed" })).toBe(page);
    expect(centsText(LICENCE_PRICES[currency], { currency })).toBe(csv);
  });

  it("write a commission of a fraction of the price in its own units: yen never get decimals", () => {
    expect(formatCents(10_746, { currency: "jpy" })).toBe("¥10,746");
    expect(formatterOf("ja").money(10_746, { currency: "jpy" })).toBe("￥10,746");
    expect(formatterOf("pt-BR").money(41_970, { currency: "brl" })).toBe("R$\u00a0419,70");
    expect(formatterOf("de").money(7_470, { currency: "eur" })).toBe("74,70\u00a0€");
  });
});
