/**
 * Every read the charts and the rollup make walks an index: SQLite's plan of each statement they
 * send (recorded on the way to D1) has no full-table scan, so a chart costs the same on a
 * million orders as on ten (the bench measures it: npm run bench -- --insights).
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#worker/db/client.ts";
import {
  channelsChart,
  countriesChart,
  funnelChart,
  licencesChart,
  outboxChart,
  revenueChart,
} from "#worker/services/insights/charts.ts";
import { rollUp } from "#worker/services/insights/rollup.ts";
import { aCheckoutStart, aMail, aRefund, aSale, DAY, emptyShop } from "./seed";

const NOW = Date.UTC(2026, 10, 20, 12);

interface Sent {
  readonly sql: string;
  params: unknown[];
}

/** D1 as the Worker sees it, noting each statement prepared and the values bound to it. */
function recordingD1(d1: D1Database, sent: Sent[]): D1Database {
  return new Proxy(d1, {
    get(target, name) {
      if (name !== "prepare") {
        const value = Reflect.get(target, name);
        return typeof value === "function" ? value.bind(target) : value;
      }
      return (sql: string) => {
        const statement = target.prepare(sql);
        const entry: Sent = { sql, params: [] };
        sent.push(entry);
        return new Proxy(statement, {
          get(stmt, prop) {
            const value = Reflect.get(stmt, prop);
            if (prop === "bind") {
              return (...params: unknown[]) => {
                entry.params = params;
                return stmt.bind(...params);
              };
            }
            return typeof value === "function" ? value.bind(stmt) : value;
          },
        });
      };
    },
  });
}

const sent: Sent[] = [];

beforeAll(async () => {
  await emptyShop();
  const orderId = await aSale({ at: NOW - 3 * DAY, total: 26_900, code: "SAVE10" });
  await aSale({ at: NOW - 1_000, currency: "eur", total: 24_900, country: "DE" });
  await aRefund(orderId, NOW - 2 * DAY, 26_900);
  await aCheckoutStart(NOW - 3 * DAY);
  await aMail(NOW - 3 * DAY, NOW - 3 * DAY, 1);
  await aMail(NOW - DAY, null, 2);

  const db = createDb(recordingD1(env.DB, sent));
  await rollUp(db, NOW);
  for (const range of ["30d", "365d"] as const) {
    await revenueChart(db, { range, currency: "usd", tax: "incl" }, NOW);
    await licencesChart(db, { range }, NOW);
    await countriesChart(db, { range, tax: "excl" }, NOW);
    await channelsChart(db, { range, currency: "usd", tax: "incl" }, NOW);
    await funnelChart(db, { range }, NOW);
    await outboxChart(db, { range }, NOW);
  }
});

describe("the insights' query plans", () => {
  it("read every table through an index, never by scanning it or from its first entry", async () => {
    const reads = sent.filter((s) => /^\s*select/i.test(s.sql));
    expect(reads.length).toBeGreaterThan(10);
    const scans: string[] = [];
    for (const read of reads) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${read.sql}`)
        .bind(...read.params)
        .all<{ detail: string }>();
      for (const { detail } of plan.results) {
        if (/^SCAN /.test(detail) && !/USING (COVERING )?INDEX/.test(detail)) scans.push(`${detail} in ${read.sql}`);
        // A range with only its upper end walks the index from its first entry: every older row.
        if (/\(\w+<\?\)/.test(detail)) scans.push(`${detail} in ${read.sql}`);
      }
    }
    expect(scans).toEqual([]);
  });
});
