/**
 * Symbol search benchmark: latency (p50, p99) and throughput at 50 concurrent connections
 * through the bench site (site.ts: the built Worker under `wrangler dev`), with the seeded
 * catalogue and with generated catalogues of the given sizes, side by side with GET /api/health
 * (the trivial JSON route) and GET /api/health/db (the D1 floor) in the same run, and the query
 * plan of the search on each catalogue. Run by `npm run bench -- --catalogues`, after the build.
 */

import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { CatalogueRow } from "#common/api/symbols.ts";
import { symbolTypes } from "#common/api/symbols.ts";
import { mulberry32 } from "#common/random.ts";
import { catalogueStatements } from "#scripts/catalogue/statements.ts";
import { withLocalD1File } from "#scripts/lib/d1-file.ts";
import { queryOf } from "#worker/db/batch.ts";
import { type SearchInput, searchStatement } from "#worker/services/symbols.ts";
import { markdownTable } from "./markdown.ts";
import { answersColumn, measure, type Run, runColumns } from "./measure.ts";
import { dbHealthPath, defaultSearchPath, healthPath, searchPath } from "./requests.ts";
import { startBenchSite, stopBenchSite } from "./site.ts";

const DB_FLOOR_ROUTE = "GET /api/health/db (the D1 floor)";

export interface SearchBenchOptions {
  readonly port: number;
  /** Seconds per measured route. */
  readonly duration: number;
  /** Sizes of the generated catalogues measured after the seeded one, e.g. [100_000, 1_000_000]. */
  readonly sizes: readonly number[];
}

export interface Measurement extends Run {
  readonly catalogue: string;
  readonly rows: number;
  /** "index only", or the full-table scans EXPLAIN QUERY PLAN found in the search statements. */
  readonly plan: string;
  readonly route: string;
}

const words = (
  "global capital energy holdings systems bio pharma tech digital network solar industrial first united " +
  "american pacific atlantic royal national resources financial group partners trust therapeutics " +
  "semiconductor software motors foods retail brands media health medical realty logistics mining " +
  "metals gold silver oil gas water power green clean ocean mountain river north south east west"
).split(" ");

/** Generated rows (symbol, words) that bring the catalogue to `rows` in total. */
function syntheticRows(count: number): CatalogueRow[] {
  // Seeded: the large catalogue is the same on every run.
  const next = mulberry32(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const rows: CatalogueRow[] = [];
  const seen = new Set<string>();
  while (rows.length < count) {
    const length = 3 + Math.floor(next() * 4);
    let symbol = "";
    for (let i = 0; i < length; i++) symbol += pick([...letters]);
    const exchange = pick(["SYNTH", "SYNTHX", "GENX"]);
    const fullName = `${exchange}:${symbol}`;
    if (seen.has(fullName)) continue;
    seen.add(fullName);
    const description = `${pick(words)} ${pick(words)} ${pick(words)} ${pick(["Inc.", "Corp.", "Ltd", "PLC", "SA"])}`;
    rows.push({
      symbol,
      full_name: fullName,
      exchange,
      description: description[0]?.toUpperCase() + description.slice(1),
      type: pick(symbolTypes),
      start_date: "2010-01-04",
      end_date: "2026-08-28",
      precision: 2,
    });
  }
  return rows;
}

/** Search texts a user would type: symbol prefixes (1-4 letters) and word prefixes, each used once. */
function* searchPaths(symbolsAndWords: string[]): Generator<string> {
  const texts = new Set<string>();
  for (const text of symbolsAndWords) {
    for (let n = 1; n <= Math.min(4, text.length); n++) texts.add(text.slice(0, n).toLowerCase());
  }
  const list = [...texts];
  // Different limits are different cache entries: every request is a cache miss that reads D1.
  for (let limit = 10; limit <= 50; limit++) {
    for (const text of list) yield searchPath(limit, text);
  }
  for (let limit = 1; limit < 10; limit++) {
    for (const text of list) yield searchPath(limit, text);
  }
}

/** Search shapes whose query plans are checked on every catalogue: a prefix, filters, several words. */
const planInputs: readonly SearchInput[] = [
  { query: "eur", limit: 10, exchange: null, type: null },
  { query: "eur", limit: 10, exchange: "FX", type: "forex" },
  { query: "global energy", limit: 10, exchange: null, type: null },
];

/** "index only", or the full-table scans SQLite plans for the search on this catalogue (its size may change the plan). */
function queryPlan(db: DatabaseSync): string {
  const scans = new Set<string>();
  for (const input of planInputs) {
    const statement = searchStatement(input);
    if (!statement) continue;
    const { sql, params } = queryOf(statement);
    const results = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as SQLInputValue[])) as { detail: string }[];
    for (const { detail } of results) if (/^SCAN (s|t|o|symbols|symbol_terms)\b/.test(detail)) scans.add(detail);
  }
  return scans.size === 0 ? "index only" : [...scans].join("; ");
}

