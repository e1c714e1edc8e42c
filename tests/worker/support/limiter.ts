import { it } from "vitest";

/** The limiters' period (wrangler.toml: every `[[ratelimits]]` counts per 60 s). */
const PERIOD_MS = 60_000;
/** The most a test's burst of requests may take, on a loaded CI machine. */
const BURST_MS = 15_000;

/**
 * A test of a rate limit, run inside one limiter window. Local limiters count in windows aligned
 * to the wall clock (miniflare keeps `floor(now / period)`), so a burst that crossed a minute
 * boundary started counting again halfway and its last request was let through: the test waits
 * for the next window when less than BURST_MS remain in this one (at most 15 s, a quarter of runs).
 */
export function itWithinOneLimiterWindow(name: string, test: () => Promise<void>): void {
  it(
    name,
    async () => {
      const left = PERIOD_MS - (Date.now() % PERIOD_MS);
      if (left < BURST_MS) await new Promise((resolve) => setTimeout(resolve, left + 100));
      await test();
    },
    BURST_MS + 30_000,
  );
}
