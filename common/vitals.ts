/**
 * The web vitals a page reports and their bounds, as plain data: the beacon's contract
 * (common/api/vitals.ts) validates with them, and the browser's reporter (web/lib/vitals/) reads
 * them without loading a schema library.
 */

export const VITAL_NAMES = ["LCP", "INP", "CLS", "TTFB"] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/**
 * The largest figure taken of each metric: milliseconds, except CLS (a score without unit). A
 * page open for hours can report more; such a figure says nothing about loading or answering.
 */
export const VITAL_MAX: Readonly<Record<VitalName, number>> = { LCP: 60_000, INP: 60_000, CLS: 50, TTFB: 60_000 };

/** How the page was reached, as web-vitals names it (`navigationType`). */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
  "soft-navigation",
] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

/** A beacon carries at most this many figures: the four metrics, again after a back-forward restore. */
export const MAX_VITALS_PER_BEACON = 8;
