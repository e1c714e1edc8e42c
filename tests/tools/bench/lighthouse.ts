/**
 * Lighthouse (mobile preset, simulated throttling) on the production build's pages, in Debian's
 * Chromium, at the address it is given (the bench gives it the Worker's answers replayed,
 * ./answer-replay.ts). Full reports go to bench-results/lighthouse/.
 */

import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "#scripts/lib/browser-args.ts";
import { markdownTable } from "./markdown.ts";

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** What the largest paint was, as Lighthouse names the element (the consent banner's text, a hero image...). */
  lcpElement: string;
  /** Every run's performance score, in the order they ran. */
  runs: number[];
  /**
   * Every run's `benchmarkIndex`, in the same order: the CPU speed Lighthouse measured before the
   * run. The two shared cores swing by a factor of two within one bench, and a page measured in a
   * slow stretch loses points the page did not cost (docs/performance.md, decision 088's section).
   */
  cpu: number[];
}

/** Lighthouse 12's "largest-contentful-paint-element": a list whose first table holds the element's node. */
interface LcpElementDetails {
  items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[];
}

function lcpElementOf(details: unknown): string {
  const node = (details as LcpElementDetails | undefined)?.items?.[0]?.items?.[0]?.node;
  const label = (node?.nodeLabel ?? "").replace(/\s+/g, " ").trim();
  return `${node?.selector ?? "?"}${label ? ` "${label.length > 40 ? `${label.slice(0, 40)}…` : label}"` : ""}`;
}

const REPORT_DIR = "bench-results/lighthouse";
const slug = (path: string) =>
  path === "/"
    ? "home"
    : path
        .slice(1)
        .replace(/[^\w-]+/g, "_")
        .slice(0, 60);

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/** A run's report until its page's median is known: `run-<target's position>-<run>.json`. */
const RUN_REPORT = /^run-\d+-\d+\.json$/;

/**
 * The kept reports' names, one per target: its slug, and its position too where two targets share one
 * (a slug is cut at 60 characters).
 */
export function reportNames(paths: readonly string[]): string[] {
  const slugs = paths.map(slug);
  return slugs.map((name, at) => (slugs.indexOf(name) === slugs.lastIndexOf(name) ? name : `${name}-${at}`));
}

/**
 * The median of `items` by `value`; of an even number, the lower of the middle two: the bench never
 * reports a page better than half of its runs.
 */
export function lowerMedian<T>(items: readonly T[], value: (item: T) => number): T | undefined {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor((items.length - 1) / 2)];
}

/** Times a page is audited again after a run Lighthouse itself calls broken. */
const RETRIES = 2;

/**
 * One Lighthouse run of a page. A run that ends in a runtime error (NO_NAVSTART and the like:
 * "Please run Lighthouse again") scores 0 for reasons outside the page, so it is retried; a page
 * that never yields a trace is an error, never a 0 in the table.
 */
async function audit(url: string, port: number) {
  for (let attempt = 0; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = run.lhr.runtimeError;
    if (!failure) return run;
    if (attempt === RETRIES) throw new Error(`Lighthouse failed on ${url}: ${failure.code} ${failure.message}`);
    console.log(`bench: Lighthouse ${failure.code} on ${url}; running it again`);
  }
}

/** A page to measure: its name in the tables, and the address Lighthouse loads. */
export interface LighthouseTarget {
  readonly path: string;
  readonly url: string;
}

/**
 * Runs per page by default: five, as Lighthouse's variability guide advises (the median of five
 * runs about halves the spread of one run).
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * The order of the runs: round after round, every target once per round. A page's runs are spread
 * over the whole measurement rather than run back to back, so a slow stretch of the shared cores
 * (their speed, Lighthouse's benchmarkIndex, swings by a factor of two within minutes) takes one
 * run of many pages, not every run of one page.
 */
export function inRounds<T>(targets: readonly T[], runs: number): { readonly target: T; readonly run: number }[] {
  return Array.from({ length: runs }, (_, run) => targets.map((target) => ({ target, run }))).flat();
}

interface Attempt {
  readonly result: Omit<LighthouseResult, "runs" | "cpu">;
  readonly cpu: number;
  /** Where the run's full report waits until the page's median run is known. */
  readonly report: string;
}

/**
 * Each target `runs` times, in rounds (`inRounds`); per target, the run with the median performance
 * score (`lowerMedian`) is reported and its full report kept (`reportNames`), as Lighthouse advises for variable machines: TBT in
 * particular multiplies whatever else the shared cores are doing at that moment.
 */
export async function runLighthouse(
  targets: readonly LighthouseTarget[],
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    await mkdir(REPORT_DIR, { recursive: true });
    // A bench stopped midway leaves its runs' reports: they are not this run's.
    for (const name of await readdir(REPORT_DIR)) if (RUN_REPORT.test(name)) await rm(`${REPORT_DIR}/${name}`);
    // By the target's position: two pages whose slugs agree (cut at 60 characters) keep their runs apart.
    const attempts: Attempt[][] = targets.map(() => []);
    for (const { target: at, run: i } of inRounds(
      targets.map((_, at) => at),
      runs,
    )) {
      const { path, url } = targets[at] as LighthouseTarget;
      const run = await audit(url, chrome.port);
      const { categories, audits } = run.lhr;
      const report = `${REPORT_DIR}/run-${at}-${i}.json`;
      await writeFile(report, JSON.stringify(run.lhr));
      attempts[at]?.push({
        report,
        cpu: Math.round(run.lhr.environment.benchmarkIndex),
        result: {
          path,
          performance: score(categories.performance?.score),
          accessibility: score(categories.accessibility?.score),
          bestPractices: score(categories["best-practices"]?.score),
          seo: score(categories.seo?.score),
          lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
          lcpElement: lcpElementOf(audits["largest-contentful-paint-element"]?.details),
        },
      });
    }
    const results: LighthouseResult[] = [];
    const names = reportNames(targets.map(({ path }) => path));
    for (const [at, { path }] of targets.entries()) {
      const own = attempts[at] ?? [];
      const median = lowerMedian(own, (attempt) => attempt.result.performance);
      if (!median) throw new Error(`no Lighthouse run for ${path}`);
      // The median run's full report, to find what a figure is made of (LCP element, long tasks, failed audits).
      await rename(median.report, `${REPORT_DIR}/${names[at]}.json`);
      await Promise.all(own.filter((a) => a !== median).map((a) => rm(a.report)));
      results.push({ ...median.result, runs: own.map((a) => a.result.performance), cpu: own.map((a) => a.cpu) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function lighthouseTable(rows: LighthouseResult[]): string {
  return markdownTable(
    [
      ["page", "left", (r) => r.path],
      ["perf", "right", (r) => r.performance],
      ["a11y", "right", (r) => r.accessibility],
      ["best pr.", "right", (r) => r.bestPractices],
      ["SEO", "right", (r) => r.seo],
      ["LCP", "right", (r) => `${(r.lcpMs / 1000).toFixed(2)} s`],
      ["TBT", "right", (r) => `${r.tbtMs} ms`],
      ["CLS", "right", (r) => r.cls],
      ["LCP element", "left", (r) => r.lcpElement.replaceAll("|", "\\|")],
      ["runs", "left", (r) => r.runs.join(" ")],
      ["CPU (benchmarkIndex)", "left", (r) => r.cpu.join(" ")],
    ],
    rows,
  );
}
