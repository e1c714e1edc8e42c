/**
 * The operator console's API. Every path under /api/admin/ passes `operatorAccess` first (mounted
 * in worker/index.ts before any router), so no admin route can be reached without an operator;
 * each handler validates, calls a service in worker/services/admin/, and answers.
 */
import type { Context, MiddlewareHandler } from "hono";
import { adminCalls } from "#common/api/admin.ts";
import { type AppEnv, createRouter } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";
import { noStore } from "#worker/requests.ts";
import { ACCESS_HEADER, operatorFor } from "#worker/services/admin/access.ts";
import { overview } from "#worker/services/admin/overview.ts";

/** Resolves the operator (or answers 401/403/503) and keeps every admin answer out of caches. */
export const operatorAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("operator", await operatorFor(c.env, c.req.header(ACCESS_HEADER)));
  await next();
  c.header("Cache-Control", noStore["Cache-Control"]);
};

/** The operator of an admin request; `operatorAccess` guarantees one. */
export function operatorOf(c: Context<AppEnv>) {
  const operator = c.get("operator");
  if (!operator) throw new HttpError(401, "No operator");
  return operator;
}

const calls = adminCalls;

export const adminRouter = createRouter()
  .get(calls.me.path, (c) => c.json(operatorOf(c)))
  .get(calls.overview.path, async (c) => c.json(await overview(c.var.db)));
