/**
 * Publishing a release into the downloads bucket (the Worker's DOWNLOADS binding): each file with
 * its SHA-256, then the manifest that lists it. The local seed, `npm run downloads:publish` and
 * the Worker's tests all publish this way, so what they serve is laid out as production's is.
 */
import {
  type DownloadManifest,
  type DownloadVersion,
  downloadManifest,
  downloadObjectKey,
  MANIFEST_KEY,
} from "#common/api/downloads.ts";

/** The part of an R2 bucket publishing uses (the Worker's binding, or wrangler's local proxy of it). */
export interface ReleaseBucket {
  get(key: string): Promise<{ text(): Promise<string> } | null>;
  put(key: string, value: Uint8Array | string, options?: { sha256?: string }): Promise<unknown>;
}

export interface ReleaseFile {
  readonly name: string;
  readonly bytes: Uint8Array<ArrayBuffer>;
}

export interface Release {
  readonly version: string;
  /** The release day, YYYY-MM-DD. */
  readonly date: string;
  readonly files: readonly ReleaseFile[];
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The manifest in the bucket; none yet is an empty one. One that breaks the schema stops the publication. */
export async function manifestOf(bucket: ReleaseBucket): Promise<DownloadManifest> {
  const stored = await bucket.get(MANIFEST_KEY);
  return stored ? downloadManifest.parse(JSON.parse(await stored.text())) : { versions: [] };
}

/**
 * Uploads a release's files (R2 checks each against its SHA-256), then writes the manifest with
 * the release in it, replacing an earlier entry of the same version. Files first: the manifest
 * never lists a file that is not there yet. Returns the release's manifest entry.
 */
export async function publishRelease(bucket: ReleaseBucket, release: Release): Promise<DownloadVersion> {
  const files = await Promise.all(
    release.files.map(async (file) => ({
      name: file.name,
      platform: "windows" as const,
      size: file.bytes.byteLength,
      sha256: await sha256Hex(file.bytes),
    })),
  );
  const manifest = await manifestOf(bucket);
  const next = downloadManifest.parse({
    versions: [
      ...manifest.versions.filter((v) => v.version !== release.version),
      { version: release.version, date: release.date, files },
    ],
  });
  for (const [i, file] of release.files.entries()) {
    await bucket.put(downloadObjectKey(release.version, file.name), file.bytes, { sha256: files[i]?.sha256 ?? "" });
  }
  await bucket.put(MANIFEST_KEY, `${JSON.stringify(next, null, 2)}\n`);
  return next.versions.find((v) => v.version === release.version) as DownloadVersion;
}
