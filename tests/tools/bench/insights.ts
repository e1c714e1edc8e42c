/**
 * The console's charts on a generated shop of 1,000,000 orders (three years of sales, with their
 * licences, refunds, disputes, checkout sessions and mails): each chart's p50 at 50 connections
 * through the bench site, against the D1 floor (GET /api/health/db) measured in the same run on
 * the same database. The cron's rollup runs on the generated history first, as it would have
 * day by day. Run by `npm run bench -- --insights` (or --insights-only), after the build.
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { pathOf } from "#common/api/call.ts";
import { insightCalls } from "#common/api/insights.ts";
import { mulberry32 } from "#common/random.ts";
import { openLocalD1 } from "#scripts/lib/d1.ts";
import { withLocalD1File } from "#scripts/lib/d1-file.ts";
import { rollUp } from "#worker/services/insights/rollup.ts";
import { markdownTable } from "./markdown.ts";
import { answersColumn, measure, type Run, runColumns } from "./measure.ts";
import { dbHealthPath, healthPath } from "./requests.ts";
import { startBenchSite, stopBenchSite } from "./site.ts";

const DB_FLOOR_ROUTE = "GET /api/health/db (the D1 floor)";
const DAY = 86_400_000;
/** The history the orders are spread over, ending now. */
const HISTORY_DAYS = 3 * 365;

export interface InsightsBenchOptions {
  readonly port: number;
  /** Seconds per measured route. */
  readonly duration: number;
  /** Orders generated (default 1,000,000). */
  readonly orders: number;
}

export interface InsightsMeasurement extends Run {
  readonly route: string;
  readonly orders: number;
}

/** Countries, their share of the sales, the currency they pay in and their VAT or sales tax rate. */
const countries: readonly (readonly [country: string, weight: number, currency: string, taxRate: number])[] = [
  ["US", 30, "usd", 0],
  ["DE", 10, "eur", 0.19],
  ["GB", 8, "gbp", 0.2],
  ["FR", 6, "eur", 0.2],
  ["JP", 5, "jpy", 0.1],
  ["CA", 4, "usd", 0.05],
  ["IT", 3, "eur", 0.22],
  ["ES", 3, "eur", 0.21],
  ["NL", 3, "eur", 0.21],
  ["AU", 3, "usd", 0.1],
  ["BR", 3, "usd", 0],
  ["IN", 3, "usd", 0],
  ["CH", 2, "usd", 0.081],
  ["SE", 2, "eur", 0.25],
  ["PL", 2, "eur", 0.23],
  ["BE", 2, "eur", 0.21],
  ["AT", 2, "eur", 0.2],
  ["SG", 2, "usd", 0.09],
  ["KR", 2, "usd", 0.1],
  ["MX", 2, "usd", 0],
  ["IE", 1, "eur", 0.23],
  ["PT", 1, "eur", 0.23],
  ["FI", 1, "eur", 0.255],
  ["DK", 1, "eur", 0.25],
  ["NO", 1, "usd", 0],
  ["ZA", 1, "usd", 0],
];
/** The licence's price before tax, in each currency's minor units (JPY has none). */
const prices: Readonly<Record<string, number>> = { usd: 26_900, eur: 24_900, gbp: 21_900, jpy: 40_000 };
const AFFILIATES = 10;
/** Ten affiliates' codes, then ten promotion codes of the shop's own. */
const codes = Array.from({ length: 20 }, (_, i) => (i < AFFILIATES ? `PARTNER${i + 1}` : `PROMO${i + 1}`));

