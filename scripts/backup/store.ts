/**
 * npm run backup:store -- EXPORT.sql
 *
 * The nightly backup's last step: the export encrypted to the owner's public key
 * (scripts/backup/crypt.ts), stored in the backups bucket under the night's keys
 * (scripts/backup/retention.ts), each object checked by R2 against the file's SHA-256 and read
 * back to confirm it, then `newest.json` pointed at it. The plain export never leaves the runner.
 * Needs CLOUDFLARE_API_TOKEN (R2 edit on the backups bucket) and CLOUDFLARE_ACCOUNT_ID.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { z } from "zod";
import { openBucket } from "#scripts/lib/r2-bucket.ts";
import { backupPublicKey, encryptBackup, keyIdOf } from "./crypt";
import { BACKUP_BUCKET, backupKeys, NEWEST_KEY } from "./retention";

/** What `newest.json` says of the newest backup. */
export const newestBackup = z.object({
  key: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().positive(),
  keyId: z.string(),
  exportedAt: z.iso.datetime(),
});
export type NewestBackup = z.infer<typeof newestBackup>;

/** Stores `encrypted` under each key, verified, then points newest.json at the first. */
export async function storeBackup(
  bucket: Pick<R2Bucket, "put" | "head">,
  encrypted: Buffer,
  meta: { readonly at: Date; readonly keyId: string },
): Promise<NewestBackup> {
  const sha256 = createHash("sha256").update(encrypted).digest("hex");
  const keys = backupKeys(meta.at);
  for (const key of keys) {
    await bucket.put(key, encrypted, { sha256, httpMetadata: { contentType: "application/octet-stream" } });
    const stored = await bucket.head(key);
    const storedSha = stored?.checksums.sha256 ? Buffer.from(stored.checksums.sha256).toString("hex") : undefined;
    if (storedSha !== sha256) throw new Error(`${key} is stored with SHA-256 ${storedSha ?? "(none)"}, not ${sha256}`);
  }
  const newest: NewestBackup = {
    key: keys[0] as string,
    sha256,
    bytes: encrypted.byteLength,
    keyId: meta.keyId,
    exportedAt: meta.at.toISOString(),
  };
  await bucket.put(NEWEST_KEY, JSON.stringify(newest), { httpMetadata: { contentType: "application/json" } });
  return newest;
}

/** The newest backup's bytes, from the bucket, checked against the SHA-256 newest.json gives. */
export async function newestBackupFrom(bucket: Pick<R2Bucket, "get">): Promise<Buffer> {
  const pointer = await bucket.get(NEWEST_KEY);
  if (!pointer) throw new Error(`${BACKUP_BUCKET} has no ${NEWEST_KEY}: has the nightly backup run?`);
  const newest = newestBackup.parse(JSON.parse(await pointer.text()));
  const object = await bucket.get(newest.key);
  if (!object) throw new Error(`${newest.key}, named by ${NEWEST_KEY}, is not in ${BACKUP_BUCKET}`);
  const bytes = Buffer.from(await object.arrayBuffer());
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  if (sha256 !== newest.sha256) throw new Error(`${newest.key} has SHA-256 ${sha256}, not ${newest.sha256}`);
  console.log(
    `newest backup: ${newest.key}, exported ${newest.exportedAt}, ${newest.bytes} bytes, key ${newest.keyId}`,
  );
  return bytes;
}

/** The newest backup from the deployed bucket. */
export async function fetchNewestBackup(): Promise<Buffer> {
  const opened = await openBucket(BACKUP_BUCKET, { remote: true });
  try {
    return await newestBackupFrom(opened.bucket);
  } finally {
    await opened.dispose();
  }
}

if (process.argv[1]?.endsWith("store.ts")) {
  const [file] = process.argv.slice(2);
  if (!file) {
    console.error("usage: npm run backup:store -- EXPORT.sql");
    process.exit(2);
  }
  const publicKey = backupPublicKey();
  const encrypted = encryptBackup(readFileSync(file), publicKey);
  const opened = await openBucket(BACKUP_BUCKET, { remote: true });
  try {
    const newest = await storeBackup(opened.bucket, encrypted, { at: new Date(), keyId: keyIdOf(publicKey) });
    console.log(`stored ${newest.key} (${newest.bytes} bytes, sha256 ${newest.sha256}, key ${newest.keyId})`);
  } finally {
    await opened.dispose();
  }
}
