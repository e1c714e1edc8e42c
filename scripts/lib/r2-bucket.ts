/**
 * An R2 bucket as the Worker's binding sees it, for scripts: the local one `npm run dev` keeps, or
 * a deployed one through wrangler's remote bindings (the account's CLOUDFLARE_API_TOKEN). Scripts
 * then use R2's own API (checksums on upload, conditional writes, head), which `wrangler r2
 * object` does not expose.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { getPlatformProxy, unstable_readConfig } from "wrangler";

export interface OpenBucket {
  readonly bucket: R2Bucket;
  dispose(): Promise<void>;
}

/**
 * `bucketName` through a one-binding configuration in a temporary folder: deployed (`remote`) or
 * in the local state folder `persistDir`.
 */
export async function openBucket(
  bucketName: string,
  where: { readonly remote: true } | { readonly remote: false; readonly persistDir: string },
): Promise<OpenBucket> {
  const dir = await mkdtemp(join(tmpdir(), "r2-bucket-"));
  const configPath = join(dir, "wrangler.json");
  const { compatibility_date } = unstable_readConfig({ config: "wrangler.toml" });
  await writeFile(
    configPath,
    JSON.stringify({
      name: "ticksim-scripts",
      compatibility_date,
      r2_buckets: [{ binding: "BUCKET", bucket_name: bucketName, remote: where.remote }],
    }),
  );
  const proxy = await getPlatformProxy<{ BUCKET: R2Bucket }>({
    configPath,
    envFiles: [],
    remoteBindings: where.remote,
    persist: where.remote ? false : { path: `${where.persistDir}/v3` },
  });
  return {
    bucket: proxy.env.BUCKET,
    dispose: async () => {
      await proxy.dispose();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