/** Writes the shop straight into the local D1 file (the platform proxy would take hours over a million rows). */
function generateShop(db: DatabaseSync, orderCount: number, now: number): void {
  const next = mulberry32(7);
  const totalWeight = countries.reduce((sum, c) => sum + c[1], 0);
  const pickCountry = () => {
    let r = next() * totalWeight;
    for (const c of countries) {
      r -= c[1];
      if (r < 0) return c;
    }
    return countries[0] as (typeof countries)[number];
  };
  const firstAffiliate =
    Number((db.prepare("SELECT coalesce(max(id), 0) AS id FROM affiliates").get() as { id: number }).id) + 1;
  const insert = (sql: string): StatementSync => db.prepare(sql);
  const affiliate = insert(
    "INSERT INTO affiliates (id, username, email, password_hash, commission_percent) VALUES (?, ?, ?, 'unused', 30)",
  );
  const order = insert(
    `INSERT INTO orders (id, stripe_session_id, stripe_payment_intent_id, customer_email, customer_country, currency,
      amount_total, amount_subtotal, amount_discount, amount_tax, lookup_key, coupon_code, affiliate_id, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'Live_LifetimeLicense', ?, ?, ?, ?)`,
  );
  const licence = insert("INSERT INTO licences (key, order_id, seq, email, created_at) VALUES (?, ?, 1, ?, ?)");
  const refund = insert(
    "INSERT INTO refunds (payment_intent_id, charge_id, amount, currency, created_at) VALUES (?, ?, ?, ?, ?)",
  );
  const dispute = insert(
    "INSERT INTO disputes (id, payment_intent_id, charge_id, amount, currency, status, created_at) VALUES (?, ?, ?, ?, ?, 'lost', ?)",
  );
  const start = insert(
    "INSERT INTO checkout_starts (session_id, created_at, currency, lookup_key, affiliate_id, coupon_code) VALUES (?, ?, ?, 'Live_LifetimeLicense', ?, ?)",
  );
  const mail = insert(
    `INSERT INTO outbox (dedupe_key, kind, to_address, subject, body_text, attempts, next_attempt_at, sent_at, last_error, created_at)
     VALUES (?, 'licence', ?, 'Your licence key', '-', ?, 0, ?, ?, ?)`,
  );

  db.exec("BEGIN");
  for (let a = 0; a < AFFILIATES; a++) {
    affiliate.run(firstAffiliate + a, `bench-partner-${a + 1}`, `bench-partner-${a + 1}@example.com`);
  }
  const from = now - HISTORY_DAYS * DAY;
  for (let i = 0; i < orderCount; i++) {
    // Evenly spread, with a little noise: the newest order a few minutes before now.
    const at = Math.floor(from + ((i + next()) / orderCount) * (HISTORY_DAYS * DAY - 300_000));
    const [country, , currency, taxRate] = pickCountry();
    const coded = next() < 0.15 ? Math.floor(next() * codes.length) : -1;
    const code = coded >= 0 ? (codes[coded] as string) : null;
    const affiliateId = coded >= 0 && coded < AFFILIATES ? firstAffiliate + coded : null;
    const list = prices[currency] as number;
    const discount = code ? Math.round(list / 10) : 0;
    const subtotal = list - discount;
    const tax = Math.round(subtotal * taxRate);
    const id = String(500_000_000_000 + i);
    const email = `buyer${i}@example.com`;
    const refunded = next() < 0.03;
    order.run(
      id,
      `cs_bench_${i}`,
      `pi_bench_${i}`,
      email,
      country,
      currency,
      subtotal + tax,
      list,
      discount,
      tax,
      code,
      affiliateId,
      refunded ? "refunded" : "paid",
      at,
    );
    licence.run(`bench-${i}`, id, email, at);
    start.run(`cs_bench_${i}`, at - 120_000, currency, affiliateId, code);
    // Half as many sessions again were opened and abandoned.
    if (i % 2 === 0) start.run(`cs_bench_open_${i}`, at - 3_600_000, currency, null, null);
    if (refunded)
      refund.run(
        `pi_bench_${i}`,
        `ch_bench_${i}`,
        subtotal + tax,
        currency,
        Math.min(now - 1, at + Math.floor(next() * 14 * DAY)),
      );
    if (next() < 0.005) {
      dispute.run(
        `dp_bench_${i}`,
        `pi_bench_${i}`,
        `ch_bench_${i}`,
        subtotal + tax,
        currency,
        Math.min(now - 1, at + Math.floor(next() * 60 * DAY)),
      );
    }
    const failing = next() < 0.001;
    const attempts = failing ? 5 : next() < 0.05 ? 2 + Math.floor(next() * 3) : 1;
    mail.run(
      `bench:licence:${i}`,
      email,
      attempts,
      failing ? null : at + attempts * 60_000,
      failing ? "provider refused" : null,
      at,
    );
  }
  db.exec("COMMIT");
  db.exec("ANALYZE");
}

