/** `npm run admin -- insights:rollup`: the rollup on demand, for a local database no cron visits. */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { insightsRollup } from "#scripts/admin/insights.ts";
import { revenueChart } from "#worker/services/insights/charts.ts";
import { aSale, DAY, db, emptyShop } from "./seed";

async function run(): Promise<string> {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  try {
    await insightsRollup.run(db, []);
    return log.mock.calls.map((c) => c.join(" ")).join("\n");
  } finally {
    log.mockRestore();
  }
}

beforeEach(emptyShop);

describe("insights:rollup", () => {
  it("sums every finished day at once, then has nothing left to sum", async () => {
    await aSale({ at: Date.now() - 20 * DAY, total: 26_900 });
    await aSale({ at: Date.now() - 10 * DAY, total: 26_900 });
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    expect(await run()).toBe(`Rolled up 3 day(s) with activity, through ${yesterday}.`);
    const answer = await revenueChart(db, { range: "30d", currency: "usd", tax: "incl" });
    expect(answer).toMatchObject({ pending: 0, total: { count: 2, amount: 53_800 } });
    expect(await run()).toBe("Nothing to sum: every finished day is rolled up.");
  });
});
