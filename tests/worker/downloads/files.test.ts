import { env, SELF } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { downloadFilePath, MANIFEST_KEY } from "#common/api/downloads.ts";
import { publishRelease, sha256Hex } from "#scripts/lib/downloads.ts";
import { EFFECT_TEST_TIMEOUT_MS, EFFECT_TIMEOUT_MS } from "#tests/effects.ts";
import { createDb } from "#worker/db/client.ts";
import { downloadCounts } from "#worker/db/schema.ts";

const SITE = "https://ticksim.test";
const db = createDb(env.DB);

/** A file whose every byte says where it is: byte i is i mod 251. */
const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => i % 251);
const SIZE = 10_000;
const installer = bytesOf(SIZE);
const NEW = { version: "2.10.0", file: "TickSimSetup-2.10.0.exe" };
const OLD = { version: "2.9.3", file: "TickSimSetup-2.9.3.exe" };

const get = (path: string, init?: RequestInit) => SELF.fetch(`${SITE}${path}`, { redirect: "manual", ...init });
const newest = () => downloadFilePath(NEW.version, NEW.file);

async function countOf(version: string, file: string): Promise<number> {
  const row = await db
    .select()
    .from(downloadCounts)
    .where(and(eq(downloadCounts.version, version), eq(downloadCounts.file, file)))
    .get();
  return row?.count ?? 0;
}

/** The count is written after the answer (waitUntil): wait for it rather than for a fixed time. */
async function countReaches(version: string, file: string, expected: number): Promise<void> {
  await expect.poll(() => countOf(version, file), { timeout: EFFECT_TIMEOUT_MS }).toBe(expected);
}

beforeAll(async () => {
  await publishRelease(env.DOWNLOADS, {
    version: OLD.version,
    date: "2026-09-01",
    files: [{ name: OLD.file, bytes: bytesOf(500) }],
  });
  await publishRelease(env.DOWNLOADS, {
    version: NEW.version,
    date: "2026-11-16",
    files: [{ name: NEW.file, bytes: installer }],
  });
});

describe("GET /api/downloads", { timeout: EFFECT_TEST_TIMEOUT_MS }, () => {
  it("lists the manifest's versions newest first (2.10.0 before 2.9.3), with size and SHA-256", async () => {
    const res = await get("/api/downloads");
    expect(res.status).toBe(200);
    const { versions } = (await res.json()) as { versions: { version: string; files: unknown[] }[] };
    expect(versions.map((v) => v.version)).toEqual([NEW.version, OLD.version]);
    expect(versions[0]?.files).toEqual([
      { name: NEW.file, platform: "windows", size: SIZE, sha256: await sha256Hex(installer) },
    ]);
    expect(res.headers.get("cache-control")).toBe("public, max-age=60");
  });
});

