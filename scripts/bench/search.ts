/**
 * Symbol search benchmark: latency (p50, p99) and throughput at 50 concurrent connections
 * through the bench site (site.ts: the built Worker under `wrangler dev`), with the seeded
 * catalogue and with a generated 100,000-row catalogue, side by side with GET /api/health (the
 * trivial JSON route) and GET /api/health/db (the D1 floor) in the same run. Run by
 * `npm run bench -- --catalogues`, after the build.
 */
import type { CatalogueRow } from "#common/api/symbols.ts";
import { symbolTypes } from "#common/api/symbols.ts";
import { catalogueStatements, runStatements } from "#scripts/catalogue/statements.ts";
import type { Db } from "#worker/db/client.ts";
import { measure, type Run, statusText } from "./measure.ts";
import { dbHealthPath, defaultSearchPath, healthPath, searchPath } from "./requests.ts";
import { startBenchSite, stopBenchSite } from "./site.ts";

export interface SearchBenchOptions {
  readonly port: number;
  /** Seconds per measured route. */
  readonly duration: number;
  /** Rows of the large catalogue. */
  readonly largeRows: number;
}

export interface Measurement extends Run {
  readonly catalogue: string;
  readonly rows: number;
  readonly route: string;
}

/** A deterministic pseudo-random generator (the large catalogue is the same on every run). */
function random(seedValue: number) {
  let state = seedValue >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const words = (
  "global capital energy holdings systems bio pharma tech digital network solar industrial first united " +
  "american pacific atlantic royal national resources financial group partners trust therapeutics " +
  "semiconductor software motors foods retail brands media health medical realty logistics mining " +
  "metals gold silver oil gas water power green clean ocean mountain river north south east west"
).split(" ");

/** Generated rows (symbol, words) that bring the catalogue to `rows` in total. */
function syntheticRows(count: number): CatalogueRow[] {
  const next = random(42);
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

/** Adds the generated rows to the seeded catalogue; answers its size and every search text in it. */
async function prepareCatalogue(db: Db, extraRows: CatalogueRow[]): Promise<{ rows: number; texts: string[] }> {
  const d1 = db.$client;
  if (extraRows.length > 0) await runStatements(d1, catalogueStatements(extraRows, "keep"));
  const count = await d1.prepare("SELECT count(*) AS n FROM symbols").first<{ n: number }>();
  const { results } = await d1
    .prepare("SELECT symbol AS text FROM symbols UNION ALL SELECT term FROM symbol_terms GROUP BY term")
    .all<{ text: string }>();
  return { rows: count?.n ?? 0, texts: results.map((r) => r.text) };
}

export async function runSearchBench(options: SearchBenchOptions): Promise<Measurement[]> {
  const measurements: Measurement[] = [];
  const scenarios = [
    { name: "seeded", extra: () => [] as CatalogueRow[] },
    {
      name: `generated ${options.largeRows.toLocaleString("en-US")}`,
      extra: (seeded: number) => syntheticRows(options.largeRows - seeded),
    },
  ];
  let seededRows = 0;
  for (const [index, scenario] of scenarios.entries()) {
    console.log(`bench search: preparing the ${scenario.name} catalogue...`);
    let catalogue = { rows: 0, texts: [] as string[] };
    const site = await startBenchSite(options.port, {
      persistDir: `.wrangler/bench/${index === 0 ? "seeded" : "large"}`,
      prepare: async (db) => {
        catalogue = await prepareCatalogue(db, scenario.extra(seededRows));
      },
    });
    if (index === 0) seededRows = catalogue.rows;
    try {
      const uncached = searchPaths(catalogue.texts);
      const routes: [string, () => string][] = [
        ["GET /api/health", () => healthPath],
        ["GET /api/health/db (the D1 floor)", () => dbHealthPath],
        ["search, cache miss (each query new)", () => uncached.next().value ?? defaultSearchPath],
        ["search, repeated EURUSD (cache hit)", () => defaultSearchPath],
      ];
      // Warm up the Worker and D1 before measuring.
      await measure(site.baseURL, 2, () => ({ path: healthPath }));
      for (const [route, paths] of routes) {
        const m = await measure(site.baseURL, options.duration, () => ({ path: paths() }));
        measurements.push({ catalogue: scenario.name, rows: catalogue.rows, route, ...m });
        console.log(`  ${route}: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.requestsPerSecond} req/s`);
      }
    } finally {
      await stopBenchSite(site);
    }
  }
  return measurements;
}

export function searchTable(measurements: readonly Measurement[]): string {
  const lines = [
    "| catalogue | rows | route | p50 (ms) | p99 (ms) | req/s | answers |",
    "| --- | ---: | --- | ---: | ---: | ---: | --- |",
  ];
  for (const m of measurements) {
    lines.push(
      `| ${m.catalogue} | ${m.rows.toLocaleString("en-US")} | ${m.route} | ${m.p50Ms} | ${m.p99Ms} | ${m.requestsPerSecond} | ${statusText(m.statuses)}${m.errors ? `, ${m.errors} errors` : ""} |`,
    );
  }
  return lines.join("\n");
}
