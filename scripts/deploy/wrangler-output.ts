/**
 * What the pipeline needs from wrangler's answers, read from its machine-readable output rather
 * than its prose: the version an upload or a deploy created (and an upload's preview addresses),
 * from the ND-JSON file wrangler writes to WRANGLER_OUTPUT_FILE_PATH; the versions serving now,
 * from `wrangler deployments status --json`.
 *
 *   tsx scripts/deploy/wrangler-output.ts upload FILE    -> version_id=..., preview_url=..., preview_alias_url=...
 *   tsx scripts/deploy/wrangler-output.ts deploy FILE    -> version_id=... (what `wrangler deploy` put on all traffic)
 *   wrangler deployments status --json | tsx scripts/deploy/wrangler-output.ts serving
 *                                                        -> serving_version_id=... (the one with most traffic)
 *
 * Each prints `name=value` lines, the format of GitHub Actions' $GITHUB_OUTPUT.
 */
import { readFileSync } from "node:fs";
import { z } from "zod";

const versionUpload = z.object({
  type: z.literal("version-upload"),
  version_id: z.string().min(1),
  preview_url: z.string().nullish(),
  preview_alias_url: z.string().nullish(),
});

export interface UploadedVersion {
  readonly versionId: string;
  readonly previewUrl?: string;
  readonly previewAliasUrl?: string;
}

/** The last version-upload entry of wrangler's output file; an error when there is none. */
export function uploadedVersion(ndjson: string): UploadedVersion {
  const uploads = ndjson
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => versionUpload.safeParse(JSON.parse(line)))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []));
  const last = uploads.at(-1);
  if (!last) throw new Error("wrangler's output has no version-upload entry: did the upload run?");
  return {
    versionId: last.version_id,
    previewUrl: last.preview_url ?? undefined,
    previewAliasUrl: last.preview_alias_url ?? undefined,
  };
}

const deployEntry = z.object({ type: z.literal("deploy"), version_id: z.string().min(1) });

/** The version the last `wrangler deploy` of the output file put on all traffic. */
export function deployedVersion(ndjson: string): string {
  const deploys = ndjson
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => deployEntry.safeParse(JSON.parse(line)))
    .flatMap((parsed) => (parsed.success ? [parsed.data.version_id] : []));
  const last = deploys.at(-1);
  if (!last) throw new Error("wrangler's output has no deploy entry with a version: did the deploy run?");
  return last;
}

const deploymentStatus = z.object({
  versions: z.array(z.object({ version_id: z.string().min(1), percentage: z.number() })).min(1),
});

/** The version taking the most traffic in the current deployment (the one to return to). */
export function servingVersion(statusJson: string): string {
  const parsed = deploymentStatus.safeParse(JSON.parse(statusJson));
  if (!parsed.success) throw new Error("`wrangler deployments status --json` did not list the deployment's versions");
  const [top] = [...parsed.data.versions].sort((a, b) => b.percentage - a.percentage);
  return (top as { version_id: string }).version_id;
}

/** `name=value` lines for $GITHUB_OUTPUT, skipping values that are absent. */
export function outputLines(values: Readonly<Record<string, string | undefined>>): string {
  return Object.entries(values)
    .filter(([, value]) => value)
    .map(([name, value]) => `${name}=${value}\n`)
    .join("");
}

if (process.argv[1]?.endsWith("wrangler-output.ts")) {
  const [command, file] = process.argv.slice(2);
  if (command === "upload" && file) {
    const version = uploadedVersion(readFileSync(file, "utf8"));
    process.stdout.write(
      outputLines({
        version_id: version.versionId,
        preview_url: version.previewUrl,
        preview_alias_url: version.previewAliasUrl,
      }),
    );
  } else if (command === "deploy" && file) {
    process.stdout.write(outputLines({ version_id: deployedVersion(readFileSync(file, "utf8")) }));
  } else if (command === "serving") {
    process.stdout.write(outputLines({ serving_version_id: servingVersion(readFileSync(0, "utf8")) }));
  } else {
    console.error("usage: wrangler-output.ts upload FILE | deploy FILE | serving < status.json");
    process.exit(2);
  }
}
