import type { Context } from "hono";
import { DEFAULT_LOCALE, localizedPath, splitLocale } from "#common/locales.ts";
import { htmlFileFor, matchLocalized, shellPathFor } from "#common/routes.ts";
import { type AppEnv, createRouter } from "./app";
import { withVisitorCurrency } from "./currency";
import { withLanguageSuggestion } from "./language";
import { withVisitorPlatform } from "./platform";
import { pinVersion } from "./version-affinity";

/** Hashed build output: safe to cache for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed files: always revalidated, so a deploy shows at once. */
const REVALIDATE = "public, max-age=0, must-revalidate";
/**
 * HTML: every answer carries its own script nonce (worker/security.ts), so no shared cache may
 * keep one, and it has no validators: a 304 would pair a stored page's old nonce with a new policy.
 */
const HTML_CACHE = "private, no-cache";

async function asset(c: Context<AppEnv>, file: string): Promise<Response | undefined> {
  // Set as a path, never resolved as a reference: "//host" in a request path must stay a path.
  const url = new URL(c.req.url);
  url.pathname = file;
  url.search = "";
  const headers = new Headers(c.req.raw.headers);
  // A page is always whole and fresh: its nonce is new each time (and a download's Range is not its own).
  if (file.endsWith(".html")) for (const name of ["If-None-Match", "If-Modified-Since", "Range"]) headers.delete(name);
  const res = await c.env.ASSETS.fetch(new Request(url, { headers }));
  return res.status === 404 ? undefined : res;
}

function html(res: Response, status = res.status): Response {
  const out = new Response(res.body, { status, headers: res.headers });
  out.headers.set("Cache-Control", HTML_CACHE);
  for (const name of ["ETag", "Last-Modified"]) out.headers.delete(name);
  return out;
}

/**
 * An unknown path: the main site address (the spec), or, under a language's prefix (/de/xyz), that
 * language's home page, so a visitor who reads German is not sent to English (decision 073).
 */
function redirectUnknown(c: Context<AppEnv>): Response {
  const locale = splitLocale(c.req.path)?.locale ?? DEFAULT_LOCALE;
  const home = locale === DEFAULT_LOCALE ? c.env.SITE_URL : new URL(localizedPath(locale, "/"), c.env.SITE_URL).href;
  return c.redirect(home, 302);
}

/**
 * A hashed file this build does not have: another version's chunk, asked for by a page of that
 * version (decision 080). A 404 makes the page's import fail where it can reload itself; a redirect
 * to the home page would answer HTML to a script request. Never stored: the other version may
 * still serve it.
 */
const missingAsset = (c: Context<AppEnv>) => c.text("Not found", 404, { "Cache-Control": "no-store" });

/** The SPA's not-found page (its prerendered file) with status 404. */
export async function notFoundPage(c: Context<AppEnv>): Promise<Response> {
  const notFound = (await asset(c, "/404.html")) ?? (await asset(c, "/index.html"));
  return notFound ? html(notFound, 404) : c.text("Not found", 404);
}

/**
 * Navigations and files. Known routes answer their prerendered HTML; real files are served
 * with cache headers; a missing build file is a 404; any other path is redirected to the main
 * site address, or to its language's home page.
 */
export const edge = createRouter();

// Every page answer pins the visit to the version that served it (decision 080).
edge.use("*", async (c, next) => {
  await next();
  if (c.res.headers.get("Content-Type")?.startsWith("text/html")) pinVersion(c);
});

/** With INDEXING "off" (staging) no crawler is welcome anywhere, whatever the build's robots.txt says. */
edge.get("/robots.txt", (c, next) =>
  c.env.INDEXING === "off" ? c.text("User-agent: *\nDisallow: /\n", 200, { "Cache-Control": REVALIDATE }) : next(),
);

edge.get("*", async (c) => {
  const path = c.req.path;
  // "/fr" is the French home page asked for without its slash.
  if (splitLocale(path) === undefined) return c.redirect(`${path}/`, 301);
  // A path under a language the page is not translated into, or under no language, is unknown.
  const match = matchLocalized(path);
  if (match) {
    const exact = await asset(c, htmlFileFor(path));
    if (exact) return withLanguageSuggestion(c, withVisitorPlatform(c, withVisitorCurrency(c, html(exact))), match);
    const hasParams = Object.keys(match.params).length > 0;
    if (hasParams && match.route.unknownParamIs404) return notFoundPage(c);
    // A parameter route's one shell, in the path's language (/fr/affiliates/resetpassword/[token]).
    const shellPath = localizedPath(match.locale, shellPathFor(match.route));
    const shell = (hasParams && (await asset(c, htmlFileFor(shellPath)))) || (await asset(c, "/index.html"));
    if (shell) return withVisitorPlatform(c, withVisitorCurrency(c, html(shell)));
    return c.text("Not built yet: run npm run build", 503);
  }
  // Prerendered pages are reached by their routes only; other paths may be real files.
  if (path.endsWith(".html")) return redirectUnknown(c);
  const file = await asset(c, path);
  if (!file) return path.startsWith("/assets/") ? missingAsset(c) : redirectUnknown(c);
  const res = new Response(file.body, file);
  res.headers.set("Cache-Control", path.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
  return res;
});

edge.all("*", redirectUnknown);
