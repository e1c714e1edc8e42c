/**
 * Every showcase image and clip, by file name (web/public/media/showcase/<name>.svg|.webm), with
 * the crop its phone version (<name>-mobile.*) shows. Pure: scripts/media/showcase.ts writes the
 * files, the tests read the same list.
 */
import type { Facts } from "./facts";
import { type Report, report, reportScreen } from "./reports";
import { type RuleKind, ruleCardImage, ruleManagerCrop, ruleManagerScreen } from "./rules";
import type { Box } from "./svg";
import {
  type Layout,
  light,
  multiChartScreen,
  type Scene,
  type Variant,
  workspace,
  workspaceScreen,
} from "./workspace";

export interface Still {
  readonly svg: string;
  /** The phone's crop; none when the image is already readable small (the rule cards) or has a phone layout. */
  readonly crop?: Box;
  /** The screen laid out for a phone (PHONE units square), shown instead of a crop. */
  readonly phone?: string;
  /** The same screen in the other interface theme (the theme section compares them on purpose). */
  readonly themeOf?: string;
  /** The figures it prints and their inputs (written as <name>.facts.json); none for an image without figures. */
  readonly facts?: Facts;
}

/**
 * The moment the multi-chart screens' sessions have reached: Thursday 27 August 2026, 15:00 UTC,
 * the last week of the asset catalogue's history, with New York's session open (decision 067).
 */
const REPLAY_MOMENT = Date.UTC(2026, 7, 27, 15);

const landingCharts: Layout = {
  end: REPLAY_MOMENT,
  columns: 2,
  charts: [
    { symbol: "EURUSD", timeframe: "1h", seed: 40, sma: true },
    { symbol: "XAUUSD", timeframe: "4h", seed: 47 },
    { symbol: "US500", timeframe: "15m", seed: 54, sma: true },
    { symbol: "BTCUSD", timeframe: "1D", seed: 61 },
  ],
};
/** "Choose your interface": the two desktop interfaces, each in its own theme. */
const desktopDark: Layout = {
  end: REPLAY_MOMENT,
  interface: "classic",
  columns: 1,
  charts: [
    { symbol: "XAUUSD", timeframe: "1h", seed: 70, sma: true },
    { symbol: "GBPJPY", timeframe: "4h", seed: 71 },
  ],
};
const desktopLight: Layout = {
  end: REPLAY_MOMENT,
  interface: "modern",
  columns: 2,
  charts: [
    { symbol: "US500", timeframe: "1h", seed: 80 },
    { symbol: "EURUSD", timeframe: "4h", seed: 81, sma: true },
  ],
};
const themed: Layout = {
  end: REPLAY_MOMENT,
  columns: 1,
  charts: [{ symbol: "BTCUSD", timeframe: "4h", seed: 90, sma: true }],
};
const stock: Layout = {
  end: REPLAY_MOMENT,
  columns: 1,
  charts: [{ symbol: "AAPL", timeframe: "1D", seed: 95, sma: true }],
};
const DESKTOP_TAIL = "Offline";

/** A clip: a scene of the web app, the same scene in the desktop app (`-desktop`), or the statistics. */
export type Clip = Scene | `${Scene}-desktop` | "statistics";

export const clips: readonly Clip[] = [
  "replay",
  "orders",
  "indicators",
  "drawing",
  "risk",
  "timeframes",
  "calendar",
  "statistics",
  // The desktop pages show the desktop app.
  "replay-desktop",
  "orders-desktop",
  "drawing-desktop",
  "risk-desktop",
  "calendar-desktop",
];

/** The scene a workspace clip plays and the app it plays in. */
function sceneOf(clip: Exclude<Clip, "statistics">): { scene: Scene; variant: Variant } {
  return clip.endsWith("-desktop")
    ? { scene: clip.slice(0, -"-desktop".length) as Scene, variant: "desktop" }
    : { scene: clip as Scene, variant: "web" };
}

/** A frame of a clip at t (0..1); frame 0 is the clip's poster. */
export function clipFrame(clip: Clip, t: number): string {
  if (clip === "statistics") return report(t < 0.5 ? "growth" : "symbols");
  const { scene, variant } = sceneOf(clip);
  return workspace(scene, t, variant);
}

/** The figures a clip's poster prints. */
export function clipFacts(clip: Clip): Facts {
  if (clip === "statistics") return reportScreen("growth").facts;
  const { scene, variant } = sceneOf(clip);
  return workspaceScreen(scene, 0, variant).facts;
}

/** A clip's frame at t laid out for a phone. */
export function clipPhoneFrame(clip: Clip, t: number): string {
  if (clip === "statistics") return reportScreen(t < 0.5 ? "growth" : "symbols").phone;
  const { scene, variant } = sceneOf(clip);
  return workspaceScreen(scene, t, variant).phone;
}

export function stills(): Record<string, Still> {
  const lightened = ({ svg, phone, facts }: { svg: string; phone: string; facts: Facts }) => ({
    svg: light(svg),
    phone: light(phone),
    facts,
  });
  const out: Record<string, Still> = {
    multichart: multiChartScreen(landingCharts, "web"),
    "desktop-dark": multiChartScreen(desktopDark, "desktop", DESKTOP_TAIL),
    "desktop-light": lightened(multiChartScreen(desktopLight, "desktop", DESKTOP_TAIL)),
    "interface-dark": multiChartScreen(themed, "desktop", DESKTOP_TAIL),
    "interface-light": { ...lightened(multiChartScreen(themed, "desktop", DESKTOP_TAIL)), themeOf: "interface-dark" },
    "assets-desktop": multiChartScreen(stock, "desktop", DESKTOP_TAIL),
    "timeframes-desktop": workspaceScreen("timeframes", 1, "desktop"),
    "web-version": workspaceScreen("risk", 1, "web"),
    "rule-manager": { ...ruleManagerScreen(), crop: ruleManagerCrop },
  };
  for (const kind of ["setup", "entry", "exit"] as RuleKind[]) out[`rule-${kind}`] = { svg: ruleCardImage(kind) };
  // The desktop pages show the statistics in the desktop app's window (`-desktop`).
  for (const kind of ["growth", "detailed", "symbols", "timing", "risk", "montecarlo"] as Report[]) {
    out[`report-${kind}`] = reportScreen(kind);
    out[`report-${kind}-desktop`] = reportScreen(kind, "desktop");
  }
  return out;
}
