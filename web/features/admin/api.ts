/**
 * The console's calls (common/api/admin.ts), each answer validated with its contract schema.
 * Failures are ApiErrors: 401/403/503 mean no operator, anything else the action's own message.
 */
import type { z } from "zod/mini";
import { adminCalls } from "#common/api/admin.ts";
import type { ApiCall } from "#common/api/call.ts";
import { getJson, postJson } from "#web/lib/api-client.ts";

type Answer<C extends ApiCall> = C["answer"] extends z.ZodMiniType ? z.infer<C["answer"]> : never;
type Body<C extends ApiCall> = C["body"] extends z.ZodMiniType ? z.input<C["body"]> : never;

/** GET a call at a built path (see pathOf). */
export const adminGet = <C extends ApiCall & { method: "GET"; answer: z.ZodMiniType }>(
  call: C,
  path: string,
  signal?: AbortSignal,
): Promise<Answer<C>> => getJson(path, call.answer, signal ? { signal } : {}) as Promise<Answer<C>>;

/** POST a call's JSON body at a built path. */
export const adminPost = <C extends ApiCall & { method: "POST"; answer: z.ZodMiniType }>(
  call: C,
  path: string,
  body: Body<C>,
  signal?: AbortSignal,
): Promise<Answer<C>> => postJson(path, body, call.answer, signal ? { signal } : {}) as Promise<Answer<C>>;

export { adminCalls };
