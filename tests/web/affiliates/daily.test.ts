import { describe, expect, it } from "vitest";
import { tableRows } from "#web/components/chart/data.ts";
import { dailySales, daysOf } from "#web/features/affiliates/daily.ts";
import { englishDashboard as english } from "./english-dashboard";
import { aTransactionRow as row } from "./rows";

const nov = (day: number, hour = 12) => new Date(2026, 10, day, hour).getTime();
const range = { start: new Date(2026, 10, 1), end: new Date(2026, 10, 3) };

describe("the partner dashboard's chart: sales and commissions per day", () => {
  it("has every local day of the range, both ends included, empty days at zero", () => {
    const charts = dailySales([row({ Created: nov(2), AmountPaid: 269, AmountCommission: 80.7 })], range, english);
    expect([...charts.keys()]).toEqual(["usd"]);
    const usd = charts.get("usd");
    expect(usd?.rows.map((r) => [r.label, r.at, r.values])).toEqual([
      ["01/11/2026", new Date(2026, 10, 1).getTime(), [0, 0]],
      ["02/11/2026", new Date(2026, 10, 2).getTime(), [26900, 8070]],
      ["03/11/2026", new Date(2026, 10, 3).getTime(), [0, 0]],
    ]);
  });

  it("sums a day's sales in cents, counts the displayed (truncated) commission, and leaves refunds and other days out", () => {
    const charts = dailySales(
      [
        row({ Created: nov(3, 0), AmountPaid: 13.59, AmountCommission: 4.789 }),
        row({ Created: nov(3, 23), AmountPaid: 0.1, AmountCommission: 0.2 }),
        row({ Created: nov(3, 9), AmountPaid: 269, AmountCommission: 80.7, Refunded: true }),
        row({ Created: nov(4, 0), AmountPaid: 269, AmountCommission: 80.7 }),
        row({ Created: new Date(2026, 9, 31, 23, 59).getTime(), AmountPaid: 269, AmountCommission: 80.7 }),
      ],
      range,
      english,
    );
    // 13.59 + 0.10 paid; 4.78 (cut, not rounded) + 0.20 commission.
    expect(charts.get("usd")?.rows.at(-1)?.values).toEqual([1369, 498]);
    expect(
      charts
        .get("usd")
        ?.rows.slice(0, 2)
        .map((r) => r.values),
    ).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it("makes one chart per currency, dollars first, each other currency in its own (decision 056)", () => {
    const charts = dailySales(
      [
        row({ Created: nov(1), Currency: "gbp", AmountPaid: 10, AmountCommission: 3 }),
        row({ Created: nov(1), Currency: "EUR", AmountPaid: 20, AmountCommission: 6 }),
        row({ Created: nov(2), Currency: "USD", AmountPaid: 5, AmountCommission: 1.5 }),
      ],
      range,
      english,
    );
    expect([...charts.keys()]).toEqual(["usd", "eur", "gbp"]);
    const eur = charts.get("eur");
    expect(eur?.unit).toEqual({ kind: "money", currency: "eur" });
    expect(eur && tableRows(eur)).toEqual([
      ["01/11/2026", "€20.00", "€6.00"],
      ["02/11/2026", "€0.00", "€0.00"],
      ["03/11/2026", "€0.00", "€0.00"],
    ]);
    expect(tableRows(charts.get("gbp") as NonNullable<ReturnType<typeof charts.get>>)[0]).toEqual([
      "01/11/2026",
      "£10.00",
      "£3.00",
    ]);
  });

  it("sums yen as whole yen", () => {
    const charts = dailySales(
      [row({ Created: nov(1), Currency: "jpy", AmountPaid: 39_800, AmountCommission: 10_746 })],
      range,
      english,
    );
    expect(tableRows(charts.get("jpy") as NonNullable<ReturnType<typeof charts.get>>)[0]).toEqual([
      "01/11/2026",
      "¥39,800",
      "¥10,746",
    ]);
  });

  it("steps by calendar day across a daylight-saving change", () => {
    const days = daysOf({ start: new Date(2026, 2, 28), end: new Date(2026, 2, 30) });
    expect(days.map((d) => [d.getDate(), d.getHours()])).toEqual([
      [28, 0],
      [29, 0],
      [30, 0],
    ]);
  });
});
