import { Hono } from "hono";
import type { Operator } from "#common/api/admin.ts";
import type { Db } from "./db/client";
import type { AffiliateClaims } from "./services/affiliates/tokens";

/** Bindings are typed once (from `wrangler types`); every router is `new Hono<AppEnv>()`. */
export type AppEnv = {
  Bindings: Env;
  /**
   * `d1` is the request's D1 session and `db` drizzle on it (worker/middleware/d1-session.ts); `operator` is
   * set on /api/admin/* only (worker/middleware/operator-access.ts), `affiliate` on the partner's bearer calls
   * once the token's signature holds (worker/middleware/affiliate-token.ts).
   */
  Variables: { d1: D1DatabaseSession; db: Db; requestId: string; operator?: Operator; affiliate?: AffiliateClaims };
};

export const createRouter = () => new Hono<AppEnv>();
