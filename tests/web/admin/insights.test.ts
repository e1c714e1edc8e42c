import { describe, expect, it } from "vitest";
import { chartCsv, tableRows } from "#web/components/chart/data.ts";
import {
  COUNTRY_BARS,
  channelsChart,
  countriesChart,
  funnelChart,
  funnelNote,
  licencesChart,
  outboxChart,
  pendingNote,
  revenueChart,
} from "#web/features/admin/insights/insights.ts";
import * as answers from "./insight-answers";

describe("the console's insight answers as charts", () => {
  it("lists revenue per UTC day in the answer's currency, with the day's sales beside it", () => {
    const chart = revenueChart(
      answers.revenue({ currency: "jpy", days: [{ day: answers.day(1), count: 1, amount: 4500 }] }),
    );
    expect(tableRows(chart)).toEqual([["2026-11-01", "¥4,500", "1"]]);
    expect(chart.rows[0]?.at).toBe(answers.day(1));
    expect(chartCsv(chart)).toBe("Day,Revenue (JPY),Sales\r\n2026-11-01,4500,1\r\n");
  });

  it("names weeks by their Monday and lists licences, refunds and disputes", () => {
    expect(tableRows(licencesChart(answers.licences()))).toEqual([["Week of 2026-10-26", "4", "1", "0"]]);
  });

  it("draws sales per country and lists each currency's revenue as its own column", () => {
    const chart = countriesChart(answers.countries());
    expect(chartCsv(chart)).toBe(
      "Country,Sales,Revenue (EUR),Revenue (USD)\r\nDE,3,740.00,0.00\r\nUS,2,0.00,538.00\r\n",
    );
  });

  it("sums the countries past the bars a phone can read into one row, and names the missing country", () => {
    const many = Array.from({ length: COUNTRY_BARS + 2 }, (_, i) => ({
      country: i === 0 ? "" : `C${i}`,
      count: 100 - i,
      amounts: [{ currency: "usd", amount: 1000 }],
    }));
    const rows = tableRows(countriesChart(answers.countries({ countries: many })));
    expect(rows).toHaveLength(COUNTRY_BARS + 1);
    expect(rows[0]?.[0]).toBe("Unknown");
    expect(rows.at(-1)).toEqual(["Other countries (2)", String(100 - 12 + 100 - 13), "$20.00"]);
  });

  it("gives each code's and affiliate's share of the currency's revenue, a deleted affiliate by its id", () => {
    const chart = channelsChart(
      answers.channels({
        affiliates: [
          { affiliateId: 7, username: "demo", count: 2, amount: 50000 },
          { affiliateId: 9, username: null, count: 1, amount: 12345 },
        ],
      }),
    );
    expect(tableRows(chart)).toEqual([
      ["Code SPRING", "25%", "$250.00", "1"],
      ["Affiliate demo", "50%", "$500.00", "2"],
      ["Affiliate #9 (deleted)", "12.3%", "$123.45", "1"],
    ]);
    expect(chartCsv(chart).split("\r\n")[0]).toBe("Channel,Share of revenue (%),Revenue (USD),Sales");
  });

  it("gives each funnel step its share of the checkouts created", () => {
    expect(tableRows(funnelChart(answers.funnel()))).toEqual([
      ["Created", "8", "100%"],
      ["Completed", "2", "25%"],
      ["Refunded", "1", "12.5%"],
    ]);
  });

  it("starts the funnel at completed checkouts when creations were not recorded over the range, never at a 0", () => {
    const steps = [
      { step: "created" as const, count: 0 },
      { step: "completed" as const, count: 6 },
      { step: "refunded" as const, count: 3 },
    ];
    for (const over of [{ steps }, { recordedSince: null }, { recordedSince: answers.day(5) }]) {
      const chart = funnelChart(answers.funnel(over));
      expect(chart.series[1]?.label).toBe("Of completed");
      expect(tableRows(chart).map((r) => [r[0], r[2]])).toEqual([
        ["Completed", "100%"],
        ["Refunded", "50%"],
      ]);
    }
  });

  it("draws the days the nightly job has not summed yet as gaps, never as zero", () => {
    // 1 and 2 November are not summed yet (they end where the live sums begin, the 3rd).
    const pending = { pending: 2, pendingTo: answers.day(3) };
    const revenue = revenueChart(
      answers.revenue({
        ...pending,
        days: [1, 2, 3].map((d) => ({ day: answers.day(d), count: 0, amount: 0 })),
      }),
    );
    expect(revenue.rows.map((r) => r.values)).toEqual([
      [null, null],
      [null, null],
      [0, 0],
    ]);
    expect(tableRows(revenue).map((r) => r.slice(1))).toEqual([
      ["not summed yet", "not summed yet"],
      ["not summed yet", "not summed yet"],
      ["$0.00", "0"],
    ]);
    expect(chartCsv(revenue).split("\r\n")[1]).toBe("2026-11-01,,");
    const outbox = outboxChart(answers.outbox(pending));
    expect(outbox.rows.map((r) => r.values[0])).toEqual([null, null]);
  });

  it("lists the outbox per day: sent, sent after retries, failed", () => {
    expect(tableRows(outboxChart(answers.outbox()))).toEqual([
      ["2026-11-01", "5", "1", "0"],
      ["2026-11-02", "0", "0", "2"],
    ]);
  });

  it("says once how many finished days the cron has not summed yet, the most any chart reports", () => {
    expect(pendingNote([0, 0])).toBeNull();
    expect(pendingNote([0, 1])).toBe(
      "1 finished day of this range is not summed yet: the charts by day leave it blank, the others leave it out, until the nightly job has run.",
    );
    expect(pendingNote([3, 27, 0])).toBe(
      "27 finished days of this range are not summed yet: the charts by day leave them blank, the others leave them out, until the nightly job has run.",
    );
  });

  it("says when the funnel's first step does not cover the whole range", () => {
    expect(funnelNote(answers.funnel())).toBeNull();
    expect(funnelNote(answers.funnel({ recordedSince: answers.day(5) }))).toBe(
      "Checkout creations are recorded since 2026-11-05, after this range began: the funnel starts at completed checkouts.",
    );
    expect(funnelNote(answers.funnel({ recordedSince: null }))).toBe(
      "No checkout creation recorded yet: the funnel starts at completed checkouts.",
    );
  });
});
