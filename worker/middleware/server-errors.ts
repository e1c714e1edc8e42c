/** Counts the Worker's 5xx answers for the server-errors alert (worker/services/alerts/server-errors.ts). */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app.ts";
import { createDb } from "#worker/db/client.ts";
import { countServerError } from "#worker/services/alerts/server-errors.ts";

/** Outermost middleware: it sees every answer's final status, the error mapper's 500s included. */
export const countServerErrors: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.res.status < 500) return;
  // Unlogged: a count fails when D1 does, and the 5xx it counts has logged that failure already.
  const write = countServerError(createDb(c.env.DB), Date.now()).catch(() => {});
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // Called without an execution context (a test's app.request): the write runs unawaited.
  }
};
