import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDate, formatDateTime } from "#common/dates.ts";
import { formatterOf } from "#common/format.ts";
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

/** French spacing as Intl writes it: a narrow no-break space between thousands, a no-break space before % and €. */
const nnbsp = "\u202f";
const nbsp = "\u00a0";

describe("the formatter's shares, axis figures and axis days", () => {
  const firstOfDecember = Date.UTC(2026, 11, 1);

  it.each([
    ["en", ["1,234.5%", "12.5%", "25%"], ["1.2K", "12M"], ["$1.2K", "€1.5M", "¥15K"], ["1 Dec", "26 Nov"]],
    [
      "fr",
      [`1${nnbsp}234,5${nbsp}%`, `12,5${nbsp}%`, `25${nbsp}%`],
      [`1,2${nbsp}k`, `12${nbsp}M`],
      [`1,2${nbsp}k${nbsp}$US`, `1,5${nbsp}M${nbsp}€`, `15${nbsp}k${nbsp}JPY`],
      ["1er déc.", "26 nov."],
    ],
    [
      "de",
      [`1.234,5${nbsp}%`, `12,5${nbsp}%`, `25${nbsp}%`],
      ["1234", `12${nbsp}Mio.`],
      [`1234${nbsp}$`, `1,5${nbsp}Mio.${nbsp}€`, `15.000${nbsp}¥`],
      ["1. Dez.", "26. Nov."],
    ],
    ["ja", ["1,234.5%", "12.5%", "25%"], ["1234", "1235万"], ["$1234", "€150万", "￥1.5万"], ["12月1日", "11月26日"]],
  ] as const)("writes %s its own way", (locale, percents, compacts, moneys, days) => {
    const f = formatterOf(locale);
    expect([f.percent(12.345), f.percent(0.125), f.percent(0.25, 0)]).toEqual(percents);
    expect([f.compact(1234), f.compact(12_345_678)]).toEqual(compacts);
    expect([f.compactMoney(123_400, "usd"), f.compactMoney(150_000_000, "EUR"), f.compactMoney(15_000, "jpy")]).toEqual(
      moneys,
    );
    expect([f.axisDay(firstOfDecember, "utc"), f.axisDay(new Date(Date.UTC(2026, 10, 26)), "utc")]).toEqual(days);
  });

  it("writes English exactly as the console's chart and its tables wrote it with their own Intl formatters", () => {
    const en = formatterOf("en");
    const was = (tag: string, options: Intl.NumberFormatOptions, value: number) =>
      new Intl.NumberFormat(tag, options).format(value);
    for (const share of [0, 0.001, 0.125, 0.3333, 1, 12.345]) {
      expect(en.percent(share)).toBe(was("en-US", { style: "percent", maximumFractionDigits: 1 }, share));
      expect(en.percent(share, 0)).toBe(was("en-US", { style: "percent", maximumFractionDigits: 0 }, share));
    }
    for (const value of [0, 5, 999, 1_000, 1_500, 123_456, 12_345_678]) {
      expect(en.number(value)).toBe(was("en-US", {}, value));
      expect(en.compact(value)).toBe(was("en-US", { notation: "compact" }, value));
      expect(en.compactMoney(value, "usd")).toBe(
        was("en-US", { style: "currency", currency: "USD", notation: "compact" }, value / 100),
      );
    }
    const at = new Date(2026, 10, 24, 21, 5);
    expect(en.axisDay(at, "local")).toBe(
      new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" }).format(at),
    );
    expect(en.moment(at)).toBe(at.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" }));
    expect(en.moment(at.getTime())).toBe("24 Nov 2026, 21:05");
  });

  it("reads an axis day in the rows' zone: UTC for the console, the reader's own for a partner", () => {
    const lateEvening = new Date(2026, 10, 26, 23, 30);
    expect(formatterOf("en").axisDay(lateEvening, "local")).toBe("26 Nov");
    expect(formatterOf("en").axisDay(Date.UTC(2026, 10, 26, 23, 30), "utc")).toBe("26 Nov");
  });
});

describe("French's first of the month", () => {
  const fr = formatterOf("fr");

  it("is 1er wherever the month is in words: long dates, moments and axis days", () => {
    expect(fr.date("2026-12-01")).toBe("1er décembre 2026");
    expect(fr.date(new Date(Date.UTC(2027, 0, 1)))).toBe("1er janvier 2027");
    expect(fr.dateTime(new Date(Date.UTC(2026, 11, 1, 9)))).toBe("1er décembre 2026 à 09:00 UTC");
    expect(fr.moment(new Date(2026, 11, 1, 21, 5))).toBe("1er déc. 2026, 21:05");
    expect(fr.axisDay(Date.UTC(2026, 11, 1), "utc")).toBe("1er déc.");
  });

  it("leaves every other day, and the numeric days, as Intl writes them", () => {
    expect(fr.date("2026-12-02")).toBe("2 décembre 2026");
    expect(fr.date("2026-12-11")).toBe("11 décembre 2026");
    expect(fr.date("2026-12-21")).toBe("21 décembre 2026");
    expect(fr.day(new Date(2026, 11, 1))).toBe("01/12/2026");
    expect(formatterOf("de").date("2026-12-01")).toBe("1. Dezember 2026");
    expect(formatterOf("en").date("2026-12-01")).toBe("December 1, 2026");
  });
});

describe("the formatter's names of languages and regions", () => {
  it.each([
    ["en", "Brazilian Portuguese", "Simplified Chinese", "Brazil"],
    ["fr", "portugais brésilien", "chinois simplifié", "Brésil"],
    ["de", "Portugiesisch (Brasilien)", "Chinesisch (vereinfacht)", "Brasilien"],
    ["ja", "ポルトガル語 (ブラジル)", "簡体中国語", "ブラジル"],
  ] as const)("names them in %s", (locale, portuguese, chinese, brazil) => {
    const f = formatterOf(locale);
    expect([f.language("pt-BR"), f.language("zh-Hans"), f.region("BR")]).toEqual([portuguese, chinese, brazil]);
  });

  it("has no name for a code Intl refuses, and never throws", () => {
    const en = formatterOf("en");
    expect(en.region("1")).toBeUndefined();
    expect(en.region("")).toBeUndefined();
    expect(en.language("not a tag")).toBe("not a tag");
  });
});

describe("the formatter's Intl objects", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are each made on first use, then kept (decision 033)", () => {
    let made = 0;
    const counted = new Proxy(Intl.NumberFormat, {
      construct: (target, args: Parameters<typeof Intl.NumberFormat>) => {
        made++;
        return new target(...args);
      },
    });
    vi.stubGlobal("Intl", Object.create(Intl, { NumberFormat: { value: counted } }));
    const f = formatterOf("de");
    expect(made).toBe(0);
    expect(f.percent(0.5, 4)).toBe(`50${nbsp}%`);
    expect(f.percent(0.25, 4)).toBe(`25${nbsp}%`);
    expect(made).toBe(1);
  });
});
