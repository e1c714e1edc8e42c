/** The Worker counts its 5xx answers per hour for the server-errors alert, and only those. */
import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fetchWithBindings } from "#tests/worker/support/worker.ts";
import { createDb } from "#worker/db/client.ts";
import { errorCounts } from "#worker/db/schema.ts";
import { countServerError, ERROR_COUNTS_KEPT_MS, pruneErrorCounts } from "#worker/services/alerts/server-errors.ts";

const db = createDb(env.DB);
const HOUR = 3_600_000;

const counted = async () =>
  Number((await db.select({ n: sql<number>`coalesce(sum(${errorCounts.count}), 0)` }).from(errorCounts))[0]?.n ?? 0);

/** The real database, except that writing a count fails. */
function countsUnwritable(real: D1Database): D1Database {
  return new Proxy(real, {
    get(target, key) {
      if (key === "prepare") {
        return (query: string) => {
          if (!/insert into "error_counts"/i.test(query)) return target.prepare(query);
          const refused = () => Promise.reject(new Error("D1_ERROR: injected write failure"));
          const statement = { bind: () => statement, run: refused, all: refused, first: refused, raw: refused };
          return statement;
        };
      }
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("counting server errors", () => {
  it("counts each 5xx answer and no other", async () => {
    const before = await counted();
    // Without operators configured, the console answers 503; without a token, 401 or 403.
    const unavailable = await fetchWithBindings({ ACCESS_AUD: "" }, "/api/admin/overview");
    expect(unavailable.status).toBe(503);
    await fetchWithBindings({ ACCESS_AUD: "" }, "/api/admin/overview");
    const refused = await fetchWithBindings({}, "/api/admin/overview");
    expect(refused.status).toBeLessThan(500);
    await fetchWithBindings({}, "/pricing");
    expect(await counted()).toBe(before + 2);
  });

  it("adds up per clock hour", async () => {
    // An hour no run happens in: the test above counts real answers in the current hour's row.
    const hour = Date.UTC(2100, 0, 1, 7);
    await countServerError(db, hour + 1);
    await countServerError(db, hour + HOUR - 1);
    await countServerError(db, hour + HOUR);
    const rows = await db
      .select()
      .from(errorCounts)
      .where(sql`${errorCounts.hour} in (${hour}, ${hour + HOUR})`);
    expect(rows.sort((a, b) => a.hour - b.hour)).toEqual([
      { hour, count: 2 },
      { hour: hour + HOUR, count: 1 },
    ]);
  });

  it("never changes the answer when the count cannot be written", async () => {
    const before = await counted();
    const res = await fetchWithBindings({ ACCESS_AUD: "", DB: countsUnwritable(env.DB) }, "/api/admin/overview");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: expect.any(String) });
    expect(await counted()).toBe(before);
  });

  it("drops the hourly counts older than 30 days and keeps the rest", async () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const old = now - ERROR_COUNTS_KEPT_MS - HOUR;
    const recent = now - ERROR_COUNTS_KEPT_MS + HOUR;
    await countServerError(db, old);
    await countServerError(db, recent);
    await pruneErrorCounts(env, now);
    const hours = (await db.select().from(errorCounts)).map((row) => row.hour);
    expect(hours).not.toContain(old - (old % HOUR));
    expect(hours).toContain(recent - (recent % HOUR));
  });
});
