/**
 * Downloads seed: two releases of a stand-in installer in the local R2 bucket, published as
 * production's are (scripts/lib/downloads.ts: the files with their SHA-256, then the manifest), so
 * /download and /download/{version}/{file} work locally exactly as deployed. The files are not
 * programs: a line that says so, then filler bytes, 256 KiB in all, enough to watch a range
 * request resume. Idempotent: publishing a version again replaces it with the same bytes.
 */
import { mulberry32 } from "#common/random.ts";
import { publishRelease, type ReleaseBucket } from "#scripts/lib/downloads.ts";

const STAND_IN_BYTES = 256 * 1024;

/** The local releases, oldest first. */
export const standInReleases = [
  { version: "1.4.2", date: "2026-09-14" },
  { version: "1.5.0", date: "2026-11-16" },
] as const;

export const standInFileName = (version: string) => `TickSimSetup-${version}.exe`;

/** The same bytes for a version on every machine: its notice, then seeded filler. */
export function standInInstaller(version: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(STAND_IN_BYTES);
  const notice = new TextEncoder().encode(
    `TickSim desktop app ${version}: a stand-in installer for local development, not a program.\n`,
  );
  bytes.set(notice);
  const random = mulberry32(Number(version.replaceAll(".", "")));
  for (let i = notice.length; i < bytes.length; i++) bytes[i] = Math.floor(random() * 256);
  return bytes;
}

export async function seedDownloads(bucket: ReleaseBucket): Promise<string> {
  for (const { version, date } of standInReleases) {
    await publishRelease(bucket, {
      version,
      date,
      files: [{ name: standInFileName(version), bytes: standInInstaller(version) }],
    });
  }
  return `${standInReleases.length} stand-in releases (${standInReleases.map((r) => r.version).join(", ")})`;
}
