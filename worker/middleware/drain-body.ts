import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app.ts";

/**
 * Reads to its end a request body the answer left unread (a 413 by declared length, a 415,
 * 401/403, 429, 503, an unknown API path...), outside production. `wrangler dev`'s proxy fails
 * the next request on the connection with a 500 "Network connection lost" when the Worker answers
 * without consuming the body (workers-sdk issue 15203; cancelling the stream is not enough, it
 * must be read), so local runs and the e2e suite would see 500s no deployed Worker gives.
 * Cloudflare's edge drops an unread body itself: production skips this. Registered first, so
 * every answer, thrown or returned, passes through it.
 */
export const drainUnreadBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const body = c.req.raw.body;
  if (c.env.ENVIRONMENT === "production" || !body || c.req.raw.bodyUsed || body.locked) return;
  const reader = body.getReader();
  try {
    while (!(await reader.read()).done) {
      // Each chunk is dropped as it comes.
    }
  } catch {
    // The client went away: nothing is left to read.
  }
};
