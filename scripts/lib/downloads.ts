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

/** The part of an R2 bucket publishing uses: the Worker's binding, or wrangler's proxy of the local or remote one. */
export type ReleaseBucket = Pick<R2Bucket, "get" | "head" | "put">;

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

const hexOf = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return hexOf(await crypto.subtle.digest("SHA-256", bytes));
}

/** The manifest in the bucket and its etag (none yet: an empty one). One that breaks the schema stops the publication. */
export async function manifestOf(bucket: ReleaseBucket): Promise<{ manifest: DownloadManifest; etag?: string }> {
  const stored = await bucket.get(MANIFEST_KEY);
  if (!stored) return { manifest: { versions: [] } };
  return { manifest: downloadManifest.parse(JSON.parse(await stored.text())), etag: stored.etag };
}

/**
 * Uploads a release's files, each checked by R2 against its SHA-256 on the way in and read back
 * (`head`) to confirm the stored checksum, then writes the manifest with the release in it,
 * replacing an earlier entry of the same version. Files first: the manifest never lists a file
 * that is not there yet. The manifest is written only if it is still the one read (its etag; or
 * still absent): a publication running beside this one is never overwritten. Returns the
 * release's manifest entry.
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
  const { manifest, etag } = await manifestOf(bucket);
  const next = downloadManifest.parse({
    versions: [
      ...manifest.versions.filter((v) => v.version !== release.version),
      { version: release.version, date: release.date, files },
    ],
  });
  for (const [i, file] of release.files.entries()) {
    const key = downloadObjectKey(release.version, file.name);
    const sha256 = files[i]?.sha256 ?? "";
    await bucket.put(key, file.bytes, { sha256 });
    const stored = await bucket.head(key);
    const storedSha = stored?.checksums.sha256 ? hexOf(stored.checksums.sha256) : undefined;
    if (storedSha !== sha256) {
      throw new Error(
        `${key} is stored with SHA-256 ${storedSha ?? "(none)"}, not ${sha256}: the manifest is left as it was`,
      );
    }
  }
  // No manifest yet: written only while there is still none (etag "*" matches any object).
  const onlyIf = etag ? { etagMatches: etag } : { etagDoesNotMatch: "*" };
  const written = await bucket.put(MANIFEST_KEY, `${JSON.stringify(next, null, 2)}\n`, { onlyIf });
  if (!written) {
    throw new Error(
      "the manifest changed since it was read (another publication ran): its files are uploaded; publish again to list them",
    );
  }
  return next.versions.find((v) => v.version === release.version) as DownloadVersion;
}
