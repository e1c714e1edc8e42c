/**
 * npm run downloads:publish -- VERSION FILE... [--date YYYY-MM-DD] [--remote [--env staging]] [--first]
 *
 * Publishes a release of the desktop app: each installer with its SHA-256, then the manifest that
 * lists it (scripts/lib/downloads.ts), in the bucket wrangler.toml binds as DOWNLOADS. Without
 * --remote, into the local bucket of `npm run dev` (D1_PERSIST_DIR, like the other local tools);
 * with --remote, into the deployed one (production, or staging with --env staging), through
 * `wrangler r2 object`. A manifest that cannot be read stops the publication, so a failed read can
 * never replace the list of every version with this one; --first says the bucket has none yet.
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { parseArgs } from "node:util";
import { unstable_readConfig } from "wrangler";
import { z } from "zod/mini";
import { MANIFEST_KEY } from "#common/api/downloads.ts";
import { defaultPersistDir } from "./lib/d1";
import { publishRelease, type ReleaseBucket } from "./lib/downloads";
import { run } from "./lib/run";

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
const where = values.remote
  ? ["--remote"]
  : ["--local", "--persist-to", process.env.D1_PERSIST_DIR ?? defaultPersistDir];

/** The bucket through `wrangler r2 object`: the same commands reach the local and the deployed one. */
function wranglerBucket(scratch: string): ReleaseBucket {
  return {
    async get(key) {
      const read = spawnSync("wrangler", ["r2", "object", "get", `${bucketName}/${key}`, "--pipe", ...where], {
        env: { ...process.env, CI: "true" },
        maxBuffer: 64 * 1024 * 1024,
      });
      if (read.status === 0) return { text: async () => read.stdout.toString("utf8") };
      if (key === MANIFEST_KEY && values.first) return null;
      throw new Error(
        `could not read ${bucketName}/${key} (pass --first if the bucket has no manifest yet):\n${read.stderr.toString("utf8")}`,
      );
    },
    async put(key, value) {
      const file = join(scratch, key.replaceAll("/", "_"));
      await writeFile(file, value);
      const type = key === MANIFEST_KEY ? "application/json" : "application/octet-stream";
      await run(
        "wrangler",
        ["r2", "object", "put", `${bucketName}/${key}`, "--file", file, "--content-type", type, ...where],
        {
          CI: "true",
        },
      );
    },
  };
}

const scratch = await mkdtemp(join(tmpdir(), "downloads-publish-"));
try {
  const files = await Promise.all(
    paths.map(async (path) => ({ name: basename(path), bytes: new Uint8Array(await readFile(path)) })),
  );
  const entry = await publishRelease(wranglerBucket(scratch), { version, date, files });
  console.log(`published ${version} (${date}) to ${bucketName}${values.remote ? "" : " (local)"}:`);
  for (const file of entry.files) console.log(`  ${file.name}  ${file.size} bytes  sha256 ${file.sha256}`);
} finally {
  await rm(scratch, { recursive: true, force: true });
}
