/** Durations in milliseconds, as Date.now() counts (Unix ms, no leap seconds). */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
