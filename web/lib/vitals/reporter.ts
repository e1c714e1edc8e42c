/**
 * Measures the page's Core Web Vitals with web-vitals and sends them once the page is hidden
 * (the moment CLS, INP and LCP are final, and the last moment a visit is sure to run code):
 * one beacon with the route's id from the route table (never the URL, which may hold a token or
 * an e-mail), how the page was reached, and each figure once. No cookie goes with it
 * (`credentials: "omit"`) and nothing names the visitor: it is a performance measurement, not
 * analytics (decision 051).
 */
import { type Metric, onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import type { CallBody } from "#common/api/call.ts";
import type { vitalsCalls } from "#common/api/vitals.ts";
import { matchLocalized, notFoundMeta } from "#common/routes.ts";
import {
  MAX_VITALS_PER_BEACON,
  NAVIGATION_TYPES,
  type NavigationType,
  VITAL_MAX,
  type VitalName,
} from "#common/vitals.ts";
import { apiUrl } from "#web/lib/api-client.ts";
import { visitorObjects } from "./objection";

export type VitalsBeacon = CallBody<typeof vitalsCalls.report>;

/** The beacon's path, checked against the contract's without loading it. */
const BEACON_PATH: (typeof vitalsCalls)["report"]["path"] = "/api/vitals";

/** keepalive lets the request outlive the page; same origin and JSON, so no preflight and no cookie. */
export function postBeacon(beacon: VitalsBeacon): void {
  void fetch(apiUrl(BEACON_PATH), {
    method: "POST",
    keepalive: true,
    credentials: "omit",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(beacon),
  }).catch(() => {});
}

/** The id of the route the page was loaded at; its metrics describe that load. */
export function routeIdOf(path: string): string {
  return matchLocalized(path)?.route.id ?? notFoundMeta.id;
}

const navigationOf = (type: Metric["navigationType"]): NavigationType =>
  (NAVIGATION_TYPES as readonly string[]).includes(type) ? type : "navigate";

const isReported = (name: Metric["name"]): name is VitalName => name in VITAL_MAX;

/** Milliseconds to a tenth, CLS to a ten-thousandth: finer says nothing and only lengthens the beacon. */
const rounded = (name: VitalName, value: number) =>
  name === "CLS" ? Math.round(value * 1e4) / 1e4 : Math.round(value * 10) / 10;

interface Figure {
  readonly name: VitalName;
  readonly value: number;
  readonly navigation: NavigationType;
}

interface Watchers {
  readonly onCLS: typeof onCLS;
  readonly onINP: typeof onINP;
  readonly onLCP: typeof onLCP;
  readonly onTTFB: typeof onTTFB;
}

/** Starts measuring; `send`, `watchers` and `objects` are the browser's unless a test passes its own. */
export function startReporting(
  win: Window = window,
  send: (beacon: VitalsBeacon) => void = postBeacon,
  watchers: Watchers = { onCLS, onINP, onLCP, onTTFB },
  objects: (win: Window) => boolean = visitorObjects,
): void {
  const route = routeIdOf(win.location.pathname);
  const pending = new Map<string, Figure>();
  const sent = new Set<string>();

  const record = ({ id, name, value, navigationType }: Metric) => {
    // A figure goes once: a later report of the same measurement would count the visit twice.
    if (sent.has(id) || !isReported(name) || !(value >= 0 && value <= VITAL_MAX[name])) return;
    pending.set(id, { name, value: rounded(name, value), navigation: navigationOf(navigationType) });
  };

  const flush = () => {
    const figures = [...pending].slice(0, MAX_VITALS_PER_BEACON);
    pending.clear();
    const first = figures[0]?.[1];
    // The visitor may have refused analytics since the page loaded: nothing more is sent.
    if (!first || objects(win)) return;
    for (const [id] of figures) sent.add(id);
    send({ route, navigation: first.navigation, metrics: figures.map(([, { name, value }]) => ({ name, value })) });
  };

  watchers.onTTFB(record);
  watchers.onLCP(record);
  watchers.onCLS(record);
  watchers.onINP(record);
  // After web-vitals' own listeners (on window, capturing), so its final CLS, INP and LCP are in.
  win.document.addEventListener("visibilitychange", () => {
    if (win.document.visibilityState === "hidden") flush();
  });
  win.addEventListener("pagehide", flush);
}
