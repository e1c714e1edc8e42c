/**
 * Version affinity (decision 080): during a gradual deployment each request may go to either
 * version, so a page of one could ask the other for hashed chunks it never had. Cloudflare routes
 * every request carrying the same `Cloudflare-Workers-Version-Key` to the same version; a zone
 * Transform Rule sets that header from the `version-key` cookie, or, on a first request without
 * one, to a fresh UUID (docs/deploy.md, "Version affinity"). The page's answer keeps the key it was
 * routed by in that cookie, so the rest of the visit (its chunks, its next pages) goes where the
 * first page came from. A session cookie: strictly necessary to serve the site, and it says nothing
 * about the visitor.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./app";

export const VERSION_KEY_COOKIE = "version-key";
export const VERSION_KEY_HEADER = "Cloudflare-Workers-Version-Key";
/** A key the rule could have made (a UUID) or this Worker did; anything else is not echoed. */
const KEY = /^[A-Za-z0-9-]{16,64}$/;

const isKey = (value: string | undefined): value is string => value !== undefined && KEY.test(value);

/** Gives the answer (a page) the cookie of the key its request was routed by, unless the visit has one. */
export function pinVersion(c: Context<AppEnv>): void {
  if (isKey(getCookie(c, VERSION_KEY_COOKIE))) return;
  const routedBy = c.req.header(VERSION_KEY_HEADER);
  // Without the rule (locally, or before it is set up) there is no key yet: one made here pins the
  // rest of the visit as soon as the rule exists.
  const key = isKey(routedBy) ? routedBy : crypto.randomUUID();
  setCookie(c, VERSION_KEY_COOKIE, key, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: new URL(c.req.url).protocol === "https:",
  });
}
