/** The quality targets of issue 9, checked against one bench run. */
import type { ApiMeasurement } from "./api.ts";
import type { RouteBundle } from "./bundle.ts";
import type { LighthouseResult } from "./lighthouse.ts";

export interface TargetCheck {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

interface Run {
  readonly lighthouse: readonly LighthouseResult[];
  readonly bundles: readonly RouteBundle[];
  readonly api: readonly ApiMeasurement[];
}

const KB = 1024;

export function checkTargets({ lighthouse, bundles, api }: Run): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const lh = (
    target: string,
    value: (r: LighthouseResult) => number,
    ok: (v: number) => boolean,
    show: (v: number) => string,
  ) => {
    const misses = lighthouse.filter((r) => !ok(value(r)));
    checks.push({
      target,
      measured: misses.length === 0 ? "every page" : misses.map((r) => `${r.path} ${show(value(r))}`).join(", "),
      met: misses.length === 0,
    });
  };
  const plain = (v: number) => String(v);
  lh(
    "Lighthouse performance >= 95",
    (r) => r.performance,
    (v) => v >= 95,
    plain,
  );
  lh(
    "Lighthouse accessibility 100",
    (r) => r.accessibility,
    (v) => v === 100,
    plain,
  );
  lh(
    "Lighthouse best practices >= 95",
    (r) => r.bestPractices,
    (v) => v >= 95,
    plain,
  );
  lh(
    "Lighthouse SEO 100",
    (r) => r.seo,
    (v) => v === 100,
    plain,
  );
  lh(
    "LCP < 2.0 s",
    (r) => r.lcpMs,
    (v) => v < 2000,
    (v) => `${(v / 1000).toFixed(2)} s`,
  );
  lh(
    "CLS < 0.05",
    (r) => r.cls,
    (v) => v < 0.05,
    plain,
  );

  const home = bundles.find((b) => b.route === "/");
  const homeKb = (home?.js.gzip ?? Number.POSITIVE_INFINITY) / KB;
  checks.push({ target: "first-load JS of / <= 90 KB gzip", measured: `${homeKb.toFixed(1)} KB`, met: homeKb <= 90 });

  const ratio = (prefix: string) => api.find((m) => m.route.startsWith(prefix))?.ratio ?? Number.POSITIVE_INFINITY;
  const apiTarget = (target: string, prefix: string, limit: number) => {
    const r = ratio(prefix);
    checks.push({ target, measured: `${r.toFixed(2)}x`, met: r <= limit });
  };
  apiTarget("search p50 <= 1.5x trivial (cache miss)", "symbol search, cache miss", 1.5);
  apiTarget("search p50 <= 1.5x trivial (cache hit)", "symbol search, cache hit", 1.5);
  apiTarget("licence reset p50 <= 1.5x trivial", "licence reset", 1.5);
  apiTarget("transactions p50 <= 3x trivial", "affiliate transactions", 3);
  return checks;
}

export function targetsTable(checks: readonly TargetCheck[]): string {
  const lines = ["| target | measured | met |", "| --- | --- | :---: |"];
  for (const c of checks) lines.push(`| ${c.target} | ${c.measured} | ${c.met ? "yes" : "**no**"} |`);
  return lines.join("\n");
}
