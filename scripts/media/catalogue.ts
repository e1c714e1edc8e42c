/**
 * Every showcase image and clip, by file name (web/public/media/showcase/<name>.svg|.webm), with
 * the crop its phone version (<name>-mobile.*) shows. Pure: scripts/media/showcase.ts writes the
 * files, the tests read the same list.
 */
import { type Report, report, reportCrops } from "./reports";
import { type RuleKind, ruleCardImage, ruleManager, ruleManagerCrop } from "./rules";
import { type Box, square } from "./svg";
import { type Layout, light, multiChart, type Scene, sceneCrops, workspace } from "./workspace";

export interface Still {
  readonly svg: string;
  /** The phone's crop; none when the image is already readable small (the rule cards). */
  readonly crop?: Box;
  /** The same screen in the other interface theme (the theme section compares them on purpose). */
  readonly themeOf?: string;
}

const landingCharts: Layout = {
  columns: 2,
  charts: [
    { symbol: "EURUSD", timeframe: "1h", seed: 40, sma: true },
    { symbol: "XAUUSD", timeframe: "4h", seed: 47 },
    { symbol: "US500", timeframe: "15m", seed: 54, sma: true },
    { symbol: "BTCUSD", timeframe: "1D", seed: 61 },
  ],
};
const desktopDark: Layout = {
  columns: 2,
  charts: [
    { symbol: "XAUUSD", timeframe: "1h", seed: 70, sma: true },
    { symbol: "GBPJPY", timeframe: "4h", seed: 71 },
  ],
};
const desktopLight: Layout = {
  columns: 2,
  charts: [
    { symbol: "US500", timeframe: "1h", seed: 80 },
    { symbol: "EURUSD", timeframe: "4h", seed: 81, sma: true },
  ],
};
const themed: Layout = { columns: 1, charts: [{ symbol: "BTCUSD", timeframe: "4h", seed: 90, sma: true }] };
const stock: Layout = { columns: 1, charts: [{ symbol: "AAPL", timeframe: "1D", seed: 95, sma: true }] };
const DESKTOP_TAIL = "Desktop · Offline";

export const clips: readonly (Scene | "statistics")[] = [
  "replay",
  "orders",
  "indicators",
  "drawing",
  "risk",
  "timeframes",
  "calendar",
  "statistics",
];

/** A frame of a clip at t (0..1); frame 0 is the clip's poster. */
export function clipFrame(clip: Scene | "statistics", t: number): string {
  if (clip === "statistics") return report(t < 0.5 ? "growth" : "symbols");
  return workspace(clip, t);
}

export function clipCrop(clip: Scene | "statistics"): Box {
  return clip === "statistics" ? reportCrops.growth : sceneCrops[clip];
}

export function stills(): Record<string, Still> {
  const out: Record<string, Still> = {
    multichart: { svg: multiChart(landingCharts, "web"), crop: square(560, 44) },
    "desktop-dark": { svg: multiChart(desktopDark, "desktop", DESKTOP_TAIL), crop: square(560, 44) },
    "desktop-light": { svg: light(multiChart(desktopLight, "desktop", DESKTOP_TAIL)), crop: square(560, 44) },
    "interface-dark": { svg: multiChart(themed, "desktop", DESKTOP_TAIL), crop: square(560, 44) },
    "interface-light": {
      svg: light(multiChart(themed, "desktop", DESKTOP_TAIL)),
      crop: square(560, 44),
      themeOf: "interface-dark",
    },
    "assets-desktop": { svg: multiChart(stock, "desktop", DESKTOP_TAIL), crop: square(560, 44) },
    "timeframes-desktop": { svg: workspace("timeframes", 1, "desktop"), crop: sceneCrops.timeframes },
    "web-version": { svg: workspace("risk", 1, "web"), crop: sceneCrops.risk },
    "rule-manager": { svg: ruleManager(), crop: ruleManagerCrop },
  };
  for (const kind of ["setup", "entry", "exit"] as RuleKind[]) out[`rule-${kind}`] = { svg: ruleCardImage(kind) };
  for (const kind of ["growth", "detailed", "symbols", "timing", "risk", "montecarlo"] as Report[]) {
    out[`report-${kind}`] = { svg: report(kind), crop: reportCrops[kind] };
  }
  return out;
}
