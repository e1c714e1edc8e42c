/**
 * What a year's chart makes SQLite read grows with the months, not the days: the channels chart
 * finds its affiliates' names in the rows it sums (the days before the range's first whole month,
 * then month rows), so a season of daily affiliate sales is a handful of rows to read, not one
 * per day (decision 053, "Then").
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#worker/db/client.ts";
import { channelsChart } from "#worker/services/insights/charts.ts";
import { rollUp } from "#worker/services/insights/rollup.ts";
import { anAffiliateNamed, aSale, DAY, db, emptyShop } from "./seed";

const NOW = Date.UTC(2026, 10, 20, 12);
/** Days back with one affiliate sale each. */
const DAYS = 120;

interface Read {
  readonly sql: string;
  readonly rows: number;
}

/** D1 noting, for each statement of its batches, its SQL and the rows SQLite read for it (D1's rows_read). */
function countingD1(d1: D1Database, reads: Read[]): D1Database {
  const sqlOf = new WeakMap<D1PreparedStatement, string>();
  return new Proxy(d1, {
    get(target, name) {
      if (name === "prepare") {
        return (sql: string) => {
          const statement = target.prepare(sql);
          return new Proxy(statement, {
            get(stmt, prop) {
              if (prop !== "bind") return Reflect.get(stmt, prop);
              return (...params: unknown[]) => {
                const bound = stmt.bind(...params);
                sqlOf.set(bound, sql);
                return bound;
              };
            },
          });
        };
      }
      if (name === "batch") {
        return async (statements: D1PreparedStatement[]) => {
          const results = await target.batch(statements);
          results.forEach((result, i) => {
            const statement = statements[i];
            if (statement) reads.push({ sql: sqlOf.get(statement) ?? "", rows: result.meta.rows_read });
          });
          return results;
        };
      }
      const value = Reflect.get(target, name);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

let partnerId = 0;

beforeAll(async () => {
  await emptyShop();
  partnerId = await anAffiliateNamed("partner-daily");
  for (let ago = 1; ago <= DAYS; ago++) {
    await aSale({ at: NOW - ago * DAY, total: 26_900, code: "PARTNER", affiliateId: partnerId });
  }
  await rollUp(db, NOW, 10_000);
});

describe("a year's channels chart", () => {
  it("names its affiliates from month rows, not from every day's", async () => {
    const reads: Read[] = [];
    const answer = await channelsChart(
      createDb(countingD1(env.DB, reads)),
      { range: "365d", currency: "usd", tax: "incl" },
      NOW,
    );
    expect(answer.affiliates).toEqual([
      { affiliateId: partnerId, username: "partner-daily", count: DAYS, amount: DAYS * 26_900 },
    ]);
    const names = reads.filter((read) => read.sql.includes('from "affiliates"'));
    expect(names).toHaveLength(1);
    // Five months of rows (July to November) and the affiliate itself; a row per day would be 120.
    expect(names[0]?.rows).toBeLessThan(DAYS / 4);
  });
});