describe("GET /download/{version}/{file}", { timeout: EFFECT_TEST_TIMEOUT_MS }, () => {
  it("streams the whole file as an attachment with its type, length, ETag, digest and a short cache", async () => {
    const res = await get(newest());
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(installer);
    expect(res.headers.get("content-type")).toBe("application/x-msdownload");
    expect(res.headers.get("content-length")).toBe(String(SIZE));
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${NEW.file}"`);
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    const digest = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", installer))));
    expect(res.headers.get("repr-digest")).toBe(`sha-256=:${digest}:`);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=9990-", 9990, SIZE - 1],
    ["bytes=-10", SIZE - 10, SIZE - 1],
    ["bytes=9000-20000", 9000, SIZE - 1],
  ])("answers Range %s with 206 and exactly those bytes", async (range, first, last) => {
    const res = await get(newest(), { headers: { Range: range } });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${first}-${last}/${SIZE}`);
    expect(res.headers.get("content-length")).toBe(String(last - first + 1));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(installer.slice(first, last + 1));
  });

  it.each(["bytes=10000-", "bytes=20000-30000", "bytes=-0"])(
    "answers a range outside the file (%s) with 416 and the file's size",
    async (range) => {
      const res = await get(newest(), { headers: { Range: range } });
      expect(res.status).toBe(416);
      expect(res.headers.get("content-range")).toBe(`bytes */${SIZE}`);
      expect((await res.arrayBuffer()).byteLength).toBe(0);
    },
  );

  it.each(["items=0-5", "bytes=5-2", "bytes=0-1,5-6", "bytes=x-"])(
    "ignores a Range it need not honour (%s) and sends the whole file",
    async (range) => {
      const res = await get(newest(), { headers: { Range: range } });
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(SIZE);
    },
  );

  it("honours a Range only while If-Range names the current ETag", async () => {
    const etag = (await get(newest(), { method: "HEAD" })).headers.get("etag") as string;
    const same = await get(newest(), { headers: { Range: "bytes=0-9", "If-Range": etag } });
    expect(same.status).toBe(206);
    await same.arrayBuffer();
    const changed = await get(newest(), { headers: { Range: "bytes=0-9", "If-Range": '"an-older-file"' } });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(SIZE);
  });

  it("answers If-None-Match with the current ETag by 304 and no body", async () => {
    const etag = (await get(newest(), { method: "HEAD" })).headers.get("etag") as string;
    const res = await get(newest(), { headers: { "If-None-Match": `"other", ${etag}` } });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    const stale = await get(newest(), { headers: { "If-None-Match": '"other"' } });
    expect(stale.status).toBe(200);
    await stale.arrayBuffer();
  });

  it("answers HEAD with the headers of the GET and no body", async () => {
    const whole = await get(newest(), { method: "HEAD" });
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-length")).toBe(String(SIZE));
    expect(whole.headers.get("content-type")).toBe("application/x-msdownload");
    expect((await whole.arrayBuffer()).byteLength).toBe(0);
    const part = await get(newest(), { method: "HEAD", headers: { Range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${SIZE}`);
    expect((await part.arrayBuffer()).byteLength).toBe(0);
  });

  it("serves an older version listed in the manifest", async () => {
    const res = await get(downloadFilePath(OLD.version, OLD.file));
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytesOf(500));
  });

  it.each([
    ["an unknown version", "/download/9.9.9/TickSimSetup-9.9.9.exe"],
    ["an unknown file of a known version", `/download/${NEW.version}/TickSimSetup.exe`],
    ["a file listed under another version", `/download/${OLD.version}/${NEW.file}`],
    ["the manifest itself", `/download/${NEW.version}/${MANIFEST_KEY}`],
    ["a version without a file", `/download/${NEW.version}`],
    ["a path deeper than a file", `${newest()}/more`],
  ])("answers %s with the not-found page and status 404, listing the downloads that exist", async (_case, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Page not found");
    // In the answer itself, for a client that runs no script: every version, each file a link.
    const list = /<noscript><section><h2>Downloads that exist<\/h2><ul>(.*?)<\/ul><\/section><\/noscript><\/body>/.exec(
      html,
    )?.[1];
    expect(list).toContain(`<li>Version ${NEW.version} (2026-11-16): <a href="${newest()}">${NEW.file}</a></li>`);
    expect(list).toContain(`<a href="${downloadFilePath(OLD.version, OLD.file)}">${OLD.file}</a>`);
    expect(list?.indexOf(NEW.version)).toBeLessThan(list?.indexOf(OLD.version) ?? -1);
  });

  it("answers HEAD of an unknown file with 404 and no body", async () => {
    const res = await get("/download/9.9.9/TickSimSetup-9.9.9.exe", { method: "HEAD" });
    expect(res.status).toBe(404);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it("answers 404, not a server error, when the manifest lists a file the bucket lacks", async () => {
    const bucket = env.DOWNLOADS;
    await publishRelease(bucket, {
      version: "3.0.0",
      date: "2026-11-20",
      files: [{ name: "Gone.exe", bytes: bytesOf(10) }],
    });
    await bucket.delete("3.0.0/Gone.exe");
    const res = await get("/download/3.0.0/Gone.exe");
    expect(res.status).toBe(404);
    await res.arrayBuffer();
  });
});

describe("the download count", { timeout: EFFECT_TEST_TIMEOUT_MS }, () => {
  it("counts a whole download and the first part of a ranged one, per version and file", async () => {
    const before = await countOf(OLD.version, OLD.file);
    await (await get(downloadFilePath(OLD.version, OLD.file))).arrayBuffer();
    await countReaches(OLD.version, OLD.file, before + 1);
    await (await get(downloadFilePath(OLD.version, OLD.file), { headers: { Range: "bytes=0-99" } })).arrayBuffer();
    await countReaches(OLD.version, OLD.file, before + 2);
  });

  it("does not count a resumed part, a HEAD, a 304, a 416 or an unknown file", async () => {
    const path = newest();
    const etag = (await get(path, { method: "HEAD" })).headers.get("etag") as string;
    // A whole download last, so the count is known to have been written once it shows.
    const before = await countOf(NEW.version, NEW.file);
    const requests: RequestInit[] = [
      { headers: { Range: "bytes=100-" } },
      { method: "HEAD" },
      { headers: { "If-None-Match": etag } },
      { headers: { Range: "bytes=50000-" } },
    ];
    for (const init of requests) {
      await (await get(path, init)).arrayBuffer();
    }
    await (await get("/download/9.9.9/TickSimSetup-9.9.9.exe")).arrayBuffer();
    await (await get(path)).arrayBuffer();
    await countReaches(NEW.version, NEW.file, before + 1);
    expect(await countOf("9.9.9", "TickSimSetup-9.9.9.exe")).toBe(0);
  });
});
