import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bodyRows } from "#tests/web/table.ts";
import { Chart } from "#web/components/chart/Chart.tsx";
import { type ChartData, chartCsv, formatValue } from "#web/components/chart/data.ts";
import { drawChart } from "#web/components/chart/plot.ts";
import { formatterOf } from "#web/i18n/format.ts";

// The picture needs a canvas jsdom lacks; what it is given is what these tests check.
vi.mock("#web/components/chart/plot.ts", () => ({ drawChart: vi.fn(() => () => {}) }));

afterEach(() => vi.mocked(drawChart).mockReset());

const day = (d: number) => Date.UTC(2026, 10, d);
const english = formatterOf("en");

const revenue = (currency: string, amounts: [number, number]): ChartData => ({
  heading: "Day",
  axis: "time",
  zone: "utc",
  unit: { kind: "money", currency },
  format: english,
  series: [{ label: "Revenue" }, { label: "Sales", unit: { kind: "count" } }],
  rows: [
    { label: "2026-11-25", at: day(25), values: [amounts[0], 3] },
    { label: "2026-11-26", at: day(26), values: [amounts[1], 1200] },
  ],
});

/** Each body row's cells, its row header first. */
const cellTexts = (table: HTMLElement) => bodyRows(table).map((row) => [...row.children].map((c) => c.textContent));

const csvOfLink = () =>
  decodeURIComponent(
    screen
      .getByRole("link", { name: /^Download CSV/ })
      .getAttribute("href")
      ?.replace(/^data:text\/csv;charset=utf-8,/, "") ?? "",
  );

