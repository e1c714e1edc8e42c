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
  /** The JSON answer, or "text" for the spec's plain answers ('OK', 'KO1', ...). */
  readonly answer: z.ZodMiniType | "text";
  /** "bearer": the affiliate's token in `Authorization`; "stripe-signature": a signed webhook. */
  readonly auth?: "bearer" | "stripe-signature";
}

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
