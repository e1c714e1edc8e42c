/**
 * The browser's one way to the API: `callApi(call, options)`, typed from the call's entry in the
 * contract (common/api/<feature>.ts). The call gives the method, the path and how the answer is
 * read; a page adds only what the call leaves to it (path values, the body, headers, a signal).
 */
import type { z } from "zod/mini";
import { type ApiCall, type CallAnswer, type CallBody, type PathParamNames, pathOf } from "#common/api/call.ts";
import { config } from "./config";

/** A non-2xx answer (status 0: the network failed); `body` is its JSON, when it had one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** The API's address for a path; same origin unless VITE_API_BASE is set. */
export const apiUrl = (path: string) => `${config.apiBase}${path}`;

/** A value for each of the path's `:name` segments; a call whose path has none takes no `params`. */
type ParamsOption<C extends ApiCall> = [PathParamNames<C["path"]>] extends [never]
  ? { readonly params?: never }
  : { readonly params: Readonly<Record<PathParamNames<C["path"]>, string | number>> };

/** What the call's body schema accepts; a call without a body schema takes no `body`. */
type BodyOption<C extends ApiCall> = C["body"] extends z.ZodMiniType
  ? { readonly body: CallBody<C> }
  : { readonly body?: never };

export type CallOptions<C extends ApiCall> = ParamsOption<C> &
  BodyOption<C> & {
    readonly signal?: AbortSignal;
    /** Headers the call's feature adds (the affiliate's bearer token, an idempotency key). */
    readonly headers?: Readonly<Record<string, string>>;
  };

/** The options may be left out only when the call needs neither path values nor a body. */
type OptionsArgument<C extends ApiCall> =
  object extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

/** `pathOf` without its per-call typing: `callApi`'s own signature has already checked the values. */
const fillPath = pathOf as (call: ApiCall, params?: Readonly<Record<string, string | number>>) => string;

/**
 * Every POST declares a JSON body, even the one without (signout): the Worker takes no form
 * posts, and a cross-site page cannot send this type without a CORS preflight. A GET of JSON
 * says so in `Accept`.
 */
function contentHeaders(call: ApiCall): Record<string, string> {
  if (call.method === "POST") return { "Content-Type": "application/json" };
  return call.answer === "text" ? {} : { Accept: "application/json" };
}

/**
 * Sends `call` and reads its answer: the JSON validated with the call's answer schema, or the
 * text of a plain answer ('OK', 'KO1'...). Never from the HTTP cache. Throws `ApiError` on a
 * non-2xx answer (its JSON `error` as the message) and with status 0 when the network fails; an
 * abort rejects with the AbortError itself.
 */
export async function callApi<C extends ApiCall>(call: C, ...[options]: OptionsArgument<C>): Promise<CallAnswer<C>> {
  const { params, body, signal, headers } = (options ?? {}) as {
    readonly params?: Readonly<Record<string, string | number>>;
    readonly body?: unknown;
    readonly signal?: AbortSignal;
    readonly headers?: Readonly<Record<string, string>>;
  };
  const res = await send(fillPath(call, params), {
    method: call.method,
    headers: { ...contentHeaders(call), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  });
  const answer = call.answer === "text" ? await res.text() : call.answer.parse(await res.json());
  return answer as CallAnswer<C>;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { cache: "no-store", ...init });
  } catch (error) {
    if ((error as Error).name === "AbortError") throw error;
    throw new ApiError(0, "Network error");
  }
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    let message = text || res.statusText;
    let body: unknown;
    try {
      body = JSON.parse(text);
      message = (body as { error?: string }).error ?? message;
    } catch {
      // Plain-text error body.
    }
    throw new ApiError(res.status, message, body);
  }
  return res;
}
