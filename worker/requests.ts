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

/** `limit` as a middleware, so a route refuses a flood before it reads the body. */
export const rateLimited =
  (limiter: (env: Env) => RateLimit, key: (c: Context<AppEnv>) => string, message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await limit(limiter(c.env), key(c), message);
    await next();
  };
