/**
 * Lighthouse (mobile preset, simulated throttling) on pages served by the local Worker from
 * the production build, in Debian's Chromium.
 */
import { mkdir, writeFile } from "node:fs/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../../tests/e2e/support/browser-args";

export interface LighthouseResult {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const REPORT_DIR = "bench-results/lighthouse";
const slug = (path: string) => (path === "/" ? "home" : path.slice(1).replace(/[^\w-]+/g, "_").slice(0, 60));

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(baseURL: string, paths: readonly string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const results: LighthouseResult[] = [];
    for (const path of paths) {
      const run = await lighthouse(new URL(path, baseURL).href, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = run.lhr;
      // The full report, to find what a figure is made of (LCP element, long tasks, failed audits).
      await mkdir(REPORT_DIR, { recursive: true });
      await writeFile(`${REPORT_DIR}/${slug(path)}.json`, JSON.stringify(run.lhr));
      results.push({
        path,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories["best-practices"]?.score),
        seo: score(categories.seo?.score),
        lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export function lighthouseTable(rows: LighthouseResult[]): string {
  const lines = [
    "| page | perf | a11y | best pr. | SEO | LCP | TBT | CLS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.path} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.tbtMs} ms | ${r.cls} |`,
    );
  }
  return lines.join("\n");
}
