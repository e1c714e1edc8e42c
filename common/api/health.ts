/** Health: the liveness and readiness routes uptime monitors call. */
import { z } from "zod/mini";
import { defineCalls } from "./call.ts";

export const healthCalls = defineCalls({
  /**
   * Liveness: the Worker answers (no binding touched but the version's own metadata). `version` is
   * the id of the Worker version that answered: the rollout's smoke checks, pinned to a new version,
   * check that it was that version.
   */
  live: {
    method: "GET",
    path: "/api/health",
    answer: z.object({ status: z.literal("ok"), version: z.string() }),
  },
  /** Readiness: one `select 1` on D1; 200 "ok", or 503 "unavailable" when D1 does not answer. */
  ready: {
    method: "GET",
    path: "/api/health/db",
    answer: z.object({ status: z.enum(["ok", "unavailable"]) }),
  },
});
