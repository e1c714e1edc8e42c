/**
 * The shape of one API call: method, path pattern, what it takes and what it answers. Each
 * feature's contract (common/api/<feature>.ts) defines its calls with `defineCalls`; the Worker
 * registers its routes from them, the web clients build their URLs with `pathOf`, and the fuzz
 * test and the benches walk the table in common/api/calls.ts.
 */
import type { z } from "zod/mini";

export interface ApiCall {
  readonly method: "GET" | "POST";
  /** The spec's path, verbatim; `:name` segments are path parameters (Hono's and wouter's syntax). */
  readonly path: `/${string}`;
  /** Path parameters, validated as the text the path carries. */
  readonly params?: z.ZodMiniType;
  /** The JSON request body. */
  readonly body?: z.ZodMiniType;
  /**
   * The largest body accepted, in bytes; a call without a JSON body takes one only when this is
   * set (Stripe's webhook, read as its exact bytes). JSON bodies default to `MAX_JSON_BYTES`.
   */
  readonly bodyLimit?: number;
  /** The JSON answer, or "text" for the spec's plain answers ('OK', 'KO1', ...). */
  readonly answer: z.ZodMiniType | "text";
  /** "bearer": the affiliate's token in `Authorization`; "stripe-signature": a signed webhook. */
  readonly auth?: "bearer" | "stripe-signature";
}

/** Largest JSON body any call accepts unless it names its own `bodyLimit`. */
export const MAX_JSON_BYTES = 64 * 1024;

/** What a call's body schema accepts (before its transforms): what a client sends. */
export type CallBody<C extends ApiCall> = C["body"] extends z.ZodMiniType ? z.input<C["body"]> : never;

/** What a call's body schema yields (after its transforms): what a handler reads. */
export type ValidBody<C extends ApiCall> = C["body"] extends z.ZodMiniType ? z.output<C["body"]> : never;

/** What a call's path-parameter schema yields: what a handler reads. */
export type ValidParams<C extends ApiCall> = C["params"] extends z.ZodMiniType ? z.output<C["params"]> : never;

/** What a call answers: its schema's output (what a client reads), or the text of a plain answer. */
export type CallAnswer<C extends ApiCall> = C["answer"] extends z.ZodMiniType ? z.output<C["answer"]> : string;

/** What a handler may send for a call: the answer schema's input (a client parses it into `CallAnswer`). */
export type AnswerSent<C extends ApiCall> = C["answer"] extends z.ZodMiniType ? z.input<C["answer"]> : string;

export const defineCalls = <const T extends Record<string, ApiCall>>(calls: T): T => calls;

/** The names of a path pattern's `:name` segments, as a union type. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A call's path with its parameters filled in, each percent-encoded as one segment. */
export function pathOf<C extends Pick<ApiCall, "path">>(
  call: C,
  ...[params]: PathParamNames<C["path"]> extends never
    ? []
    : [Readonly<Record<PathParamNames<C["path"]>, string | number>>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pathOf ${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
