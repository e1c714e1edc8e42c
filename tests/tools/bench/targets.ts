/** The quality targets (issues 9 and 20), checked against one bench run. */
import { splitLocale } from "#common/locales.ts";
import { pathTo } from "#common/routes.ts";
import { type ApiMeasurement, apiRoutes } from "./api.ts";
import type { RouteBundle } from "./bundle.ts";
import type { LighthouseResult } from "./lighthouse.ts";
import { markdownTable } from "./markdown.ts";

export interface TargetCheck {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

/** The English page of a measured path ("/fr/pricing" -> "/pricing"). */
const englishPath = (path: string) => splitLocale(path)?.rest ?? path;

interface Run {
  readonly lighthouse: readonly LighthouseResult[];
  readonly bundles: readonly RouteBundle[];
  readonly api: readonly ApiMeasurement[];
}

const KB = 1024;

interface LighthouseTarget {
  readonly target: string;
  readonly value: (r: LighthouseResult) => number;
  readonly ok: (v: number) => boolean;
  /** How a miss's value reads (the number as is when not given). */
  readonly show?: (v: number) => string;
}

const performance: LighthouseTarget = {
  target: "Lighthouse performance >= 99",
  value: (r) => r.performance,
  ok: (v) => v >= 99,
};

/** Checked on every page, after performance and the showcase pages' perfect score. */
const lighthouseTargets: readonly LighthouseTarget[] = [
  { target: "Lighthouse accessibility 100", value: (r) => r.accessibility, ok: (v) => v === 100 },
  { target: "Lighthouse best practices >= 95", value: (r) => r.bestPractices, ok: (v) => v >= 95 },
  { target: "Lighthouse SEO 100", value: (r) => r.seo, ok: (v) => v === 100 },
  { target: "LCP < 2.0 s", value: (r) => r.lcpMs, ok: (v) => v < 2000, show: (v) => `${(v / 1000).toFixed(2)} s` },
  { target: "CLS < 0.05", value: (r) => r.cls, ok: (v) => v < 0.05 },
];

export function checkTargets({ lighthouse, bundles, api }: Run): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const lh = ({ target, value, ok, show = String }: LighthouseTarget) => {
    const misses = lighthouse.filter((r) => !ok(value(r)));
    checks.push({
      target,
      measured: misses.length === 0 ? "every page" : misses.map((r) => `${r.path} ${show(value(r))}`).join(", "),
      met: misses.length === 0,
    });
  };
  lh(performance);
  // The pages a buyer sees first must be perfect, not just good, in every language.
  const showcase = ["/", "/desktop", "/pricing", "/blog"];
  const isShowcase = (path: string) => {
    const rest = englishPath(path);
    return showcase.includes(rest) || /^\/(pricing|blog)\//.test(rest);
  };
  const notPerfect = lighthouse.filter((r) => isShowcase(r.path) && r.performance < 100);
  checks.push({
    target: "Lighthouse performance 100 on /, /desktop, /pricing/*, /blog and its articles, in every language",
    measured: notPerfect.length === 0 ? "every one" : notPerfect.map((r) => `${r.path} ${r.performance}`).join(", "),
    met: notPerfect.length === 0,
  });
  for (const target of lighthouseTargets) lh(target);
  // Long German words and CJK text must not move anything (issue 29, item 8).
  const shifted = lighthouse.filter((r) => englishPath(r.path) !== r.path && r.cls > 0);
  checks.push({
    target: "CLS 0 on every translated page measured",
    measured: shifted.length === 0 ? "every one" : shifted.map((r) => `${r.path} ${r.cls}`).join(", "),
    met: shifted.length === 0,
  });

  const firstLoad = (path: string, limitKb: number) => {
    const kb = (bundles.find((b) => b.route === path)?.js.gzip ?? Number.POSITIVE_INFINITY) / KB;
    checks.push({
      target: `first-load JS of ${path} <= ${limitKb} KB gzip`,
      measured: `${kb.toFixed(1)} KB`,
      met: kb <= limitKb,
    });
  };
  firstLoad(pathTo("home"), 90);
  // A page ships only its own language's messages (decision 054).
  const english = new Map(bundles.map((b) => [b.route, b.js.gzip]));
  const heavier = bundles.filter((b) => b.js.gzip - (english.get(englishPath(b.route)) ?? b.js.gzip) > 3 * KB);
  checks.push({
    target: "first-load JS of every page in every language <= its English page's + 3 KB gzip",
    measured:
      heavier.length === 0
        ? "every one"
        : heavier
            .map((b) => `${b.route} +${((b.js.gzip - (english.get(englishPath(b.route)) ?? 0)) / KB).toFixed(1)} KB`)
            .join(", "),
    met: heavier.length === 0,
  });
  for (const id of ["contact", "affiliates", "licence-reset"] as const) firstLoad(pathTo(id), 100);

  const apiTarget = (target: string, route: string, of: "trivial" | "floor", limit: number) => {
    const ratio = api.find((m) => m.route === route)?.[of]?.ratio ?? Number.POSITIVE_INFINITY;
    checks.push({ target, measured: `${ratio.toFixed(2)}x`, met: ratio <= limit });
  };
  apiTarget("search, cache miss <= 1.3x the D1 floor", apiRoutes.searchMiss, "floor", 1.3);
  apiTarget("licence reset <= 1.3x the D1 floor", apiRoutes.licenceReset, "floor", 1.3);
  apiTarget("transactions over 30 days of 10,000 rows <= 2x the D1 floor", apiRoutes.transactions30Days, "floor", 2);
  apiTarget("contact <= 3x the D1 floor", apiRoutes.contact, "floor", 3);
  apiTarget("search, cache hit <= 1.2x /api/health", apiRoutes.searchHit, "trivial", 1.2);
  apiTarget("contact limiter answer <= 1.2x /api/health", apiRoutes.contactLimited, "trivial", 1.2);
  apiTarget("licence limiter answer <= 1.2x /api/health", apiRoutes.licenceLimited, "trivial", 1.2);
  return checks;
}

export function targetsTable(checks: readonly TargetCheck[]): string {
  return markdownTable(
    [
      ["target", "left", (c) => c.target],
      ["measured", "left", (c) => c.measured],
      ["met", "centre", (c) => (c.met ? "yes" : "**no**")],
    ],
    checks,
  );
}
