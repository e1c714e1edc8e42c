import type { Context } from "hono";
import {
  type DownloadVersion,
  downloadCalls,
  downloadFilePath,
  downloadFileRoute,
  downloadObjectKey,
} from "#common/api/downloads.ts";
import type { AppEnv } from "#worker/app.ts";
import { createRouter } from "#worker/app.ts";
import { chooseRange, contentRange, etagMatches, rangeStillValid, unsatisfiedRange } from "#worker/byte-range.ts";
import { notFoundPage } from "#worker/edge.ts";
import { logEvent } from "#worker/log.ts";
import { brandOf } from "#worker/mail/layout.ts";
import { rateLimited } from "#worker/middleware/rate-limit.ts";
import { clientIp, noStore } from "#worker/requests.ts";
import { route } from "#worker/route.ts";
import {
  contentTypeOf,
  countDownload,
  findFile,
  readManifest,
  requestDownloadLink,
} from "#worker/services/downloads.ts";
import { drainOutbox } from "#worker/services/mail.ts";
import { Refusal } from "#worker/services/refusal.ts";

/**
 * Short: a new release or a withdrawn one shows within minutes, and a file's ETag lets a cache
 * revalidate it cheaply after that.
 */
const SHORT_CACHE = "public, max-age=300";

/** The download list: the same for everyone, so a shared cache may keep it for a minute. */
const LIST_CACHE = "public, max-age=60";

/** RFC 9530's digest of the whole file, from the manifest's hex SHA-256. */
const reprDigest = (sha256: string) =>
  `sha-256=:${btoa(String.fromCharCode(...(sha256.match(/../g) ?? []).map((byte) => Number.parseInt(byte, 16))))}:`;

/**
 * The downloads that exist, as plain links: the not-found page lists them itself once its script
 * runs, and this is the same list for a client that runs none (a crawler, curl, a browser without
 * scripts). Versions, dates and file names are the manifest's, whose schema allows only letters,
 * digits, dots, hyphens and underscores in them: nothing to escape.
 */
const availableDownloads = (versions: readonly DownloadVersion[]) =>
  `<noscript><section><h2>Downloads that exist</h2><ul>${versions
    .map(
      (v) =>
        `<li>Version ${v.version} (${v.date}): ${v.files
          .map((f) => `<a href="${downloadFilePath(v.version, f.name)}">${f.name}</a>`)
          .join(", ")}</li>`,
    )
    .join("")}</ul></section></noscript>`;

/** The not-found page (404) with the downloads that exist written into it. */
async function downloadNotFound(c: Context<AppEnv>, versions: readonly DownloadVersion[]): Promise<Response> {
  const page = await notFoundPage(c);
  if (versions.length === 0 || !(page.headers.get("Content-Type") ?? "").startsWith("text/html")) return page;
  const html = await page.text();
  const end = html.lastIndexOf("</body>");
  const headers = new Headers(page.headers);
  headers.delete("Content-Length");
  const body = end < 0 ? html : `${html.slice(0, end)}${availableDownloads(versions)}${html.slice(end)}`;
  return new Response(body, { status: page.status, headers });
}

/** Any other address under /download/: a download that does not exist either. */
async function unknownDownload(c: Context<AppEnv>): Promise<Response> {
  const versions = await readManifest(c.env.DOWNLOADS);
  return downloadNotFound(c, versions instanceof Refusal ? [] : versions);
}

export const downloadsRouter = createRouter();

route(downloadsRouter, downloadCalls.list, async (c) => {
  const versions = await readManifest(c.env.DOWNLOADS);
  if (versions instanceof Refusal) return versions;
  return c.json({ versions: [...versions] }, 200, { "Cache-Control": LIST_CACHE });
});

route(
  downloadsRouter,
  downloadCalls.sendLink,
  rateLimited(
    (env) => env.DOWNLOAD_LINK_LIMITER,
    (c) => `download-link:${clientIp(c)}`,
    "Too many requests from this address; try again in a minute",
  ),
  (c) => {
    const { email, locale } = c.req.valid("json");
    // The same answer whether or not this address already had its link today; the mail goes out after it.
    c.executionCtx.waitUntil(
      requestDownloadLink(c.var.db, email, brandOf(c.env), locale)
        .then((queued) => (queued ? drainOutbox(c.env) : undefined))
        .catch((error: unknown) => logEvent("error", { event: "downloads.link_failed", reason: String(error) })),
    );
    return c.json({ status: "accepted" as const }, 202, noStore);
  },
);

/**
 * One installer, streamed from R2: ranges (206, or 416 past the end), ETag and If-None-Match
 * (304), its content type, as an attachment. HEAD gets the same headers without the body. A
 * version or file the manifest does not list gets the not-found page with what exists.
 */
async function serveFile(c: Context<AppEnv>): Promise<Response> {
  const version = c.req.param("version") ?? "";
  const name = c.req.param("file") ?? "";
  const versions = await readManifest(c.env.DOWNLOADS);
  // Not an API call: a browser's download gets a line of text, not the API's JSON refusal.
  if (versions instanceof Refusal) {
    return c.text("Downloads are unavailable; try again later", 503, { "Cache-Control": "no-store" });
  }
  const file = findFile(versions, version, name);
  if (!file) return downloadNotFound(c, versions);
  const key = downloadObjectKey(version, name);
  const stored = await c.env.DOWNLOADS.head(key);
  if (!stored) {
    // Listed but not uploaded: the manifest went out before its file.
    logEvent("error", { event: "downloads.object_missing", key });
    return downloadNotFound(c, versions);
  }

  const size = stored.size;
  const headers = new Headers({
    ETag: stored.httpEtag,
    "Cache-Control": SHORT_CACHE,
    "Last-Modified": stored.uploaded.toUTCString(),
    "Accept-Ranges": "bytes",
  });
  if (etagMatches(c.req.header("If-None-Match"), stored.httpEtag)) return new Response(null, { status: 304, headers });

  headers.set("Content-Type", contentTypeOf(name));
  headers.set("Content-Disposition", `attachment; filename="${name}"`);
  headers.set("Repr-Digest", reprDigest(file.sha256));
  const range = rangeStillValid(c.req.header("If-Range"), stored.httpEtag)
    ? chooseRange(c.req.header("Range"), size)
    : ({ kind: "full" } as const);
  if (range.kind === "unsatisfiable") {
    headers.set("Content-Range", unsatisfiedRange(size));
    return new Response(null, { status: 416, headers });
  }
  const offset = range.kind === "partial" ? range.offset : 0;
  const length = range.kind === "partial" ? range.length : size;
  headers.set("Content-Length", String(length));
  if (range.kind === "partial") headers.set("Content-Range", contentRange(offset, length, size));
  const status = range.kind === "partial" ? 206 : 200;
  if (c.req.method === "HEAD") return new Response(null, { status, headers });

  const object = await c.env.DOWNLOADS.get(key, { range: { offset, length } });
  if (!object) return notFoundPage(c);
  // A download is counted once, by the request that asks for its first byte; the count is
  // written after the answer has started, so the stream never waits for D1.
  if (offset === 0) {
    c.executionCtx.waitUntil(
      countDownload(c.var.db, version, name).catch((error: unknown) =>
        logEvent("error", { event: "downloads.count_failed", error: String(error) }),
      ),
    );
  }
  return new Response(object.body, { status, headers });
}

// Hono answers HEAD with the GET route (without a body); serveFile skips reading the file then.
downloadsRouter.get(downloadFileRoute.path, serveFile);
downloadsRouter.get("/download/:rest{.+}", unknownDownload);
