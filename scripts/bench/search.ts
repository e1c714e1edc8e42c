/**
 * Symbol search benchmark: latency (p50, p99) and throughput at 50 concurrent connections
 * through the local Worker (wrangler dev on the build in dist/), with the seeded catalogue and
 * with a generated 100,000-row catalogue, side by side with GET /api/health (the trivial JSON
 * route) in the same run. Writes bench-results/search.json and bench-results/search.md.
 *
 * Needs `npm run build` first (the bench builds when dist/ is missing). Other processes that
 * rebuild dist/ must wait: run it as `flock /tmp/ticksim-dist.lock npm run bench`.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import autocannon, { type Result } from "autocannon";
import type { CatalogueRow } from "#common/api/symbols.ts";
import { symbolTypes } from "#common/api/symbols.ts";
import { catalogueStatements, runStatements } from "#scripts/catalogue/statements.ts";
import { migrateLocal, openLocalD1 } from "#scripts/lib/d1.ts";
import { run } from "#scripts/lib/run.ts";
import { seed } from "#scripts/seed/index.ts";

const BUILT_CONFIG = "dist/backtest_site/wrangler.json";
const BENCH_DIR = ".wrangler/bench";
const CONNECTIONS = 50;

export interface SearchBenchOptions {
  readonly port: number;
  /** Seconds per measured route. */
  readonly duration: number;
  /** Rows of the large catalogue. */
  readonly largeRows: number;
}

export interface Measurement {
  readonly catalogue: string;
  readonly rows: number;
  readonly route: string;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly requestsPerSecond: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
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
    for (const text of list) yield `/tv/search/${limit}/${encodeURIComponent(text)}/ALL/ALL`;
  }
  for (let limit = 1; limit < 10; limit++) {
    for (const text of list) yield `/tv/search/${limit}/${encodeURIComponent(text)}/ALL/ALL`;
  }
}

async function prepareDatabase(dir: string, extraRows: CatalogueRow[]): Promise<{ rows: number; texts: string[] }> {
  await rm(dir, { recursive: true, force: true });
  await migrateLocal(dir);
  const local = await openLocalD1(dir);
  try {
    await seed(local.db);
    if (extraRows.length > 0) await runStatements(local.d1, catalogueStatements(extraRows, "keep"));
    const count = await local.d1.prepare("SELECT count(*) AS n FROM symbols").first<{ n: number }>();
    const { results } = await local.d1
      .prepare("SELECT symbol AS text FROM symbols UNION ALL SELECT term FROM symbol_terms GROUP BY term")
      .all<{ text: string }>();
    return { rows: count?.n ?? 0, texts: results.map((r) => r.text) };
  } finally {
    await local.dispose();
  }
}

async function startWorker(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    "wrangler",
    ["dev", "-c", BUILT_CONFIG, "--port", String(port), "--ip", "127.0.0.1", "--persist-to", dir],
    { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "true" } },
  );
  let log = "";
  child.stdout?.on("data", (d) => {
    log += d;
  });
  child.stderr?.on("data", (d) => {
    log += d;
  });
  const started = Date.now();
  while (Date.now() - started < 90_000) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited:\n${log.slice(-3000)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`wrangler dev did not answer on port ${port}:\n${log.slice(-3000)}`);
}

async function stopWorker(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function measure(
  base: string,
  duration: number,
  paths: () => string,
): Promise<Omit<Measurement, "catalogue" | "rows" | "route">> {
  const result: Result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, path: paths() }) }],
  });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export async function runSearchBench(options: SearchBenchOptions): Promise<Measurement[]> {
  if (!existsSync(BUILT_CONFIG)) await run("npm", ["run", "build"]);
  const base = `http://127.0.0.1:${options.port}`;
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
    const dir = `${BENCH_DIR}/${index === 0 ? "seeded" : "large"}`;
    console.log(`bench search: preparing the ${scenario.name} catalogue...`);
    const { rows, texts } = await prepareDatabase(dir, scenario.extra(seededRows));
    if (index === 0) seededRows = rows;
    const worker = await startWorker(options.port, dir);
    try {
      const uncached = searchPaths(texts);
      const routes: [string, () => string][] = [
        ["GET /api/health", () => "/api/health"],
        ["search, cache miss (each query new)", () => uncached.next().value ?? "/tv/search/10/eurusd/ALL/ALL"],
        ["search, repeated EURUSD (cache hit)", () => "/tv/search/10/EURUSD/ALL/ALL"],
      ];
      // Warm up the Worker and D1 before measuring.
      await measure(base, 2, () => "/api/health");
      for (const [route, paths] of routes) {
        const m = await measure(base, options.duration, paths);
        measurements.push({ catalogue: scenario.name, rows, route, ...m });
        console.log(`  ${route}: p50 ${m.p50Ms} ms, p99 ${m.p99Ms} ms, ${m.requestsPerSecond} req/s`);
      }
    } finally {
      await stopWorker(worker);
    }
  }
  return measurements;
}

export function searchTable(measurements: readonly Measurement[]): string {
  const lines = [
    "| Catalogue | Rows | Route | p50 (ms) | p99 (ms) | Requests/s | Errors / non-2xx |",
    "|---|---:|---|---:|---:|---:|---:|",
  ];
  for (const m of measurements) {
    lines.push(
      `| ${m.catalogue} | ${m.rows.toLocaleString("en-US")} | ${m.route} | ${m.p50Ms} | ${m.p99Ms} | ${m.requestsPerSecond} | ${m.errors} / ${m.non2xx} |`,
    );
  }
  return lines.join("\n");
}

export async function writeSearchResults(measurements: readonly Measurement[]): Promise<void> {
  await mkdir("bench-results", { recursive: true });
  const meta = { date: new Date().toISOString(), connections: CONNECTIONS, node: process.version };
  await writeFile("bench-results/search.json", `${JSON.stringify({ ...meta, measurements }, null, 2)}\n`);
  await writeFile("bench-results/search.md", `# Symbol search benchmark\n\n${searchTable(measurements)}\n`);
}
