/**
 * npm run bench — the project's measurements, side by side in one run (reported, not timed
 * tests): Lighthouse (mobile) on every indexed page (each blog article included) beside the
 * Lighthouse floor (./lighthouse-floor.ts: the score of a page with nothing to do), first-load JS/CSS
 * of every route, and API latency
 * at 50 connections as ratios to GET /api/health and, for D1 routes, to the D1 floor
 * (GET /api/health/db). Writes the tables into docs/performance.md (its generated section
 * "bench"), the raw figures into bench-results/latest.json, and prints them.
 *
 * Options: --port N (default 5176), --duration S (seconds per API route, default 10),
 * --lighthouse-runs N (runs per page, in rounds over every page, the median reported; default 5),
 * --all-languages (Lighthouse on every translated page in every language, not only the sample),
 * --catalogues (also the symbol search on the seeded catalogue and on generated ones of --rows
 * N,M rows, default 100000,1000000: section "search" and bench-results/search.json),
 * --catalogues-only (only that, on the last bench build when there is one: it needs no new build),
 * --insights (also the console's charts on a generated shop of --orders N orders, default
 * 1000000: section "insights" and bench-results/insights.json), --insights-only (only that),
 * --pages /contact,/ (only Lighthouse, on those pages, on a fresh build: printed and written to
 * bench-results/lighthouse-pages.json, docs/performance.md untouched).
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { DEFAULT_LOCALE, locales, localizedPath } from "#common/locales.ts";
import { languagesOf, pathTo, routes } from "#common/routes.ts";
import { blogEntries, blogId } from "#web/content/blog/index.ts";
import { type ApiMeasurement, apiTable, CONNECTIONS, runApiBench } from "./api.ts";
import { numberArg, numberListArg } from "./args.ts";
import { bundleTable, measureBundles, type RouteBundle } from "./bundle.ts";
import { insightsTable, runInsightsBench } from "./insights.ts";
import { LIGHTHOUSE_RUNS, lighthouseTable } from "./lighthouse.ts";
import { type LighthouseMeasure, runLighthouseBesideFloor } from "./lighthouse-floor.ts";
import { load, PERFORMANCE_DOC, runLine, writeSection } from "./report.ts";
import { runSearchBench, searchTable } from "./search.ts";
import { BENCH_CLIENT, BENCH_MANIFEST, buildForBench, machine, startBenchSite, stopBenchSite } from "./site.ts";
import { checkTargets, targetsTable } from "./targets.ts";

const port = numberArg("port", 5176);
const duration = numberArg("duration", 10);

const lighthouseRuns = numberArg("lighthouse-runs", LIGHTHOUSE_RUNS);

const indexed = routes.filter((route) => route.robots.startsWith("index") && !route.path.includes(":"));

/** The pages measured in every language (issue 29): the home page, the pricing pages and a features page. */
const languageSample = new Set(["home", "pricing", "pricing-web", "pricing-desktop", "features-web"]);
const allLanguages = process.argv.includes("--all-languages");

/**
 * Every page a visitor can land on: the indexed routes, a parameter route once per article; and
 * in each other language, the sample's translated pages (every translated page with --all-languages).
 */
const lighthousePaths = [
  ...indexed.map((r) => r.path),
  ...blogEntries.map((entry) => pathTo("blog-post", { id: blogId(entry) })),
  ...locales
    .filter((locale) => locale !== DEFAULT_LOCALE)
    .flatMap((locale) =>
      indexed
        .filter((route) => (allLanguages || languageSample.has(route.id)) && languagesOf(route).includes(locale))
        .map((route) => localizedPath(locale, route.path)),
    ),
];

/** `--pages /a,/b`: the pages to measure alone, or none. */
function pagesArg(): string[] {
  const i = process.argv.indexOf("--pages");
  return i >= 0 ? (process.argv[i + 1] ?? "").split(",").filter((path) => path.startsWith("/")) : [];
}

/** How complete the replay was (decision 086): requests the Worker still answered while Lighthouse measured. */
const replayLine = (missed: number) =>
  `The pages' answers were recorded from the Worker and replayed (decision 086); ${missed} request${missed === 1 ? "" : "s"} of the runs reached the Worker.`;

