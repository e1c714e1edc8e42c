/**
 * Every showcase image and clip, by file name (web/public/media/showcase/<name>.svg|.webm), with
 * the crop its phone version (<name>-mobile.*) shows. Pure: scripts/media/showcase.ts writes the
 * files, the tests read the same list.
 */
import type { Facts } from "./facts";
import { type Report, report, reportCrops, reportScreen } from "./reports";
import { type RuleKind, ruleCardImage, ruleManagerCrop, ruleManagerScreen } from "./rules";
import { type Box, square } from "./svg";
import { type Layout, light, multiChartScreen, type Scene, sceneCrops, workspace, workspaceScreen } from "./workspace";

export interface Still {
  readonly svg: string;
  /** The phone's crop; none when the image is already readable small (the rule cards). */
  readonly crop?: Box;
  /** The same screen in the other interface theme (the theme section compares them on purpose). */
  readonly themeOf?: string;
  /** The figures it prints and their inputs (written as <name>.facts.json); none for an image without figures. */
  readonly facts?: Facts;
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

/** The figures a clip's poster prints. */
export function clipFacts(clip: Scene | "statistics"): Facts {
  return clip === "statistics" ? reportScreen("growth").facts : workspaceScreen(clip, 0).facts;
}

export function clipCrop(clip: Scene | "statistics"): Box {
  return clip === "statistics" ? reportCrops.growth : sceneCrops[clip];
}

export function stills(): Record<string, Still> {
  const lightened = ({ svg, facts }: { svg: string; facts: Facts }) => ({ svg: light(svg), facts });
  const phone = square(560, 44);
  const out: Record<string, Still> = {
    multichart: { ...multiChartScreen(landingCharts, "web"), crop: phone },
    "desktop-dark": { ...multiChartScreen(desktopDark, "desktop", DESKTOP_TAIL), crop: phone },
    "desktop-light": { ...lightened(multiChartScreen(desktopLight, "desktop", DESKTOP_TAIL)), crop: phone },
    "interface-dark": { ...multiChartScreen(themed, "desktop", DESKTOP_TAIL), crop: phone },
    "interface-light": {
      ...lightened(multiChartScreen(themed, "desktop", DESKTOP_TAIL)),
      crop: phone,
      themeOf: "interface-dark",
    },
    "assets-desktop": { ...multiChartScreen(stock, "desktop", DESKTOP_TAIL), crop: phone },
    "timeframes-desktop": { ...workspaceScreen("timeframes", 1, "desktop"), crop: sceneCrops.timeframes },
    "web-version": { ...workspaceScreen("risk", 1, "web"), crop: sceneCrops.risk },
    "rule-manager": { ...ruleManagerScreen(), crop: ruleManagerCrop },
  };
  for (const kind of ["setup", "entry", "exit"] as RuleKind[]) out[`rule-${kind}`] = { svg: ruleCardImage(kind) };
  for (const kind of ["growth", "detailed", "symbols", "timing", "risk", "montecarlo"] as Report[]) {
    out[`report-${kind}`] = { ...reportScreen(kind), crop: reportCrops[kind] };
  }
  return out;
}
