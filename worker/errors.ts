import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { en } from "zod/locales";
import { config, core } from "zod/mini";
import { Unavailable } from "#worker/services/unavailable.ts";
import type { AppEnv } from "./app";
import { logEvent } from "./log";

// The contract is zod/mini, which ships no messages (so the browser loads none); rules without a
// message of their own answer in zod's English here, as a 400's text.
config(en());

/** A refusal with the status and message the client should see; thrown by the HTTP layer only (decision 044). */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** "email: Incorrect email address; subject: Field is required" */
export function describeZodError(error: core.$ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}

/**
 * The one error mapper: validation errors are 400s with a clear message, refusals and
 * `Unavailable` failures keep their status, and anything else is a 500 that logs a request id and
 * says nothing internal.
 */
export function onError(err: Error, c: Context<AppEnv>): Response {
  if (err instanceof core.$ZodError) return c.json({ error: describeZodError(err) }, 400);
  if (err instanceof HttpError || err instanceof Unavailable) return c.json({ error: err.message }, err.status);
  if (err instanceof HTTPException) {
    if (err.status >= 500) return c.json({ error: "Internal error" }, 500);
    return c.json({ error: err.message || "Bad request" }, err.status);
  }
  const requestId = c.get("requestId") ?? "unknown";
  // Redacted: paths carry e-mails, licence keys and reset tokens; messages may quote them too.
  logEvent("error", { requestId, path: c.req.path, error: String(err), stack: err.stack });
  return c.json({ error: `Internal error (request ${requestId})` }, 500);
}