describe("a chart's text alternative and download", () => {
  it("lists exactly the chart's rows in its table, money in the currency and counts grouped", () => {
    render(<Chart title="Revenue per day" data={revenue("usd", [126900, 5])} fileName="revenue" emptyMessage="None" />);
    const table = screen.getByRole("table", { name: "Revenue per day" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Day", "Revenue (USD)", "Sales"]);
    expect(cellTexts(table)).toEqual([
      ["2026-11-25", "$1,269.00", "3"],
      ["2026-11-26", "$0.05", "1,200"],
    ]);
  });

  it("offers the same rows as a CSV file named after the chart, with plain decimals", () => {
    render(
      <Chart title="Revenue per day" data={revenue("usd", [126900, 5])} fileName="revenue-usd" emptyMessage="None" />,
    );
    const link = screen.getByRole("link", { name: "Download CSV: Revenue per day" });
    expect(link).toHaveAttribute("download", "revenue-usd.csv");
    expect(csvOfLink()).toBe("Day,Revenue (USD),Sales\r\n2026-11-25,1269.00,3\r\n2026-11-26,0.05,1200\r\n");
  });

  it("writes euros with two decimals and yen with none: minor units through each currency's own digits", () => {
    render(<Chart title="Euros" data={revenue("eur", [3000, 123456])} fileName="eur" emptyMessage="None" />);
    expect(cellTexts(screen.getByRole("table", { name: "Euros" })).map((r) => r[1])).toEqual(["€30.00", "€1,234.56"]);
    expect(csvOfLink()).toContain("2026-11-26,1234.56,1200");
  });

  it("never divides yen by a hundred: 123456 minor units are ¥123,456", () => {
    render(<Chart title="Yen" data={revenue("jpy", [500, 123456])} fileName="jpy" emptyMessage="None" />);
    expect(cellTexts(screen.getByRole("table", { name: "Yen" })).map((r) => r[1])).toEqual(["¥500", "¥123,456"]);
    expect(csvOfLink()).toBe("Day,Revenue (JPY),Sales\r\n2026-11-25,500,3\r\n2026-11-26,123456,1200\r\n");
  });

  it("draws the rows it lists, and shows its table on request with the state said to assistive technology", async () => {
    const data = revenue("usd", [1, 2]);
    render(<Chart title="Revenue per day" data={data} fileName="r" emptyMessage="None" />);
    await waitFor(() => expect(drawChart).toHaveBeenCalledWith(expect.any(HTMLElement), data));
    const toggle = screen.getByRole("button", { name: "Data table: Revenue per day" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Hidden from the eye only: a screen reader finds the table all along.
    expect(screen.getByRole("table", { name: "Revenue per day" }).parentElement).toHaveClass("visually-hidden");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const region = screen.getByRole("region", { name: "Revenue per day: table" });
    expect(region).not.toHaveClass("visually-hidden");
    expect(region).toHaveAttribute("tabindex", "0");
    expect(toggle).toHaveAttribute("aria-controls", region.id);
  });

  it("says so when there is no row: no picture, a table saying it, a CSV of the header alone", async () => {
    const data: ChartData = { ...revenue("usd", [0, 0]), rows: [] };
    render(<Chart title="Revenue per day" data={data} fileName="r" emptyMessage="No sales in this range." />);
    expect(screen.getAllByText("No sales in this range.")).toHaveLength(2);
    expect(csvOfLink()).toBe("Day,Revenue (USD),Sales\r\n");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawChart).not.toHaveBeenCalled();
  });

  it("keeps the table when the picture cannot be drawn, and says so", async () => {
    vi.mocked(drawChart).mockImplementation(() => {
      throw new Error("no canvas");
    });
    render(<Chart title="Revenue per day" data={revenue("usd", [1, 2])} fileName="r" emptyMessage="None" />);
    expect(await screen.findByText("The chart could not be drawn: its data is in the table.")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Revenue per day" })).toBeInTheDocument();
  });
});

describe("money in minor units", () => {
  const money = (currency: string) => ({ kind: "money", currency }) as const;

  it("formats usd, eur and jpy with the currency's fraction digits", () => {
    expect(formatValue(123456, money("usd"), english)).toBe("$1,234.56");
    expect(formatValue(123456, money("EUR"), english)).toBe("€1,234.56");
    expect(formatValue(123456, money("jpy"), english)).toBe("¥123,456");
  });

  it("writes spreadsheet decimals from the integer, without float noise", () => {
    const csvOf = (value: number, currency: string) =>
      chartCsv({
        heading: "Day",
        axis: "category",
        zone: "utc",
        unit: money(currency),
        format: english,
        series: [{ label: "Revenue" }],
        rows: [{ label: "d", values: [value] }],
      });
    expect(csvOf(5, "usd")).toContain("0.05");
    expect(csvOf(-123456, "eur")).toContain("-1234.56");
    expect(csvOf(500, "jpy")).toMatch(/,500\r?\n?$/);
    expect(csvOf(1_000_000_007, "usd")).toContain("10000000.07");
  });
});

describe("the page's language", () => {
  const share = { kind: "share" } as const;
  const count = { kind: "count" } as const;

  it("writes the console's shares and counts in English, as it always has", () => {
    expect(formatValue(0.125, share, english)).toBe("12.5%");
    expect(formatValue(1200, count, english)).toBe("1,200");
  });

  it("writes a French chart's money, counts and shares the French way, and its CSV as plain decimals still", () => {
    const fr = formatterOf("fr");
    render(
      <Chart title="Ventes" data={{ ...revenue("eur", [123456, 5]), format: fr }} fileName="v" emptyMessage="-" />,
    );
    expect(cellTexts(screen.getByRole("table", { name: "Ventes" }))).toEqual([
      ["2026-11-25", "1\u202f234,56\u00a0€", "3"],
      ["2026-11-26", "0,05\u00a0€", "1\u202f200"],
    ]);
    expect(formatValue(0.125, share, fr)).toBe("12,5\u00a0%");
    expect(csvOfLink()).toBe("Day,Revenue (EUR),Sales\r\n2026-11-25,1234.56,3\r\n2026-11-26,0.05,1200\r\n");
  });
});
