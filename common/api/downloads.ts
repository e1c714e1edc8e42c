/**
 * Downloads: the desktop installers kept in R2 (the DOWNLOADS binding), listed by a manifest
 * beside them. The manifest is the one list of what may be downloaded: the /download page, the
 * file route and the not-found page all read it through GET /api/downloads or the Worker's copy.
 */
import { z } from "zod/mini";
import { defineCalls, pathOf } from "./call.ts";
import { type EmailRequestFields, emailRequestAnswer, emailRequestForm, mailLanguage } from "./fields.ts";

/** The manifest's key in the bucket; each file lives at `<version>/<name>` beside it. */
export const MANIFEST_KEY = "manifest.json";

/** A file name as it appears in a download address: one safe path segment, never `..`. */
const fileName = z
  .string()
  .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/, "a file name is letters, digits, dot, underscore or hyphen"));

/** Release numbers: major.minor.patch, digits only. */
const versionNumber = z.string().check(z.regex(/^\d{1,4}\.\d{1,4}\.\d{1,4}$/, "a version is major.minor.patch"));

export const downloadFile = z.object({
  name: fileName,
  /** The desktop app is Windows only (spec section 1); the field says so for each file. */
  platform: z.literal("windows"),
  size: z.int().check(z.gte(1)),
  /** Lower-case hex, as `sha256sum` and `Get-FileHash` print it. */
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/, "sha256 is 64 lower-case hex digits")),
});
export type DownloadFile = z.infer<typeof downloadFile>;

export const downloadVersion = z.object({
  version: versionNumber,
  /** The release day. */
  date: z.iso.date(),
  files: z.array(downloadFile).check(
    z.minLength(1),
    z.refine((files) => new Set(files.map((f) => f.name)).size === files.length, "a file name appears twice"),
  ),
});
export type DownloadVersion = z.infer<typeof downloadVersion>;

/** What `manifest.json` holds. Versions in any order; the Worker answers them newest first. */
export const downloadManifest = z.object({
  versions: z
    .array(downloadVersion)
    .check(
      z.refine(
        (versions) => new Set(versions.map((v) => v.version)).size === versions.length,
        "a version appears twice",
      ),
    ),
});
export type DownloadManifest = z.infer<typeof downloadManifest>;

/** The installers, newest version first. */
export const downloadsAnswer = z.object({ versions: z.array(downloadVersion) });

/**
 * "Send me the link": where to send the download page's address, and the page's language (the
 * mail's); the same answer whether or not it had it today.
 */
export const downloadLinkForm = z.extend(emailRequestForm, { locale: z.optional(mailLanguage) });
export type DownloadLinkFields = EmailRequestFields;
export const downloadLinkAnswer = emailRequestAnswer;

export const downloadCalls = defineCalls({
  /** The versions of the manifest with their files, sizes and SHA-256. */
  list: { method: "GET", path: "/api/downloads", answer: downloadsAnswer },
  /** Mails the /download address to someone who is not at a Windows computer now; 202 either way. */
  sendLink: { method: "POST", path: "/api/downloads/link", body: downloadLinkForm, answer: downloadLinkAnswer },
});

/** The file route: not a JSON call (it streams the installer), but its address is built here too. */
export const downloadFileRoute = { path: "/download/:version/:file" } as const;

/** Where a file lives in the bucket: `<version>/<name>`. */
export const downloadObjectKey = (version: string, name: string) => `${version}/${name}`;

/** The address of one installer, e.g. /download/2.4.0/TickSimSetup-2.4.0.exe. */
export const downloadFilePath = (version: string, file: string) => pathOf(downloadFileRoute, { version, file });

/** Major, minor, patch compared as numbers: 2.10.0 is newer than 2.9.3. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i = 0; i < 3; i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The manifest's versions, newest first. */
export const newestFirst = (versions: readonly DownloadVersion[]): DownloadVersion[] =>
  [...versions].sort((a, b) => compareVersions(b.version, a.version));
