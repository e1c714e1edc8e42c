/** Health: the liveness and readiness routes uptime monitors call. */
import { z } from "zod/mini";
import { defineCalls } from "./call.ts";

export const healthCalls = defineCalls({
  /** Liveness: the Worker answers (no binding touched). */
  live: { method: "GET", path: "/api/health", answer: z.object({ status: z.literal("ok") }) },
  /** Readiness: one `select 1` on D1; 200 "ok", or 503 "unavailable" when D1 does not answer. */
  ready: {
    method: "GET",
    path: "/api/health/db",
    answer: z.object({ status: z.enum(["ok", "unavailable"]) }),
  },
});
