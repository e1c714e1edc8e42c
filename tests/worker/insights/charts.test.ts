/** The charts' sums, from rolled-up days and live ones, on a small shop written at known times. */
import { beforeEach, describe, expect, it } from "vitest";
import {
  channelsChart,
  countriesChart,
  funnelChart,
  licencesChart,
  outboxChart,
  revenueChart,
} from "#worker/services/insights/charts.ts";
import { dayOf, weekOf } from "#worker/services/insights/days.ts";
import { rollUp } from "#worker/services/insights/rollup.ts";
import { aCheckoutStart, aDispute, aMail, anAffiliateNamed, aRefund, aSale, DAY, db, emptyShop } from "./seed";

// Friday 2026-11-20, noon UTC.
const NOW = Date.UTC(2026, 10, 20, 12);
const TODAY = dayOf(NOW);
const HOUR = 3_600_000;

let partnerId = 0;

/** Sales in three currencies (JPY without minor units), a refund, a dispute, checkouts and mails. */
async function aShop() {
  partnerId = await anAffiliateNamed("partner-one");
  await aSale({ at: NOW - HOUR, total: 26_900, tax: 4_300, country: "DE", code: "SAVE10", affiliateId: partnerId });
  const refunded = await aSale({ at: NOW - 5 * DAY, total: 26_900, country: "US" });
  await aSale({ at: NOW - 5 * DAY, currency: "eur", total: 24_900, tax: 3_976, country: "FR" });
  await aSale({ at: NOW - 2 * DAY, currency: "jpy", total: 40_000, tax: 3_636, country: "JP" });
  await aSale({ at: NOW - 40 * DAY, total: 26_900, country: null });
  await aSale({ at: NOW - 400 * DAY, total: 99_999 });
  await aRefund(refunded, NOW - 4 * DAY, 26_900);
  await aDispute(refunded, NOW - DAY, 26_900);
  for (const ago of [0, 2, 5]) await aCheckoutStart(NOW - ago * DAY - HOUR);
  await aCheckoutStart(NOW - 40 * DAY);
  await aMail(NOW - 5 * DAY, NOW - 5 * DAY + 60_000, 1);
  await aMail(NOW - 3 * DAY, NOW - 2 * DAY, 3);
  await aMail(NOW - DAY, null, 4);
}

/** Every finished day rolled up, however many runs it takes. */
const rollUpAll = () => rollUp(db, NOW, 10_000);

beforeEach(async () => {
  await emptyShop();
  await aShop();
});

describe("revenue per day", () => {
  it("sums each currency's sales per day, with tax and without, once the days are rolled up", async () => {
    await rollUpAll();
    const incl = await revenueChart(db, { range: "30d", currency: "usd", tax: "incl" }, NOW);
    expect(incl.days).toHaveLength(30);
    expect(incl.days[0]?.day).toBe(TODAY - 29 * DAY);
    expect(incl.days.at(-1)).toEqual({ day: TODAY, count: 1, amount: 26_900 });
    expect(incl.days.find((d) => d.day === TODAY - 5 * DAY)).toEqual({
      day: TODAY - 5 * DAY,
      count: 1,
      amount: 26_900,
    });
    expect(incl.total).toEqual({ count: 2, amount: 53_800 });
    expect(incl.pending).toBe(0);
    expect(incl.currencies).toEqual(["usd", "eur", "jpy"]);

    const excl = await revenueChart(db, { range: "30d", currency: "usd", tax: "excl" }, NOW);
    expect(excl.total).toEqual({ count: 2, amount: 53_800 - 4_300 });
    expect(excl.days.at(-1)?.amount).toBe(22_600);
  });

  it("keeps JPY in whole yen and EUR in cents: minor units as stored", async () => {
    await rollUpAll();
    const yen = await revenueChart(db, { range: "30d", currency: "jpy", tax: "incl" }, NOW);
    expect(yen.total).toEqual({ count: 1, amount: 40_000 });
    expect((await revenueChart(db, { range: "30d", currency: "jpy", tax: "excl" }, NOW)).total.amount).toBe(36_364);
    expect((await revenueChart(db, { range: "30d", currency: "eur", tax: "excl" }, NOW)).total.amount).toBe(20_924);
  });

  it("widens with the range: 90 days reach the sale 40 days back, 365 not the one 400 days back", async () => {
    await rollUpAll();
    const quarter = await revenueChart(db, { range: "90d", currency: "usd", tax: "incl" }, NOW);
    expect(quarter.days).toHaveLength(90);
    expect(quarter.total).toEqual({ count: 3, amount: 80_700 });
    const year = await revenueChart(db, { range: "365d", currency: "usd", tax: "incl" }, NOW);
    expect(year.days).toHaveLength(365);
    expect(year.total).toEqual({ count: 3, amount: 80_700 });
  });

  it("sums the last days live before the cron has rolled anything up, and counts the older ones pending", async () => {
    const answer = await revenueChart(db, { range: "30d", currency: "jpy", tax: "incl" }, NOW);
    expect(answer.total).toEqual({ count: 1, amount: 40_000 });
    expect(answer.pending).toBe(27);
    const usd = await revenueChart(db, { range: "30d", currency: "usd", tax: "incl" }, NOW);
    // Today's sale is live; the one five days back waits for the cron.
    expect(usd.total).toEqual({ count: 1, amount: 26_900 });
  });

  it("answers the same from rolled-up days as the source tables say, whichever days were rolled", async () => {
    // Rolled up to three days back: the last three are live.
    await rollUp(db, NOW - 2 * DAY, 10_000);
    const partly = await revenueChart(db, { range: "30d", currency: "usd", tax: "incl" }, NOW);
    await rollUpAll();
    const fully = await revenueChart(db, { range: "30d", currency: "usd", tax: "incl" }, NOW);
    expect(partly).toEqual(fully);
  });
});

