/** The per-address limits (Cloudflare's rate limiting bindings) a route applies before it reads the body. */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";

/** A 429 with the message once the limiter refuses the key. */
export async function limit(limiter: RateLimit, key: string, message: string): Promise<void> {
  const { success } = await limiter.limit({ key });
  if (!success) throw new HttpError(429, message);
}

/** `limit` as a middleware, so a route refuses a flood before it parses the body. */
export const rateLimited =
  (limiter: (env: Env) => RateLimit, key: (c: Context<AppEnv>) => string, message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await limit(limiter(c.env), key(c), message);
    await next();
  };
