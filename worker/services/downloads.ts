/**
 * The installers in R2: the manifest that lists them, where each file lives in the bucket, its
 * content type, and the per-version download count in D1.
 */
import { sql } from "drizzle-orm";
import {
  type DownloadFile,
  type DownloadVersion,
  downloadManifest,
  MANIFEST_KEY,
  newestFirst,
} from "#common/api/downloads.ts";
import { DEFAULT_LOCALE, type Locale } from "#common/locales.ts";
import type { Db } from "#worker/db/client.ts";
import { downloadCounts, outbox } from "#worker/db/schema.ts";
import { describeZodError } from "#worker/errors.ts";
import { logEvent } from "#worker/log.ts";
import { downloadLinkMail } from "#worker/mail/download-link.ts";
import type { MailBrand } from "#worker/mail/layout.ts";
import { Refusal } from "#worker/services/refusal.ts";

/** The manifest is there but not what the schema says: nothing is served from it. */
const invalidManifest = new Refusal("unavailable", "The download list is unavailable; try again later");

/**
 * The manifest's versions, newest first. No manifest yet is an empty list (nothing published);
 * one that is not JSON or breaks the schema is refused (unavailable), logged with what is wrong.
 */
export async function readManifest(bucket: R2Bucket): Promise<readonly DownloadVersion[] | Refusal> {
  const object = await bucket.get(MANIFEST_KEY);
  if (!object) {
    logEvent("warn", { event: "downloads.manifest_missing", key: MANIFEST_KEY });
    return [];
  }
  let json: unknown;
  try {
    json = await object.json();
  } catch {
    logEvent("error", { event: "downloads.manifest_invalid", reason: "not JSON" });
    return invalidManifest;
  }
  const parsed = downloadManifest.safeParse(json);
  if (!parsed.success) {
    logEvent("error", { event: "downloads.manifest_invalid", reason: describeZodError(parsed.error) });
    return invalidManifest;
  }
  return newestFirst(parsed.data.versions);
}

/** The manifest's entry for one file of one version, if it lists it. */
export function findFile(
  versions: readonly DownloadVersion[],
  version: string,
  name: string,
): DownloadFile | undefined {
  return versions.find((v) => v.version === version)?.files.find((f) => f.name === name);
}

const contentTypes: Readonly<Record<string, string>> = {
  exe: "application/x-msdownload",
  msi: "application/x-msi",
  zip: "application/zip",
};

/** The content type a browser expects for a file name; anything unknown is plain bytes. */
export function contentTypeOf(name: string): string {
  const extension = name.includes(".") ? (name.split(".").at(-1) ?? "").toLowerCase() : "";
  return contentTypes[extension] ?? "application/octet-stream";
}

/** One more download of a file of a version. */
export async function countDownload(db: Db, version: string, file: string, now = Date.now()): Promise<void> {
  await db
    .insert(downloadCounts)
    .values({ version, file, count: 1, lastAt: now })
    .onConflictDoUpdate({
      target: [downloadCounts.version, downloadCounts.file],
      set: { count: sql`${downloadCounts.count} + 1`, lastAt: now },
    });
}

/**
 * Queues the "send me the link" mail, at most once a day per address: the day is part of the
 * outbox row's dedupe key, so a second request that day is a no-op (and a stranger cannot fill
 * someone's inbox with it). Returns whether a mail was queued.
 */
export async function requestDownloadLink(
  db: Db,
  address: string,
  brand: MailBrand,
  locale: Locale = DEFAULT_LOCALE,
  now = Date.now(),
): Promise<boolean> {
  const email = address.trim().toLowerCase();
  const day = new Date(now).toISOString().slice(0, 10);
  const mail = downloadLinkMail(brand, locale);
  const queued = await db
    .insert(outbox)
    .values({
      kind: "download-link",
      dedupeKey: `download-link:${email}:${day}`,
      toAddress: email,
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html,
    })
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return queued.length > 0;
}