/** Lighthouse alone on a few pages (a fresh build): to measure a change without the whole bench. */
async function pagesBench(paths: readonly string[]): Promise<void> {
  const loadBefore = load();
  await buildForBench();
  // The pages need only the seed: the API bench's 10,000 sales are not loaded.
  const site = await startBenchSite(port, { prepare: async () => {} });
  let measured: LighthouseMeasure;
  try {
    measured = await runLighthouseBesideFloor(site.baseURL, paths, lighthouseRuns);
  } finally {
    await stopBenchSite(site);
  }
  const { floor, pages: lighthouse, missed } = measured;
  const loadAfter = load();
  await mkdir("bench-results", { recursive: true });
  await writeFile(
    "bench-results/lighthouse-pages.json",
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), loadBefore, loadAfter, floor, lighthouse, missed }, null, 2)}\n`,
  );
  console.log(
    `\n${runLine(loadBefore)}\n\n${lighthouseTable([floor, ...lighthouse])}\n\n${replayLine(missed)}\nWritten to bench-results/lighthouse-pages.json`,
  );
}

/** Lighthouse, bundles and API latency on a fresh build: section "bench". */
async function mainBench(): Promise<void> {
  const loadBefore = load();
  console.log("bench: production build (npm run build) into .wrangler/bench/dist ...");
  await buildForBench();
  const bundles: RouteBundle[] = measureBundles(BENCH_MANIFEST, BENCH_CLIENT);

  console.log("bench: starting the Worker (wrangler dev on the build, seeded D1, fake captcha) ...");
  const site = await startBenchSite(port);
  let measured: LighthouseMeasure;
  let api: ApiMeasurement[];
  try {
    // Lighthouse first, while nothing else loads the two cores.
    console.log(
      `bench: Lighthouse (mobile, median of ${lighthouseRuns}) on the floor page and ${lighthousePaths.join(", ")} ...`,
    );
    measured = await runLighthouseBesideFloor(site.baseURL, lighthousePaths, lighthouseRuns);
    console.log(`bench: API at ${CONNECTIONS} connections, ${duration} s per route ...`);
    api = await runApiBench(site, duration);
  } finally {
    await stopBenchSite(site);
  }

  const { floor, pages: lighthouse, missed } = measured;
  const targets = checkTargets({ lighthouse, bundles, api });
  const markdown = [
    runLine(loadBefore),
    "",
    `**Lighthouse** (mobile preset, simulated throttling; production build, the local Worker's answers replayed; median of ${lighthouseRuns} runs taken in rounds, each round the floor and then every page once; the first row is the floor: a page with nothing to do under the Worker's page headers, the best any page can score here; the last column is each run's CPU speed as Lighthouse measured it, its benchmarkIndex, which the shared cores move by a factor of two)`,
    "",
    lighthouseTable([floor, ...lighthouse]),
    "",
    replayLine(missed),
    "",
    "**First-load JavaScript and CSS** (entry + the route's page chunk and their static imports)",
    "",
    bundleTable(bundles),
    "",
    `**API** (autocannon, ${CONNECTIONS} connections, ${duration} s per route, local workerd + D1; each route right after its references: /api/health, and for D1 routes the D1 floor /api/health/db)`,
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
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), loadBefore, connections: CONNECTIONS, duration, floor, lighthouse, missed, bundles, api, targets }, null, 2)}\n`,
  );
  await writeSection("bench", markdown);
  console.log(`\n${markdown}\n\nWritten to ${PERFORMANCE_DOC} and bench-results/latest.json`);
}

/** The symbol search by catalogue size: section "search". */
async function catalogueBench(): Promise<void> {
  const loadBefore = load();
  if (!existsSync(BENCH_MANIFEST)) await buildForBench();
  const search = await runSearchBench({ port, duration, sizes: numberListArg("rows", [100_000, 1_000_000]) });
  await mkdir("bench-results", { recursive: true });
  await writeFile(
    "bench-results/search.json",
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), loadBefore, connections: CONNECTIONS, search }, null, 2)}\n`,
  );
  const table = [runLine(loadBefore), "", searchTable(search)].join("\n");
  await writeSection("search", table);
  console.log(
    `\nSymbol search by catalogue size\n${table}\n\nWritten to ${PERFORMANCE_DOC} and bench-results/search.json`,
  );
}

/** The console's charts on a generated 1,000,000-order shop: section "insights". */
async function insightsBench(): Promise<void> {
  const loadBefore = load();
  if (!existsSync(BENCH_MANIFEST)) await buildForBench();
  const insights = await runInsightsBench({ port, duration, orders: numberArg("orders", 1_000_000) });
  await mkdir("bench-results", { recursive: true });
  await writeFile(
    "bench-results/insights.json",
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), loadBefore, connections: CONNECTIONS, insights }, null, 2)}\n`,
  );
  const table = [runLine(loadBefore), "", insightsTable(insights)].join("\n");
  await writeSection("insights", table);
  console.log(`\nConsole charts\n${table}\n\nWritten to ${PERFORMANCE_DOC} and bench-results/insights.json`);
}

const pages = pagesArg();
const only = pages.length > 0 || process.argv.some((arg) => arg === "--catalogues-only" || arg === "--insights-only");
if (pages.length > 0) await pagesBench(pages);
if (!only) await mainBench();
if (process.argv.includes("--catalogues") || process.argv.includes("--catalogues-only")) await catalogueBench();
if (process.argv.includes("--insights") || process.argv.includes("--insights-only")) await insightsBench();
