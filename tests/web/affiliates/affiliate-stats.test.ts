import { describe, expect, it } from "vitest";
import { formatDay } from "#common/dates.ts";
import {
  commissionText,
  currencySymbol,
  currentMonth,
  displayedCommission,
  formatSums,
  itemLabel,
  partnerMoney,
  rangeBounds,
  rangeStats,
  referralLink,
  rowsInRange,
  totals,
  transactionsCsv,
  truncate2,
} from "#web/features/affiliates/stats.ts";
import { englishDashboard as english } from "./english-dashboard";
import { aTransactionRow as row, specTransactionColumns } from "./rows";

const january = { start: new Date(2026, 0, 1), end: new Date(2026, 0, 31) };
const at = (y: number, m: number, d: number, h = 12, min = 0, s = 0, ms = 0) =>
  new Date(y, m, d, h, min, s, ms).getTime();

describe("item labels", () => {
  // The spec's three labels: Lifetime, Monthly and anything else. Case matters, as in the spec's
  // rule ("containing 'Lifetime'").
  const labels = {
    "Lifetime license": ["Live_LifetimeLicense"],
    "Monthly subscription": ["Web_Essential_Monthly"],
    "Yearly subscription": ["Web_Basic_Yearly", "", "lifetime"],
  };
  it.each(Object.entries(labels))("are '%s' for %j", (label, items) => {
    for (const item of items) expect(itemLabel(item, english)).toBe(label);
  });
});

describe("currency and commission display", () => {
  // Each currency's own symbol, whatever its case (the licence is sold in five; decision 056).
  const symbols = { $: ["usd", "USD"], "€": ["eur", "EUR"], "£": ["gbp"], "¥": ["jpy"], R$: ["brl"] };
  it.each(Object.entries(symbols))("shows %s for %j", (symbol, currencies) => {
    for (const currency of currencies) expect(currencySymbol(currency)).toBe(symbol);
  });

  it("truncates the commission to 2 decimals, never rounding up, and shows 0 when refunded", () => {
    expect(truncate2(4.789)).toBe(4.78);
    expect(truncate2(4.79)).toBe(4.79);
    expect(truncate2(0.29)).toBe(0.29);
    expect(truncate2(80.7)).toBe(80.7);
    expect(displayedCommission({ Refunded: false, AmountCommission: 12.345, Currency: "usd" })).toBe(12.34);
    expect(displayedCommission({ Refunded: true, AmountCommission: 12.345, Currency: "usd" })).toBe(0);
    expect(commissionText({ Refunded: false, AmountCommission: 80.7, Currency: "eur" }, english)).toBe("80.70");
    expect(commissionText({ Refunded: true, AmountCommission: 80.7, Currency: "eur" }, english)).toBe("0");
  });

  it("writes a yen commission in whole yen, and sums each currency in its own minor units", () => {
    expect(commissionText({ Refunded: false, AmountCommission: 10_746, Currency: "jpy" }, english)).toBe("10746");
    expect(partnerMoney(10_746, "JPY", english)).toBe("¥10,746");
    expect(partnerMoney(41_970, "brl", english)).toBe("R$419.70");
    expect(
      formatSums(
        new Map([
          ["jpy", 10_746],
          ["usd", 7_263],
        ]),
        english,
      ),
    ).toBe("$72.63 + ¥10,746");
  });
});

describe("the date range", () => {
  it("defaults to the first to the last day of the current month", () => {
    const range = currentMonth(new Date(2026, 1, 17, 15));
    expect(formatDay(range.start)).toBe("01/02/2026");
    expect(formatDay(range.end)).toBe("28/02/2026");
    expect(formatDay(currentMonth(new Date(2028, 1, 1)).end)).toBe("29/02/2028");
    expect(formatDay(currentMonth(new Date(2026, 11, 31, 23)).end)).toBe("31/12/2026");
  });

  it("covers the whole of both days, local time", () => {
    const { fromMs, toMs } = rangeBounds(january);
    expect(fromMs).toBe(at(2026, 0, 1, 0));
    expect(toMs).toBe(at(2026, 1, 1, 0) - 1);
    const rows = [
      row({ Created: at(2025, 11, 31, 23, 59, 59, 999), CustomerEmail: "before" }),
      row({ Created: at(2026, 0, 1, 0), CustomerEmail: "first" }),
      row({ Created: at(2026, 0, 31, 23, 59, 59, 999), CustomerEmail: "last" }),
      row({ Created: at(2026, 1, 1, 0), CustomerEmail: "after" }),
    ];
    expect(rowsInRange(rows, january).map((r) => r.CustomerEmail)).toEqual(["first", "last"]);
  });
});

