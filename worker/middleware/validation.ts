/**
 * Request validation, built on Hono's own pieces: `@hono/zod-validator` validates and types
 * `c.req.valid(...)`, `hono/body-limit` refuses an oversized body while it streams. Our own part is
 * the exact content-type check (docs/decisions/006-validation-on-hono-middleware.md).
 */
import { zValidator } from "@hono/zod-validator";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod/mini";
import { MAX_JSON_BYTES } from "#common/api/call.ts";
import type { AppEnv } from "#worker/app.ts";
import { HttpError } from "#worker/errors.ts";

/** Refuses a body over `maxBytes` with a 413: by its declared length, or while it streams (a chunked body declares none). */
export const limitBody = (maxBytes: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, "Request body too large");
    },
  });

/**
 * Only `application/json` (parameters such as a charset allowed) is a JSON body, of at most
 * `maxBytes`. Hono's json validator would skip any other type and validate `{}` instead; a
 * look-alike such as `text/plain;application/json` must be a 415, or a cross-site form could post
 * JSON without a preflight.
 */
export const jsonOnly = (maxBytes = MAX_JSON_BYTES): MiddlewareHandler<AppEnv> => {
  const limit = limitBody(maxBytes);
  return async (c, next) => {
    const mediaType = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "application/json")
      throw new HttpError(415, "Expected a JSON body (Content-Type: application/json)");
    return limit(c, next);
  };
};

/** zod's issues go to the one error mapper (worker/errors.ts), which answers 400 with their messages. */
const rethrow = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) throw result.error;
};

/** Validates the JSON body with a contract schema; use after `jsonOnly`. Read it with `c.req.valid("json")`. */
export const validJson = <S extends z.ZodMiniType>(schema: S) => zValidator("json", schema, rethrow);

/** Validates the path parameters (already decoded by Hono). Read them with `c.req.valid("param")`. */
export const validParams = <S extends z.ZodMiniType>(schema: S) => zValidator("param", schema, rethrow);
