/**
 * An affiliate with 50,000 sales over all time gets every one from the dashboard's call (0 to now),
 * in order, as the spec's JSON array, while no value D1 hands the Worker comes near D1's
 * 2,000,000-byte limit. Local workerd does not enforce that limit, so a D1 wrapper measures every
 * value and row the Worker reads.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { affiliateTransactionsAnswer } from "#common/api/affiliates.ts";
import { anAffiliate } from "#tests/fixtures/affiliates.ts";
import worker from "#worker/index.ts";
import { TRANSACTIONS_PAGE_ROWS } from "#worker/services/affiliates/affiliates.ts";
import { db, SITE, tokenFor } from "./helpers";

/** D1's limit on one string, BLOB or row (https://developers.cloudflare.com/d1/platform/limits/). */
const D1_MAX_VALUE_BYTES = 2_000_000;
const ROWS = 50_000;

const byteLength = (value: unknown): number => {
  if (typeof value === "string") return new TextEncoder().encode(value).byteLength;
  if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return value.byteLength;
  return 8;
};

/** The real database, recording the largest value and row of every result the Worker reads. */
function measuredD1(real: D1Database) {
  const seen = { largestValue: 0, largestRow: 0, statements: 0 };
  const measure = (rows: unknown) => {
    for (const row of Array.isArray(rows) ? rows : []) {
      const values = Array.isArray(row) ? row : Object.values(row as object);
      const sizes = values.map(byteLength);
      seen.largestValue = Math.max(seen.largestValue, ...sizes);
      seen.largestRow = Math.max(
        seen.largestRow,
        sizes.reduce((a, b) => a + b, 0),
      );
    }
  };
  /** One statement's result, counted and measured on its way to the Worker. */
  const counted = async <T>(result: Promise<T>, rowsOf: (result: T) => unknown) => {
    seen.statements++;
    const value = await result;
    measure(rowsOf(value));
    return value;
  };
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values)),
      first: (column?: string) =>
        counted(statement.first(column as string), (row) => [column === undefined ? row : [row]]),
      all: () => counted(statement.all(), (result) => result.results),
      raw: (options?: { columnNames?: false }) => counted(statement.raw(options), (rows) => rows),
      run: () => counted(statement.run(), (result) => result.results),
    } as unknown as D1PreparedStatement;
    realOf.set(wrapped, statement);
    return wrapped;
  };
  const d1 = {
    prepare: (sql: string) => wrap(real.prepare(sql)),
    batch: async (statements: D1PreparedStatement[]) => {
      seen.statements += statements.length;
      const results = await real.batch(statements.map((s) => realOf.get(s) ?? s));
      for (const result of results) measure(result.results);
      return results;
    },
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    // The request's D1 session (worker/middleware/d1-session.ts) is this same measured database.
    withSession: () => ({ ...d1, getBookmark: () => null }),
  } as unknown as D1Database;
  return { d1, seen };
}

/** 50,000 sales in one statement; three sales share each instant, so pages end inside a tie. */
async function insertSales(affiliateId: number, firstMs: number): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 - 1)
     INSERT INTO transactions (affiliate_id, stripe_object_id, customer_email, customer_country, created, status,
       item, coupon_code, currency, amount_paid, amount_subtotal, amount_discount, amount_commission, recurring, refunded,
       amount_refunded)
     SELECT ?2, 'cs_volume_' || ?2 || '_' || i, 'customer.number.' || i || '@example-mail.com', 'FR',
       ?3 + (i / 3) * 60000, 'paid', 'Live_LifetimeLicense', 'PARTNER10', 'usd', 26900, 22417, 2690, 8070,
       0, i % 97 = 0, CASE WHEN i % 97 = 0 THEN 26900 ELSE 0 END
     FROM n`,
  )
    .bind(ROWS, affiliateId, firstMs)
    .run();
}

describe("GET /api/tv/affiliate/transactions/0/{now} with 50,000 sales", () => {
  it("answers all of them, in order, without any D1 value or row near 2,000,000 bytes", async () => {
    const a = await anAffiliate(db);
    const firstMs = Date.UTC(2020, 0, 1);
    await insertSales(a.id, firstMs);
    const { d1, seen } = measuredD1(env.DB);

    const ctx = createExecutionContext();
    const nowSeconds = Math.floor(Date.now() / 1000);
    const res = await worker.fetch(
      new Request(`${SITE}/api/tv/affiliate/transactions/0/${nowSeconds}`, {
        headers: { Authorization: `Bearer ${await tokenFor(a.id)}` },
      }),
      { ...env, DB: d1 },
      ctx,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json");
    const text = await res.text();
    await waitOnExecutionContext(ctx);

    // The answer is the spec's: one JSON array of every sale, oldest first.
    const rows = affiliateTransactionsAnswer.parse(JSON.parse(text));
    expect(rows).toHaveLength(ROWS);
    expect(text.length).toBeGreaterThan(5 * D1_MAX_VALUE_BYTES);
    expect(rows[0]).toEqual({
      CustomerEmail: "customer.number.0@example-mail.com",
      CustomerCountry: "FR",
      Created: firstMs,
      Status: "paid",
      Item: "Live_LifetimeLicense",
      CouponCode: "PARTNER10",
      Currency: "usd",
      AmountPaid: 269,
      AmountSubtotal: 224.17,
      AmountDiscount: 26.9,
      AmountCommission: 0,
      Recurring: false,
      Refunded: true,
      AmountRefunded: 269,
    });
    expect(rows.at(-1)?.CustomerEmail).toBe(`customer.number.${ROWS - 1}@example-mail.com`);
    expect(rows.map((r) => Number(/number\.(\d+)@/.exec(r.CustomerEmail)?.[1]))).toEqual(
      Array.from({ length: ROWS }, (_, i) => i),
    );
    expect(rows.filter((r) => r.Refunded).every((r) => r.AmountCommission === 0)).toBe(true);

    // What D1 handed over came in pages, each value and row far below its limit.
    expect(seen.statements).toBeGreaterThanOrEqual(ROWS / TRANSACTIONS_PAGE_ROWS);
    expect(seen.largestValue).toBeLessThan(D1_MAX_VALUE_BYTES / 100);
    expect(seen.largestRow).toBeLessThan(D1_MAX_VALUE_BYTES / 100);
  }, 120_000);

  it("answers a range that ends exactly on a page boundary with a closed array", async () => {
    const a = await anAffiliate(db);
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?1 - 1)
       INSERT INTO transactions (affiliate_id, stripe_object_id, customer_email, created, status, item, currency,
         amount_paid, amount_subtotal, amount_discount, amount_commission, recurring)
       SELECT ?2, 'cs_edge_' || ?2 || '_' || i, 'c' || i || '@example.com', 1000 + i, 'paid', 'Live', 'usd', 1, 1, 0, 1, 0
       FROM n`,
    )
      .bind(TRANSACTIONS_PAGE_ROWS, a.id)
      .run();
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${SITE}/api/tv/affiliate/transactions/0/100`, {
        headers: { Authorization: `Bearer ${await tokenFor(a.id)}` },
      }),
      env,
      ctx,
    );
    const rows = affiliateTransactionsAnswer.parse(await res.json());
    await waitOnExecutionContext(ctx);
    expect(rows).toHaveLength(TRANSACTIONS_PAGE_ROWS);
  });
});
