/**
 * Real visitors' Core Web Vitals (docs/decisions/051-real-visitor-web-vitals.md). The visit is
 * sampled here, in the entry, so an unsampled one loads nothing; a sampled one loads the reporter
 * (web-vitals and the beacon) once the page has loaded and the browser is idle, so measuring
 * takes nothing from the load it measures. A visitor who objects is never measured.
 */
import { visitorObjects } from "./objection";

/** Longest wait for an idle moment before the reporter loads anyway. */
export const IDLE_TIMEOUT_MS = 5000;

type Start = () => Promise<unknown>;

const loadReporter: Start = () => import("./reporter").then(({ startReporting }) => startReporting());

/** Schedules the reporter for a share `rate` of visits; answers whether this visit is one. */
export function reportVitalsWhenIdle(
  rate: number,
  win: Window = window,
  random = Math.random,
  start = loadReporter,
  objects = visitorObjects,
) {
  if (!(random() < rate) || objects(win)) return false;
  // A failed chunk load (offline, a new deploy) costs the visit nothing: it is only not measured.
  const run = () => void start().catch(() => {});
  const whenIdle = () =>
    typeof win.requestIdleCallback === "function"
      ? win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
      : win.setTimeout(run, 0);
  if (win.document.readyState === "complete") whenIdle();
  else win.addEventListener("load", whenIdle, { once: true });
  return true;
}
