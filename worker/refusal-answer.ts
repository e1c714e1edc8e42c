/**
 * The one place a service's `Refusal` becomes an HTTP answer (docs/decisions/082-one-refusal.md):
 * `route()` answers a refusal its handler returns or throws (as `Refused`) with `refusalAnswer`,
 * and middleware answers one with it too. No route maps a refusal's kind itself.
 */
import type { Context } from "hono";
import { Refusal, type RefusalKind } from "#worker/services/refusal.ts";
import type { AppEnv } from "./app";
import type { HttpError } from "./errors";
import { noStore } from "./requests";

/** The HTTP status of each kind of refusal. */
export const refusalStatus = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  limited: 429,
  unavailable: 503,
} as const satisfies Record<RefusalKind, HttpError["status"]>;

/**
 * A refusal on the wire, never stored by a cache: the spec's plain answer with a 200 where the
 * refusal carries one, otherwise the error mapper's shape, `{ error: message }` (plus the fields
 * the call documents beside it) with the kind's status.
 */
export function refusalAnswer(c: Context<AppEnv>, refusal: Refusal): Response {
  const { plain, fields } = refusal.details;
  if (plain !== undefined) return c.text(plain, 200, noStore);
  return c.json({ error: refusal.message, ...fields }, refusalStatus[refusal.kind], noStore);
}

/** A refusal met inside a handler's helpers (the console's audited actions), on its way to `route()`. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** A service's result, or its refusal thrown for `route()` to answer (from a helper that cannot return it). */
export function accepted<T>(outcome: T): Exclude<T, Refusal> {
  if (outcome instanceof Refusal) throw new Refused(outcome);
  return outcome as Exclude<T, Refusal>;
}
