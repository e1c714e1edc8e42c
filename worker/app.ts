import { Hono } from "hono";
import type { Db } from "./db/client";

/** Bindings are typed once (from `wrangler types`); every router is `new Hono<AppEnv>()`. */
export type AppEnv = {
  Bindings: Env;
  Variables: { db: Db; requestId: string };
};

export const createRouter = () => new Hono<AppEnv>();
