import { healthCalls } from "#common/api/health.ts";
import { createRouter } from "#worker/app.ts";

/** Liveness probe; also the trivial JSON route benchmarks compare the API against. */
export const healthRouter = createRouter().get(healthCalls.live.path, (c) => c.json({ status: "ok" as const }));
