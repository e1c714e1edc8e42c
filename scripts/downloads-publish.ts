/**
 * npm run downloads:publish -- VERSION FILE... [--date YYYY-MM-DD] [--remote [--env staging]] [--first]
 *
 * Publishes a release of the desktop app: each installer with its SHA-256, then the manifest that
 * lists it (scripts/lib/downloads.ts), in the bucket wrangler.toml binds as DOWNLOADS. Without
 * --remote, into the local bucket of `npm run dev` (D1_PERSIST_DIR, like the other local tools);
 * with --remote, into the deployed one (production, or staging with --env staging), through
 * wrangler's remote binding of it, so R2 itself checks each file's SHA-256 and the manifest is
 * written only if no other publication changed it since it was read (scripts/lib/downloads.ts).
 * A manifest that cannot be read stops the publication, so a failed read can never replace the
 * list of every version with this one; --first says the bucket has none yet.
 */
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { z } from "zod/mini";
import { MANIFEST_KEY } from "#common/api/downloads.ts";
import { defaultPersistDir } from "./lib/d1";
import { publishRelease, type ReleaseBucket } from "./lib/downloads";
import { openBucket } from "./lib/r2-bucket";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    date: { type: "string", default: new Date().toISOString().slice(0, 10) },
    remote: { type: "boolean", default: false },
    env: { type: "string" },
    first: { type: "boolean", default: false },
  },
});
const [version, ...paths] = positionals;
if (!version || paths.length === 0) {
  console.error(
    "usage: npm run downloads:publish -- VERSION FILE... [--date YYYY-MM-DD] [--remote [--env staging]] [--first]",
  );
  process.exit(2);
}
const date = z.iso.date().parse(values.date);

const config = unstable_readConfig({ config: "wrangler.toml", ...(values.env ? { env: values.env } : {}) });
const bucketName = config.r2_buckets.find(
  (b: { binding: string; bucket_name?: string }) => b.binding === "DOWNLOADS",
)?.bucket_name;
if (!bucketName) throw new Error(`wrangler.toml binds no DOWNLOADS bucket${values.env ? ` in env ${values.env}` : ""}`);

/** The bucket, whose manifest read refuses to go on without one unless --first says there is none yet. */
function requiringManifest(bucket: R2Bucket): ReleaseBucket {
  return {
    head: (key) => bucket.head(key),
    put: (key, value, options) => bucket.put(key, value, options),
    get: (async (key: string) => {
      const stored = await bucket.get(key);
      if (stored || key !== MANIFEST_KEY || values.first) return stored;
      throw new Error(`${bucketName} has no ${MANIFEST_KEY}: pass --first if the bucket has no release yet`);
    }) as ReleaseBucket["get"],
  };
}

const opened = await openBucket(
  bucketName,
  values.remote ? { remote: true } : { remote: false, persistDir: process.env.D1_PERSIST_DIR ?? defaultPersistDir },
);
try {
  const files = await Promise.all(
    paths.map(async (path) => ({ name: basename(path), bytes: new Uint8Array(await readFile(path)) })),
  );
  const entry = await publishRelease(requiringManifest(opened.bucket), { version, date, files });
  console.log(`published ${version} (${date}) to ${bucketName}${values.remote ? "" : " (local)"}:`);
  for (const file of entry.files) console.log(`  ${file.name}  ${file.size} bytes  sha256 ${file.sha256}`);
} catch (error) {
  console.error(`not published: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await opened.dispose();
}
