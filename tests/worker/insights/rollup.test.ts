/** The cron's rollup: finished days only, oldest first, a bounded number per run, and never counted twice. */
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { insightDays, insightRollups } from "#worker/db/schema.ts";
import { revenueChart } from "#worker/services/insights/charts.ts";
import { dayOf, monthOf } from "#worker/services/insights/days.ts";
import { DAYS_PER_RUN, rollUp, rollUpDay } from "#worker/services/insights/rollup.ts";
import { aSale, DAY, db, emptyShop } from "./seed";

const NOW = Date.UTC(2026, 10, 20, 12);
const TODAY = dayOf(NOW);

const rowsOf = (day: number) => db.select().from(insightDays).where(eq(insightDays.day, day));

beforeEach(emptyShop);

describe("the insights rollup", () => {
  it("sums each finished day once: rolling it up again, or running again, changes nothing", async () => {
    await aSale({ at: NOW - 2 * DAY, total: 26_900, tax: 4_300, country: "DE", code: "SAVE10" });
    await aSale({ at: NOW - 2 * DAY + 1_000, total: 26_900, country: "DE" });
    expect(await rollUp(db, NOW)).toEqual([TODAY - 2 * DAY, TODAY - DAY]);
    const first = await rowsOf(TODAY - 2 * DAY);
    expect(first).toContainEqual({
      metric: "sales",
      day: TODAY - 2 * DAY,
      currency: "usd",
      key: "",
      count: 2,
      amount: 53_800,
      tax: 4_300,
    });

    // The month's row sums its days rolled up so far.
    const month = monthOf(TODAY);
    expect(await rowsOf(month)).toContainEqual({
      metric: "sales.month",
      day: month,
      currency: "usd",
      key: "",
      count: 2,
      amount: 53_800,
      tax: 4_300,
    });

    await rollUpDay(db, TODAY - 2 * DAY);
    expect((await rowsOf(month)).filter((row) => row.metric === "sales.month")).toHaveLength(1);
    expect(await rollUp(db, NOW)).toEqual([]);
    expect(await rowsOf(TODAY - 2 * DAY)).toEqual(expect.arrayContaining(first));
    expect(await rowsOf(TODAY - 2 * DAY)).toHaveLength(first.length);
    const answer = await revenueChart(db, { range: "30d", currency: "usd", tax: "incl" }, NOW);
    expect(answer.total).toEqual({ count: 2, amount: 53_800 });
  });

  it("never rolls up today, which is still filling", async () => {
    await aSale({ at: NOW - 1_000, total: 26_900 });
    // Yesterday, quiet, is marked summed; today is not.
    expect(await rollUp(db, NOW)).toEqual([TODAY - DAY]);
    expect(await db.select({ day: insightRollups.day }).from(insightRollups)).toEqual([{ day: TODAY - DAY }]);
    expect(await rowsOf(TODAY)).toEqual([]);
    // Summed live instead.
    expect((await revenueChart(db, { range: "30d", currency: "usd", tax: "incl" }, NOW)).total.count).toBe(1);
  });

  it("catches a long history up a bounded number of active days per run, oldest first, skipping quiet days", async () => {
    for (let ago = 3 * DAYS_PER_RUN; ago > 0; ago -= 2) await aSale({ at: NOW - ago * DAY, total: 1_000 });
    const firstRun = await rollUp(db, NOW);
    expect(firstRun).toHaveLength(DAYS_PER_RUN);
    expect(firstRun[0]).toBe(TODAY - 3 * DAYS_PER_RUN * DAY);
    expect(firstRun[1]).toBe(TODAY - (3 * DAYS_PER_RUN - 2) * DAY);
    const pendingBefore = (await revenueChart(db, { range: "90d", currency: "usd", tax: "incl" }, NOW)).pending;
    expect(pendingBefore).toBeGreaterThan(0);
    while ((await rollUp(db, NOW)).length > 0);
    const caughtUp = await revenueChart(db, { range: "90d", currency: "usd", tax: "incl" }, NOW);
    expect(caughtUp.pending).toBe(0);
    expect(caughtUp.total).toEqual({ count: (3 * DAYS_PER_RUN) / 2, amount: ((3 * DAYS_PER_RUN) / 2) * 1_000 });
  });
});