/** The charts the console loads, at their widest range (and revenue at its narrowest too). */
const chartRoutes: readonly (readonly [string, string])[] = [
  ["revenue 30d usd incl", pathOf(insightCalls.revenue, { range: "30d", currency: "usd", tax: "incl" })],
  ["revenue 365d eur excl", pathOf(insightCalls.revenue, { range: "365d", currency: "eur", tax: "excl" })],
  ["licences 365d", pathOf(insightCalls.licences, { range: "365d" })],
  ["countries 365d incl", pathOf(insightCalls.countries, { range: "365d", tax: "incl" })],
  ["channels 365d usd incl", pathOf(insightCalls.channels, { range: "365d", currency: "usd", tax: "incl" })],
  ["funnel 365d", pathOf(insightCalls.funnel, { range: "365d" })],
  ["outbox 365d", pathOf(insightCalls.outbox, { range: "365d" })],
];

export async function runInsightsBench(options: InsightsBenchOptions): Promise<InsightsMeasurement[]> {
  const now = Date.now();
  console.log(`bench insights: generating ${options.orders.toLocaleString("en-US")} orders and rolling them up ...`);
  const site = await startBenchSite(options.port, {
    persistDir: ".wrangler/bench/insights",
    prepare: async () => undefined,
    load: async (persistDir) => {
      const started = Date.now();
      withLocalD1File(persistDir, (db) => generateShop(db, options.orders, now));
      console.log(`  generated in ${Math.round((Date.now() - started) / 1000)} s`);
      const local = await openLocalD1(persistDir);
      try {
        const rolling = Date.now();
        const days = await rollUp(local.db, now, Number.POSITIVE_INFINITY);
        console.log(`  ${days.length} days rolled up in ${Math.round((Date.now() - rolling) / 1000)} s`);
      } finally {
        await local.dispose();
      }
    },
    // The development operator: the console's calls without an Access token.
    vars: { ENVIRONMENT: "development" },
  });
  const measurements: InsightsMeasurement[] = [];
  try {
    const routes: (readonly [string, string])[] = [
      ["GET /api/health", healthPath],
      [DB_FLOOR_ROUTE, dbHealthPath],
      ...chartRoutes,
    ];
    await measure(site.baseURL, 2, () => ({ path: healthPath }));
    for (const [route, path] of routes) {
      const m = await measure(site.baseURL, options.duration, () => ({ path }));
      measurements.push({ route, orders: options.orders, ...m });
      console.log(`  ${route}: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.requestsPerSecond} req/s`);
    }
  } finally {
    await stopBenchSite(site);
  }
  return measurements;
}

/** Target: each chart's p50 within three times the D1 floor's. */
export const INSIGHTS_TARGET_RATIO = 3;

export function insightsTable(measurements: readonly InsightsMeasurement[]): string {
  const floor = measurements.find((m) => m.route === DB_FLOOR_ROUTE)?.p50Ms;
  return markdownTable(
    [
      ["route", "left", (m) => m.route],
      ["orders", "right", (m) => m.orders.toLocaleString("en-US")],
      ...runColumns,
      [
        "ratio to the D1 floor",
        "right",
        (m) => {
          if (!floor) return "-";
          const ratio = m.p50Ms / floor;
          const mark = m.route.startsWith("GET /api/health") ? "" : ratio <= INSIGHTS_TARGET_RATIO ? " ✓" : " ✗";
          return `${ratio.toFixed(2)}x${mark}`;
        },
      ],
      answersColumn,
    ],
    measurements,
  );
}
