/**
 * The one way an API call becomes a route: method, path, parameter and body schemas, content type
 * and body limit all come from the call's entry in the contract (common/api), and the handler's
 * answer is type-checked against the call's answer schema. A route file says only what is its
 * own: extra middleware (a rate limit, an operator check) and the handler. A service's refusal the
 * handler returns (or throws as `Refused`) is answered by `refusalAnswer`, the same for every route.
 */
import type { Context, Hono, MiddlewareHandler, TypedResponse } from "hono";
import type { ClientErrorStatusCode, ServerErrorStatusCode, StatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { AnswerSent, ApiCall, ValidBody, ValidParams } from "#common/api/call.ts";
import { Refusal } from "#worker/services/refusal.ts";
import type { AppEnv } from "./app";
import { jsonOnly, limitBody, validJson, validParams } from "./middleware/validation";
import { Refused, refusalAnswer } from "./refusal-answer";

/** What `c.req.valid(...)` yields inside a call's handler. */
type CallInput<C extends ApiCall> = {
  out: (C["params"] extends object ? { param: ValidParams<C> } : Record<never, never>) &
    (C["body"] extends object ? { json: ValidBody<C> } : Record<never, never>);
};

export type CallContext<C extends ApiCall> = Context<AppEnv, C["path"], CallInput<C>>;

/**
 * A response whose body the compiler knows: `c.json(...)` of the answer's shape, or `c.text(...)`;
 * or a refusal in the error mapper's shape (`{ error }`, plus what the call documents beside it).
 */
export type CallReply<C extends ApiCall> =
  | (C["answer"] extends "text"
      ? Response & TypedResponse<string, StatusCode, "text">
      : Response & TypedResponse<JSONParsed<AnswerSent<C>>, StatusCode, "json">)
  | (Response & TypedResponse<{ error: string }, ClientErrorStatusCode | ServerErrorStatusCode, "json">);

/** A call's handler: its answer, or a service's refusal for `refusalAnswer` to put on the wire. */
export type CallHandler<C extends ApiCall> = (
  c: CallContext<C>,
) => CallReply<C> | Refusal | Promise<CallReply<C> | Refusal>;

/** The handler with its refusals answered, returned or thrown. */
const answeringRefusals =
  <C extends ApiCall>(handler: CallHandler<C>) =>
  async (c: CallContext<C>): Promise<Response> => {
    try {
      const reply = await handler(c);
      return reply instanceof Refusal ? refusalAnswer(c, reply) : reply;
    } catch (error) {
      if (error instanceof Refused) return refusalAnswer(c, error.refusal);
      throw error;
    }
  };

/**
 * Registers `call` on `router`: `middleware` first (in order), then the path parameters, the
 * content type with the body limit, and the body, each validated from the contract; then
 * `handler`. A refusal anywhere before the handler is the one error mapper's 4xx; the handler's
 * own is `refusalAnswer`'s.
 */
export function route<C extends ApiCall>(
  router: Hono<AppEnv>,
  call: C,
  ...chain: [...middleware: MiddlewareHandler<AppEnv>[], handler: CallHandler<C>]
): void {
  // Hono types each step's context from the one before; here the call's types stand in for that
  // chain (CallContext), so the steps are registered untyped.
  const steps = chain.slice(0, -1) as MiddlewareHandler[];
  if (call.params) steps.push(validParams(call.params));
  if (call.body) steps.push(jsonOnly(call.bodyLimit), validJson(call.body));
  else if (call.bodyLimit !== undefined) steps.push(limitBody(call.bodyLimit));
  const handler = answeringRefusals(chain.at(-1) as CallHandler<C>) as unknown as MiddlewareHandler;
  const [first = handler, ...rest] = [...steps, handler];
  router.on(call.method, call.path, first, ...rest);
}
