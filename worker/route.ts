/**
 * The one way an API call becomes a route: method, path, parameter and body schemas, content type
 * and body limit all come from the call's entry in the contract (common/api), and the handler's
 * answer is type-checked against the call's answer schema. A route file says only what is its
 * own: extra middleware (a rate limit, an operator check) and the handler.
 */
import type { Context, Hono, MiddlewareHandler, TypedResponse } from "hono";
import type { ClientErrorStatusCode, ServerErrorStatusCode, StatusCode } from "hono/utils/http-status";
import type { JSONParsed } from "hono/utils/types";
import type { AnswerSent, ApiCall, ValidBody, ValidParams } from "#common/api/call.ts";
import type { AppEnv } from "./app";
import { jsonOnly, limitBody, validJson, validParams } from "./validation";

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

export type CallHandler<C extends ApiCall> = (c: CallContext<C>) => CallReply<C> | Promise<CallReply<C>>;

/**
 * Registers `call` on `router`: `middleware` first (in order), then the path parameters, the
 * content type with the body limit, and the body, each validated from the contract; then
 * `handler`. A refusal anywhere before the handler is the one error mapper's 4xx.
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
  const [first = chain.at(-1) as MiddlewareHandler, ...rest] = [...steps, chain.at(-1) as MiddlewareHandler];
  router.on(call.method, call.path, first, ...rest);
}