describe("the other charts", () => {
  beforeEach(rollUpAll);

  it("counts licences issued against refunds and disputes per week, Monday to Sunday", async () => {
    const answer = await licencesChart(db, { range: "30d" }, NOW);
    expect(answer.weeks[0]?.week).toBe(weekOf(TODAY - 29 * DAY));
    expect(new Date(answer.weeks[0]?.week ?? 0).getUTCDay()).toBe(1);
    // This week began on Monday the 16th, the refund's day.
    expect(answer.weeks.at(-1)).toEqual({ week: weekOf(TODAY), licences: 2, refunds: 1, disputes: 1 });
    expect(answer.weeks.at(-2)).toEqual({ week: weekOf(TODAY) - 7 * DAY, licences: 2, refunds: 0, disputes: 0 });
    expect(answer.total).toEqual({ licences: 4, refunds: 1, disputes: 1 });
  });

  it("counts sales by country, with each currency's revenue for the table", async () => {
    const answer = await countriesChart(db, { range: "90d", tax: "excl" }, NOW);
    expect(answer.countries).toEqual([
      { country: "", count: 1, amounts: [{ currency: "usd", amount: 26_900 }] },
      { country: "DE", count: 1, amounts: [{ currency: "usd", amount: 22_600 }] },
      { country: "FR", count: 1, amounts: [{ currency: "eur", amount: 20_924 }] },
      { country: "JP", count: 1, amounts: [{ currency: "jpy", amount: 36_364 }] },
      { country: "US", count: 1, amounts: [{ currency: "usd", amount: 26_900 }] },
    ]);
    expect(answer.total).toBe(5);
  });

  it("shares one currency's revenue between promotion codes and affiliates", async () => {
    const answer = await channelsChart(db, { range: "30d", currency: "usd", tax: "incl" }, NOW);
    expect(answer.total).toEqual({ count: 2, amount: 53_800 });
    expect(answer.codes).toEqual([{ code: "SAVE10", count: 1, amount: 26_900 }]);
    expect(answer.affiliates).toEqual([{ affiliateId: partnerId, username: "partner-one", count: 1, amount: 26_900 }]);
    const euro = await channelsChart(db, { range: "30d", currency: "eur", tax: "incl" }, NOW);
    expect(euro).toMatchObject({ total: { count: 1, amount: 24_900 }, codes: [], affiliates: [] });
  });

  it("follows checkouts from creation to completion to refund", async () => {
    const answer = await funnelChart(db, { range: "30d" }, NOW);
    expect(answer.steps).toEqual([
      { step: "created", count: 3 },
      { step: "completed", count: 4 },
      { step: "refunded", count: 1 },
    ]);
    expect(answer.recordedSince).toBe(NOW - 40 * DAY);
  });

  it("charts the outbox: sent at once, sent after retries, and still failing", async () => {
    const answer = await outboxChart(db, { range: "30d" }, NOW);
    const on = (ago: number) => answer.days.find((d) => d.day === TODAY - ago * DAY);
    expect(on(5)).toEqual({ day: TODAY - 5 * DAY, sent: 1, retried: 0, failed: 0 });
    expect(on(2)).toEqual({ day: TODAY - 2 * DAY, sent: 0, retried: 1, failed: 0 });
    expect(on(1)).toEqual({ day: TODAY - DAY, sent: 0, retried: 0, failed: 1 });
    expect(answer.total).toEqual({ sent: 1, retried: 1, failed: 1 });
  });
});
