/**
 * The operator console's gate: every path under /api/admin/ passes `operatorAccess` (mounted in
 * worker/index.ts before any router), so no admin route can be reached without an operator.
 */
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";
import { refusalAnswer } from "#worker/refusal-answer.ts";
import { noStore } from "#worker/requests.ts";
import { ACCESS_HEADER, operatorFor } from "#worker/services/admin/access.ts";
import { Refusal } from "#worker/services/refusal.ts";

/** Resolves the operator (or answers 401/403/503) and keeps every admin answer out of caches. */
export const operatorAccess: MiddlewareHandler<AppEnv> = async (c, next) => {
  const operator = await operatorFor(c.env, c.req.header(ACCESS_HEADER));
  if (operator instanceof Refusal) return refusalAnswer(c, operator);
  c.set("operator", operator);
  await next();
  c.header("Cache-Control", noStore["Cache-Control"]);
};

/** The operator of an admin request; `operatorAccess` guarantees one. */
export function operatorOf(c: Context<AppEnv>) {
  const operator = c.get("operator");
  if (!operator) throw new HttpError(401, "No operator");
  return operator;
}
