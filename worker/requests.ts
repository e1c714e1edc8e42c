/** Small request helpers every API router shares. */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "./app";
import { HttpError } from "./errors";

/** Answers about one person's data are never cached. */
export const noStore = { "Cache-Control": "no-store" } as const;

/** The caller's address as Cloudflare reports it. */
export const clientIp = (c: Context<AppEnv>) => c.req.header("CF-Connecting-IP") ?? "unknown";

/** A 429 with the message once the limiter refuses the key. */
export async function limit(limiter: RateLimit, key: string, message: string): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw new HttpError(429, message);
}

/** Bytes of a refused request's body read before the connection is given up instead. */
const DRAIN_BYTES = 64 * 1024;

/**
 * Reads and drops what a refused request still sends (up to DRAIN_BYTES, then cancels): an
 * answer sent while the client is still writing an unread body can reach it as a lost
 * connection instead of the 429 (seen under load in `wrangler dev`).
 */
async function discardBody(request: Request): Promise<void> {
  const reader = request.body?.getReader();
  if (!reader) return;
  let read = 0;
  try {
    while (read <= DRAIN_BYTES) {
      const chunk = await reader.read();
      if (chunk.done) return;
      read += chunk.value.byteLength;
    }
    await reader.cancel();
  } catch {
    // The client went away: nothing is left to drain.
  }
}

/** `limit` as a middleware, so a route refuses a flood before it parses the body. */
export const rateLimited =
  (limiter: (env: Env) => RateLimit, key: (c: Context<AppEnv>) => string, message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    try {
      await limit(limiter(c.env), key(c), message);
    } catch (refused) {
      await discardBody(c.req.raw);
      throw refused;
    }
    await next();
  };
