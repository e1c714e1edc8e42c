import { rollUp } from "#worker/services/insights/rollup.ts";
import type { AdminCommand } from "./command";

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/**
 * `npm run admin -- insights:rollup`: the console's charts summed for every finished day now.
 * In production the 5-minute cron does it; `npm run dev` runs no cron, so locally the charts show
 * their older days as still being summed until this is run.
 */
export const insightsRollup: AdminCommand = {
  name: "insights:rollup",
  usage: "insights:rollup",
  description: "sum every finished day for the console's charts now (in production the 5-minute cron does it)",
  async run(db) {
    const done: number[] = [];
    for (let days = await rollUp(db); days.length > 0; days = await rollUp(db)) done.push(...days);
    const last = done.at(-1);
    console.log(
      last === undefined
        ? "Nothing to sum: every finished day is rolled up."
        : `Rolled up ${done.length} day(s) with activity, through ${isoDay(last)}.`,
    );
  },
};