describe("range cards", () => {
  const rows = [
    row({ Created: at(2026, 0, 5), Recurring: true, Currency: "usd", AmountCommission: 4.789 }),
    row({ Created: at(2026, 0, 6), Recurring: true, Currency: "eur", AmountCommission: 3.5 }),
    row({ Created: at(2026, 0, 7), Recurring: true, Currency: "usd", AmountCommission: 100, Refunded: true }),
    row({ Created: at(2026, 0, 8), Recurring: false, Currency: "usd", AmountCommission: 80.7 }),
    row({ Created: at(2026, 0, 9), Recurring: false, Currency: "usd", AmountCommission: 80.7, Refunded: true }),
    row({ Created: at(2026, 1, 9), Recurring: false, Currency: "usd", AmountCommission: 80.7 }),
  ];

  it("count and sum only the range's rows, refunded rows excluded, per currency", () => {
    const stats = rangeStats(rows, january);
    expect(stats.subscriptions).toBe(2);
    expect(stats.licences).toBe(1);
    expect(formatSums(stats.subscriptionCommissions, english)).toBe("$4.78 + €3.50");
    expect(formatSums(stats.licenceCommissions, english)).toBe("$80.70");
  });

  it("show $0.00 when the range has no sale", () => {
    const stats = rangeStats(rows, { start: new Date(2025, 0, 1), end: new Date(2025, 0, 31) });
    expect([stats.subscriptions, stats.licences]).toEqual([0, 0]);
    expect(formatSums(stats.subscriptionCommissions, english)).toBe("$0.00");
  });

  it("do not drift when many cents are summed", () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      row({ Created: at(2026, 0, 1 + (i % 28)), Recurring: true, AmountCommission: 0.1 }),
    );
    expect(formatSums(rangeStats(many, january).subscriptionCommissions, english)).toBe("$100.00");
  });

  it("leave the totals over all rows, refunds included", () => {
    expect(totals(rows)).toEqual({ subscriptions: 3, licences: 3 });
  });
});

describe("CSV export", () => {
  it("has the table's 12 columns and its display rules, with quoting and formula cells neutralised", () => {
    const csv = transactionsCsv(
      [
        row({ CustomerEmail: 'odd,"name"@example.com', Created: Date.UTC(2026, 0, 2, 3, 4, 5), Refunded: true }),
        row({ CustomerEmail: "=cmd()@example.com", Item: "Web_Essential_Monthly", AmountCommission: 4.789 }),
      ],
      english,
    );
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(specTransactionColumns.join(","));
    expect(lines[1]).toBe(
      '"odd,""name""@example.com",FR,2026-01-02T03:04:05.000Z,paid,Lifetime license,,USD,269.00,224.17,0.00,0.00,269.00',
    );
    expect(lines[2]).toMatch(/^'=cmd\(\)@example.com,.*,Monthly subscription,.*,4\.78,0\.00$/);
    // A partial refund: its amount, and the commission the partner keeps.
    const partial = transactionsCsv([row({ AmountRefunded: 121.05, AmountCommission: 36.31 })], english);
    expect(partial.trimEnd().split("\r\n")[1]).toMatch(/,36\.31,121\.05$/);
  });
});

describe("referral links", () => {
  it("put the coupon code in the query the site turns into the coupon-code cookie", () => {
    expect(referralLink("https://ticksim.app/", "DEMO10")).toBe("https://ticksim.app/?coupon=DEMO10");
  });
});
