/** Small request helpers every API router shares. */
import type { Context } from "hono";
import type { AppEnv } from "./app";

/** Answers about one person's data are never cached. */
export const noStore = { "Cache-Control": "no-store" } as const;

/** The caller's address as Cloudflare reports it. */
export const clientIp = (c: Context<AppEnv>) => c.req.header("CF-Connecting-IP") ?? "unknown";
