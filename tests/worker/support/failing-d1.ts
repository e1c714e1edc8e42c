import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "#worker/index.ts";

/** A D1 whose every statement fails with `message`, so routes take their failure paths and log them. */
export function failingDb(message = "D1_ERROR: unavailable"): D1Database {
  const fail = () => Promise.reject(new Error(message));
  const statement = { bind: () => statement, first: fail, run: fail, all: fail, raw: fail };
  return {
    prepare: () => statement,
    batch: fail,
    exec: fail,
    withSession: () => failingDb(message),
    getBookmark: () => null,
  } as unknown as D1Database;
}

/** Sends `request` to the Worker on `db` and waits for its work after the answer too (waitUntil). */
export async function fetchWithDb(request: Request, db: D1Database): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