interface Catalogue {
  readonly rows: number;
  readonly plan: string;
  /** Every symbol and search word in it: the bench types their prefixes. */
  readonly texts: string[];
}

/**
 * Adds the generated rows to the seeded catalogue, straight into the local D1 file in one
 * transaction (the import's own statements; the platform proxy drops a million rows), then answers
 * its size, query plan and search texts.
 */
function prepareCatalogue(persistDir: string, extraRows: CatalogueRow[]): Catalogue {
  return withLocalD1File(persistDir, (db) => {
    db.exec("BEGIN");
    for (const { sql, params } of catalogueStatements(extraRows, "keep")) db.prepare(sql).run(...params);
    db.exec("COMMIT");
    const rows = Number((db.prepare("SELECT count(*) AS n FROM symbols").get() as { n: number }).n);
    // Every symbol of a small catalogue, an even sample of a large one: a run sends a few thousand searches.
    const stride = Math.max(1, Math.floor(rows / 20_000));
    const texts = db
      .prepare(
        "SELECT symbol AS text FROM symbols WHERE id % ?1 = 0 UNION SELECT term FROM symbol_terms WHERE symbol_id % ?1 = 0",
      )
      .all(stride) as { text: string }[];
    return { rows, plan: queryPlan(db), texts: texts.map((r) => r.text) };
  });
}

export async function runSearchBench(options: SearchBenchOptions): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const scenarios = [
    { name: "seeded", extra: () => [] as CatalogueRow[] },
    ...options.sizes.map((size) => ({
      name: `generated ${size.toLocaleString("en-US")}`,
      extra: (seeded: number) => syntheticRows(size - seeded),
    })),
  ];
  let seededRows = 0;
  for (const [index, scenario] of scenarios.entries()) {
    console.log(`bench search: preparing the ${scenario.name} catalogue...`);
    let catalogue: Catalogue = { rows: 0, plan: "", texts: [] };
    const site = await startBenchSite(options.port, {
      // One state folder, emptied for each catalogue: a million rows are about a gigabyte of SQLite.
      persistDir: ".wrangler/bench/search",
      // The seed only: the affiliate's 10,000 sales play no part in a search.
      prepare: async () => undefined,
      load: async (persistDir) => {
        catalogue = prepareCatalogue(persistDir, scenario.extra(seededRows));
      },
    });
    if (index === 0) seededRows = catalogue.rows;
    console.log(`  ${catalogue.rows} rows, query plan: ${catalogue.plan}`);
    try {
      const uncached = searchPaths(catalogue.texts);
      const routes: [string, () => string][] = [
        ["GET /api/health", () => healthPath],
        [DB_FLOOR_ROUTE, () => dbHealthPath],
        ["search, cache miss (each query new)", () => uncached.next().value ?? defaultSearchPath],
        ["search, repeated EURUSD (cache hit)", () => defaultSearchPath],
      ];
      // Warm up the Worker and D1 before measuring.
      await measure(site.baseURL, 2, () => ({ path: healthPath }));
      for (const [route, paths] of routes) {
        const m = await measure(site.baseURL, options.duration, () => ({ path: paths() }));
        measurements.push({ catalogue: scenario.name, rows: catalogue.rows, plan: catalogue.plan, route, ...m });
        console.log(`  ${route}: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.requestsPerSecond} req/s`);
      }
    } finally {
      await stopBenchSite(site);
    }
  }
  return measurements;
}

export function searchTable(measurements: readonly Measurement[]): string {
  // Each route against the D1 floor measured on the same catalogue minutes before: load on a shared
  // machine moves every p50, the ratio much less, so flat ratios across sizes mean a flat search.
  const floorOf = (m: Measurement) =>
    measurements.find((f) => f.catalogue === m.catalogue && f.route === DB_FLOOR_ROUTE)?.p50Ms;
  return markdownTable(
    [
      ["catalogue", "left", (m) => m.catalogue],
      ["rows", "right", (m) => m.rows.toLocaleString("en-US")],
      ["query plan", "left", (m) => m.plan],
      ["route", "left", (m) => m.route],
      ...runColumns,
      [
        "ratio to the D1 floor",
        "right",
        (m) => {
          const floor = floorOf(m);
          return floor ? `${(m.p50Ms / floor).toFixed(2)}x` : "-";
        },
      ],
      answersColumn,
    ],
    measurements,
  );
}
