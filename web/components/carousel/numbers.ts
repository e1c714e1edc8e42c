/**
 * The carousel's numbers: the spec's (auto-cycle every 6000 ms, swipe after 16 px) and how long a
 * native scroll is taken to last without `scrollend` (decision 093). Apart from the component, so the e2e tests (plain Node, no Vite) can read them without loading its messages.
 */
export const CAROUSEL_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 16;
/** Where a browser sends no `scrollend`, a native scroll that sent no scroll event for this long is over. */
export const SCROLL_SETTLED_MS = 150;
