/** Health: the liveness route uptime monitors call. */
import { z } from "zod";
import { defineCalls } from "./call.ts";

export const healthCalls = defineCalls({
  live: { method: "GET", path: "/api/health", answer: z.object({ status: z.literal("ok") }) },
});
