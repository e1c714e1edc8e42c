import { createRouter } from "#worker/app.ts";

/** Liveness probe; also the trivial JSON route benchmarks compare the API against. */
export const health = createRouter().get("/api/health", (c) => c.json({ status: "ok" }));
