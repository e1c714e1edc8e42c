import type { z } from "zod/mini";
import { config } from "#web/config.ts";

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

interface Options {
  readonly signal?: AbortSignal;
  readonly headers?: Record<string, string>;
}

async function request(path: string, init: RequestInit): Promise<Response> {
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

const jsonInit = (method: string, body: unknown, options: Options): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json", ...options.headers },
  body: JSON.stringify(body),
  ...(options.signal ? { signal: options.signal } : {}),
});

/** GET a JSON answer, validated with its contract schema. */
export async function getJson<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: Options = {},
): Promise<z.infer<S>> {
  const res = await request(path, {
    headers: { Accept: "application/json", ...options.headers },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return schema.parse(await res.json());
}

/** POST JSON; the answer is validated when a schema is given. */
export async function postJson<S extends z.ZodMiniType>(
  path: string,
  body: unknown,
  schema?: S,
  options: Options = {},
): Promise<z.infer<S>> {
  const res = await request(path, jsonInit("POST", body, options));
  return schema ? schema.parse(await res.json()) : (undefined as z.infer<S>);
}

/** GET a plain-text answer ('OK', 'KO1', ...). */
export async function getText(path: string, options: Options = {}): Promise<string> {
  const res = await request(path, {
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  return res.text();
}

/** POST JSON and read a plain-text answer. */
export async function postText(path: string, body: unknown, options: Options = {}): Promise<string> {
  const res = await request(path, jsonInit("POST", body, options));
  return res.text();
}
