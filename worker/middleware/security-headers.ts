/** Every answer's security headers and request id; the policies themselves are worker/security.ts. */
import type { MiddlewareHandler } from "hono";
import { withoutSecrets } from "#common/routes.ts";
import type { AppEnv } from "#worker/app.ts";
import { withRequestId } from "#worker/log.ts";
import { contentSecurityPolicy, newNonce, securityHeaders, withNonce } from "#worker/security.ts";

/** Sets the security headers on every answer, including files from the assets binding. */
export const withSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const requestId = crypto.randomUUID();
  c.set("requestId", requestId);
  await withRequestId(requestId, next);
  // Vite's dev server only: tests (MODE "test") get the production policy they are meant to check.
  const devServer = import.meta.env?.DEV === true && import.meta.env.MODE !== "test";
  const isHtml = (c.res.headers.get("Content-Type") ?? "").startsWith("text/html");
  const nonce = isHtml && !devServer ? newNonce() : undefined;
  // Answers from fetch() (the assets binding, redirects) have immutable headers: copy first.
  const res = nonce ? withNonce(c.res, nonce) : new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(securityHeaders)) res.headers.set(name, value);
  // A copy that must stay out of search engines (staging) says so on every answer, files included.
  if (c.env.INDEXING === "off") res.headers.set("X-Robots-Tag", "noindex");
  // A page whose address holds a secret (the reset link's token) sends no Referer, not even to us.
  if (withoutSecrets(c.req.path) !== c.req.path) res.headers.set("Referrer-Policy", "no-referrer");
  const csp = contentSecurityPolicy({ devServer, https: new URL(c.req.url).protocol === "https:", nonce });
  res.headers.set("Content-Security-Policy", csp);
  if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  c.res = undefined;
  c.res = res;
};
