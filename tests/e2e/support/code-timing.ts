/**
 * When a page asked for its code, as the page itself records it (decision 064, 088): run in the
 * page by the e2e tests and by every engine's journeys. Self-contained, as a function handed to a
 * browser must be.
 */
export interface CodeTiming {
  /** The reported first contentful paint, ms from navigation; NaN while none is reported. */
  readonly firstPaint: number;
  /** Each of the site's scripts (/assets/*.js, the Intl warm-up included) and when it was asked for. */
  readonly scripts: readonly { readonly path: string; readonly start: number }[];
}

export const codeTiming = (): CodeTiming => ({
  firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  scripts: performance
    .getEntriesByType("resource")
    .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }))
    .filter(({ path }) => /^\/assets\/[^/]+\.js$/.test(path)),
});

/** Whether the paint was reported and every script of the site was asked for after it. */
export const codeAfterPaint = ({ firstPaint, scripts }: CodeTiming): boolean =>
  scripts.length > 0 && scripts.every(({ start }) => start > firstPaint);
