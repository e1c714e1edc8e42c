/**
 * The spec's carousel numbers: auto-cycle every 6000 ms, swipe after 16 px. Apart from the
 * component, so the e2e tests (plain Node, no Vite) can read them without loading its messages.
 */
export const CAROUSEL_INTERVAL_MS = 6000;
export const SWIPE_THRESHOLD_PX = 16;
