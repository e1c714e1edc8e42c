/**
 * The nightly backup's encryption: an export holds buyers' e-mail addresses, so it leaves the
 * runner encrypted to the owner's public key (committed at BACKUP_PUBLIC_KEY) and only the
 * private key, which the owner keeps (and the monthly restore drill's environment holds), opens
 * it. Envelope encryption with Node's own crypto: a fresh AES-256-GCM key per file, wrapped with
 * RSA-OAEP (SHA-256); GCM's tag makes a changed byte fail to decrypt rather than restore garbage.
 *
 * File layout: the magic line `TICKSIM-BACKUP-1\n`, a 4-byte big-endian header length, the JSON
 * header (key id, wrapped key, IV, tag), then the ciphertext.
 *
 *   tsx scripts/backup/crypt.ts keygen PRIVATE.pem          the pair: private to PRIVATE.pem (keep it off the repo), public to BACKUP_PUBLIC_KEY
 *   tsx scripts/backup/crypt.ts encrypt IN OUT              with BACKUP_PUBLIC_KEY
 *   tsx scripts/backup/crypt.ts decrypt IN OUT PRIVATE.pem  (or the key's text in $BACKUP_PRIVATE_KEY, with - for PRIVATE.pem)
 */
import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { z } from "zod";

/** The owner's public key, committed; `keygen` writes it. */
export const BACKUP_PUBLIC_KEY = "scripts/backup/backup-public-key.pem";

const MAGIC = Buffer.from("TICKSIM-BACKUP-1\n");

const header = z.object({
  keyId: z.string().regex(/^[0-9a-f]{16}$/),
  wrappedKey: z.base64(),
  iv: z.base64(),
  tag: z.base64(),
});

/** A short fingerprint of a public key (SHA-256 of its DER), so a file names the key that opens it. */
export function keyIdOf(publicKey: KeyObject | string): string {
  const key = typeof publicKey === "string" ? createPublicKey(publicKey) : publicKey;
  return createHash("sha256")
    .update(key.export({ type: "spki", format: "der" }))
    .digest("hex")
    .slice(0, 16);
}

const oaep = (key: string | KeyObject) => ({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" });

/** `plain` encrypted to `publicKeyPem`. */
export function encryptBackup(plain: Buffer, publicKeyPem: string): Buffer {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const json = Buffer.from(
    JSON.stringify({
      keyId: keyIdOf(publicKeyPem),
      wrappedKey: publicEncrypt(oaep(publicKeyPem), key).toString("base64"),
      iv: iv.toString("base64"),
      tag: cipher.getAuthTag().toString("base64"),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([MAGIC, length, json, body]);
}

/** Whether `file` is one `encryptBackup` wrote (else: a plain export). */
export const isEncryptedBackup = (file: Buffer) => file.subarray(0, MAGIC.length).equals(MAGIC);

/** The committed public key; a clear refusal while the owner has not made one. */
export function backupPublicKey(): string {
  if (!existsSync(BACKUP_PUBLIC_KEY)) {
    throw new Error(
      `${BACKUP_PUBLIC_KEY} is missing: the owner runs \`npm run backup:keygen -- PATH\` once and commits it`,
    );
  }
  return readFileSync(BACKUP_PUBLIC_KEY, "utf8");
}

/** The plain export of a file `encryptBackup` wrote; throws on another key, a wrong format or any changed byte. */
export function decryptBackup(file: Buffer, privateKeyPem: string): Buffer {
  if (!isEncryptedBackup(file)) throw new Error("not a TickSim backup (no TICKSIM-BACKUP-1 line)");
  const length = file.readUInt32BE(MAGIC.length);
  const start = MAGIC.length + 4;
  const meta = header.parse(JSON.parse(file.subarray(start, start + length).toString("utf8")));
  const own = keyIdOf(createPublicKey(privateKeyPem));
  if (meta.keyId !== own) throw new Error(`the file was encrypted to key ${meta.keyId}, this private key is ${own}`);
  const key = privateDecrypt(oaep(privateKeyPem), Buffer.from(meta.wrappedKey, "base64"));
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(meta.iv, "base64"));
  decipher.setAuthTag(Buffer.from(meta.tag, "base64"));
  return Buffer.concat([decipher.update(file.subarray(start + length)), decipher.final()]);
}

/** A new RSA-4096 key pair, as PEM texts. */
export function backupKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync("rsa", {
    modulusLength: 4096,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
  });
}

/** The private key's text: a file, or `-` for $BACKUP_PRIVATE_KEY (a secret of the drill's environment). */
export function privateKeyFrom(source: string): string {
  if (source !== "-") return readFileSync(source, "utf8");
  const text = process.env.BACKUP_PRIVATE_KEY;
  if (!text) throw new Error("BACKUP_PRIVATE_KEY is not set");
  return text;
}

if (process.argv[1]?.endsWith("crypt.ts")) {
  const [command, a, b, c] = process.argv.slice(2);
  if (command === "keygen" && a) {
    if (existsSync(a)) throw new Error(`${a} exists: refusing to overwrite a private key`);
    const pair = backupKeyPair();
    writeFileSync(a, pair.privateKey, { mode: 0o600 });
    writeFileSync(BACKUP_PUBLIC_KEY, pair.publicKey);
    console.log(`private key: ${a} (keep it safe, off the repository); public key: ${BACKUP_PUBLIC_KEY} (commit it)`);
  } else if (command === "encrypt" && a && b) {
    if (!existsSync(BACKUP_PUBLIC_KEY)) {
      throw new Error(
        `${BACKUP_PUBLIC_KEY} is missing: the owner runs \`npm run backup:keygen -- PATH\` once and commits it`,
      );
    }
    writeFileSync(b, encryptBackup(readFileSync(a), readFileSync(BACKUP_PUBLIC_KEY, "utf8")));
  } else if (command === "decrypt" && a && b && c) {
    writeFileSync(b, decryptBackup(readFileSync(a), privateKeyFrom(c)), { mode: 0o600 });
  } else {
    console.error("usage: crypt.ts keygen PRIVATE.pem | encrypt IN OUT | decrypt IN OUT PRIVATE.pem|-");
    process.exit(2);
  }
}
