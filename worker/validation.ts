import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "./app";
import { HttpError } from "./errors";

/** Largest JSON body any route accepts: bigger ones are refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The body as text, refused with a 413 when it is over `maxBytes`: by its declared length before
 * reading, and by its real size after (a chunked body declares none).
 */
export async function boundedText(c: Context<AppEnv>, maxBytes: number): Promise<string> {
  if (Number(c.req.header("content-length") ?? "0") > maxBytes) throw new HttpError(413, "Request body too large");
  const text = await c.req.text();
  if (new TextEncoder().encode(text).byteLength > maxBytes) throw new HttpError(413, "Request body too large");
  return text;
}

/** Reads and validates a JSON body: malformed, oversized or wrongly typed bodies are 4xx, never 500. */
export async function jsonBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().includes("application/json")) {
    throw new HttpError(415, "Expected a JSON body (Content-Type: application/json)");
  }
  const text = await boundedText(c, MAX_BODY_BYTES);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Malformed JSON body");
  }
  return schema.parse(value);
}

/** Validates path parameters (already decoded by Hono) with a schema. */
export function params<S extends z.ZodType>(c: Context<AppEnv>, schema: S): z.infer<S> {
  return schema.parse(c.req.param());
}
