import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type DownloadManifest, downloadManifest, MANIFEST_KEY } from "#common/api/downloads.ts";
import { publishRelease } from "#scripts/lib/downloads.ts";

const SITE = "https://ticksim.test";
const HASH = "a".repeat(64);
const aFile = { name: "TickSimSetup-1.0.0.exe", platform: "windows", size: 10, sha256: HASH };
const aVersion = { version: "1.0.0", date: "2026-01-02", files: [aFile] };

describe("the downloads manifest", () => {
  it("accepts versions with their files, sizes and SHA-256", () => {
    expect(downloadManifest.safeParse({ versions: [aVersion] }).success).toBe(true);
  });

  it.each([
    ["a version that is not major.minor.patch", { ...aVersion, version: "1.0" }],
    ["a date that is not a day", { ...aVersion, date: "2 January 2026" }],
    ["a version without files", { ...aVersion, files: [] }],
    ["a file name with a slash", { ...aVersion, files: [{ ...aFile, name: "../secret.exe" }] }],
    ["a SHA-256 that is not 64 hex digits", { ...aVersion, files: [{ ...aFile, sha256: "abc" }] }],
    ["a platform other than Windows", { ...aVersion, files: [{ ...aFile, platform: "macos" }] }],
    ["an empty file", { ...aVersion, files: [{ ...aFile, size: 0 }] }],
    ["a file listed twice", { ...aVersion, files: [aFile, aFile] }],
  ])("refuses %s", (_case, version) => {
    expect(downloadManifest.safeParse({ versions: [version] }).success).toBe(false);
  });

  it("refuses a version listed twice", () => {
    expect(downloadManifest.safeParse({ versions: [aVersion, aVersion] }).success).toBe(false);
  });

  it("lists nothing before anything is published", async () => {
    const res = await SELF.fetch(`${SITE}/api/downloads`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ versions: [] });
  });

  it("answers 503, never a 500, while the stored manifest breaks the schema, and serves no file from it", async () => {
    await publishRelease(env.DOWNLOADS, {
      version: "1.0.0",
      date: "2026-01-02",
      files: [{ name: aFile.name, bytes: new Uint8Array(10) }],
    });
    for (const broken of ["{not json", JSON.stringify({ versions: [{ ...aVersion, version: "one" }] })]) {
      await env.DOWNLOADS.put(MANIFEST_KEY, broken);
      const list = await SELF.fetch(`${SITE}/api/downloads`);
      expect(list.status).toBe(503);
      expect(await list.json()).toEqual({ error: "The download list is unavailable; try again later" });
      const file = await SELF.fetch(`${SITE}/download/1.0.0/${aFile.name}`);
      expect(file.status).toBe(503);
      await file.arrayBuffer();
    }
    await env.DOWNLOADS.delete(MANIFEST_KEY);
  });

  it("publishing refuses a file name the manifest would refuse, and uploads nothing", async () => {
    await expect(
      publishRelease(env.DOWNLOADS, {
        version: "4.0.0",
        date: "2026-01-02",
        files: [{ name: "a b.exe", bytes: new Uint8Array(3) }],
      }),
    ).rejects.toThrow();
    expect(await env.DOWNLOADS.head("4.0.0/a b.exe")).toBeNull();
  });
});

describe("publishing", () => {
  const release = (version: string) => ({
    version,
    date: "2026-11-20",
    files: [
      { name: `TickSimSetup-${version}.exe`, bytes: new Uint8Array(new TextEncoder().encode(`installer ${version}`)) },
    ],
  });

  it("never overwrites a manifest another publication wrote since it was read", async () => {
    const bucket = env.DOWNLOADS;
    await publishRelease(bucket, release("4.0.0"));
    // Another publication lands between this one's read and its write.
    const racing: typeof bucket = {
      get: async (...args: Parameters<typeof bucket.get>) => {
        const read = await bucket.get(...args);
        await publishRelease(bucket, release("4.0.1"));
        return read;
      },
      head: bucket.head.bind(bucket),
      put: bucket.put.bind(bucket),
    } as typeof bucket;
    await expect(publishRelease(racing, release("4.0.2"))).rejects.toThrow(/changed since it was read/);
    const listed = JSON.parse(await ((await bucket.get(MANIFEST_KEY)) as R2ObjectBody).text()) as DownloadManifest;
    expect(listed.versions.map((v) => v.version)).toEqual(expect.arrayContaining(["4.0.0", "4.0.1"]));
    expect(listed.versions.map((v) => v.version)).not.toContain("4.0.2");
  });

  it("refuses to list a file whose stored checksum is not the one computed", async () => {
    const bucket = env.DOWNLOADS;
    // A store that keeps other bytes than it was given (what R2's own sha256 check exists to stop).
    const corrupting = {
      get: bucket.get.bind(bucket),
      head: bucket.head.bind(bucket),
      put: (key: string, value: unknown, options?: R2PutOptions) =>
        key.endsWith(".exe") ? bucket.put(key, "other bytes") : bucket.put(key, value as string, options),
    } as unknown as typeof bucket;
    await expect(publishRelease(corrupting, release("5.0.0"))).rejects.toThrow(/stored with SHA-256/);
    const stored = await bucket.get(MANIFEST_KEY);
    expect(stored ? await stored.text() : "").not.toContain("5.0.0");
  });
});

describe("R2's conditional write, as publishing relies on it", () => {
  it("writes a key only while it is absent with etagDoesNotMatch '*', and only while unchanged with etagMatches", async () => {
    const bucket = env.DOWNLOADS;
    const first = await bucket.put("probe.json", "1", { onlyIf: { etagDoesNotMatch: "*" } });
    expect(first).not.toBeNull();
    expect(await bucket.put("probe.json", "2", { onlyIf: { etagDoesNotMatch: "*" } })).toBeNull();
    expect(await bucket.put("probe.json", "3", { onlyIf: { etagMatches: "not-its-etag" } })).toBeNull();
    expect(await bucket.put("probe.json", "4", { onlyIf: { etagMatches: first?.etag ?? "" } })).not.toBeNull();
    expect(await (await bucket.get("probe.json"))?.text()).toBe("4");
  });
});
