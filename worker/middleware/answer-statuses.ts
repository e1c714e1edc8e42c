/**
 * Writes every answer's status with the version that gave it to Analytics Engine (the ANSWERS
 * dataset), so the rollout's gate reads the new version's own rate of 5xx answers
 * (scripts/deploy/error-rate.ts). Cloudflare's invocation analytics count only what the Worker did
 * not catch; `onError` turns a thrown error into a 500 answer, which they never see.
 *
 * One point per answer: index1 and blob1 the version id, double1 the status. Writing is
 * fire-and-forget (the binding buffers it); a binding that throws never changes the answer.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app.ts";
import { logEvent } from "#worker/log.ts";

export const recordAnswerStatus: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const version = c.env.CF_VERSION_METADATA?.id ?? "unknown";
  try {
    c.env.ANSWERS.writeDataPoint({ indexes: [version], blobs: [version], doubles: [c.res.status] });
  } catch (error) {
    logEvent("warn", { event: "answers.unrecorded", message: String(error) });
  }
};
