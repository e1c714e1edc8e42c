/**
 * npm run bench — the project's measurements, side by side in one run (reported, not timed
 * tests): Lighthouse (mobile) on five pages, first-load JS/CSS of every route, and API latency
 * at 50 connections as ratios to GET /api/health. Writes bench-results/latest.json and
 * bench-results/latest.md and prints the tables.
 *
 * Options: --port N (default 5176), --duration S (seconds per API route, default 10),
 * --catalogues (also run the symbol search bench with a generated 100,000-row catalogue,
 * bench-results/search.json).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { type ApiMeasurement, apiTable, CONNECTIONS, runApiBench } from "./api";
import { bundleTable, measureBundles, type RouteBundle } from "./bundle";
import { type LighthouseResult, lighthouseTable, runLighthouse } from "./lighthouse";
import { runSearchBench, searchTable, writeSearchResults } from "./search";
import { BENCH_CLIENT, BENCH_MANIFEST, buildForBench, machine, startBenchSite, stopBenchSite } from "./site";
import { checkTargets, targetsTable } from "./targets";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const port = arg("port", 5176);
const duration = arg("duration", 10);

const firstBlog = blogEntries[0];
if (!firstBlog) throw new Error("no blog entry to measure");
const lighthousePaths = ["/", "/pricing/web", "/features/web", `/blog/${blogId(firstBlog)}`, "/affiliates"];

console.log("bench: production build (npm run build) into .wrangler/bench/dist ...");
await buildForBench();
const bundles: RouteBundle[] = measureBundles(BENCH_MANIFEST, BENCH_CLIENT);

console.log("bench: starting the Worker (wrangler dev on the build, seeded D1, fake captcha) ...");
const site = await startBenchSite(port);
let lighthouse: LighthouseResult[];
let api: ApiMeasurement[];
try {
  // Lighthouse first, while nothing else loads the two cores.
  console.log(`bench: Lighthouse (mobile) on ${lighthousePaths.join(", ")} ...`);
  lighthouse = await runLighthouse(site.baseURL, lighthousePaths);
  console.log(`bench: API at ${CONNECTIONS} connections, ${duration} s per route ...`);
  api = await runApiBench(site, duration);
} finally {
  await stopBenchSite(site);
}

const targets = checkTargets({ lighthouse, bundles, api });
const host = machine();
const markdown = [
  `Run ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC on ${host.cpu}, ${host.memoryGiB} GiB, ${host.os}, Node ${host.node}.`,
  "",
  "**Lighthouse** (mobile preset, simulated throttling; local Worker, production build; median of 3 runs)",
  "",
  lighthouseTable(lighthouse),
  "",
  "**First-load JavaScript and CSS** (entry + the route's page chunk and their static imports)",
  "",
  bundleTable(bundles),
  "",
  `**API** (autocannon, ${CONNECTIONS} connections, ${duration} s per route, local workerd + D1; each route right after its own trivial run)`,
  "",
  apiTable(api),
  "",
  "**Targets**",
  "",
  targetsTable(targets),
].join("\n");

await mkdir("bench-results", { recursive: true });
await writeFile(
  "bench-results/latest.json",
  `${JSON.stringify({ date: new Date().toISOString(), machine: host, connections: CONNECTIONS, duration, lighthouse, bundles, api, targets }, null, 2)}\n`,
);
await writeFile("bench-results/latest.md", `${markdown}\n`);
console.log(`\n${markdown}\n\nWritten to bench-results/latest.json and bench-results/latest.md`);

if (process.argv.includes("--catalogues")) {
  const search = await runSearchBench({ port, duration, largeRows: arg("rows", 100_000) });
  await writeSearchResults(search);
  console.log(`\nSymbol search by catalogue size\n${searchTable(search)}\n\nWritten to bench-results/search.json`);
}
