/**
 * The web's layers and the fences between them (decision 083, docs/architecture.md "Import rules"): an
 * import goes to the importer's own layer or a lower one, and a feature never imports another feature.
 * Biome's noRestrictedImports cannot say "any feature but my own" without one override per feature
 * (each repeating every other restriction), so this reads the import specifiers instead, with the
 * TypeScript parser: comments and strings do not count, `import type` and `import()` do (import-specifiers.ts).
 */
import { posix } from "node:path";

/** web/'s folders from the bottom up; a module imports its own layer or one below. */
export const WEB_LAYERS = [
  ["lib"],
  ["i18n", "styles"],
  ["components", "content"],
  ["features"],
  // web/'s own files: the router (App.tsx), the pages table (pages.tsx), the two entries.
  ["(root)"],
] as const;

export type WebPlace = { readonly layer: number; readonly folder: string; readonly feature?: string };

/** Where a repository path sits in web/, or undefined outside web/ (or in web/public, which holds no code). */
export function placeOf(path: string): WebPlace | undefined {
  const parts = path.split("/");
  if (parts[0] !== "web" || parts.length < 2) return undefined;
  const folder = parts.length === 2 ? "(root)" : (parts[1] as string);
  const layer = WEB_LAYERS.findIndex((folders) => (folders as readonly string[]).includes(folder));
  if (layer < 0) return undefined;
  return folder === "features" ? { layer, folder, feature: parts[2] } : { layer, folder };
}

/** The repository path a specifier written in `from` names: `#web/x` is web/x, `./x` is beside `from`. */
export function targetOf(specifier: string, from: string): string | undefined {
  if (specifier.startsWith("#")) return specifier.slice(1);
  if (specifier.startsWith(".")) return posix.normalize(posix.join(posix.dirname(from), specifier));
  return undefined;
}

/** Why an import from `from` to `to` (repository paths) climbs or crosses a fence; undefined when it may. */
export function fenceBreach(from: string, to: string): string | undefined {
  const source = placeOf(from);
  const target = placeOf(to);
  if (!source || !target) return undefined;
  if (source.feature !== undefined && target.feature !== undefined && source.feature !== target.feature)
    return `web/features/${source.feature} imports another feature (${target.feature}): a piece two features share moves to components/ (or lib/, common/)`;
  if (target.layer > source.layer)
    return `web/${source.folder} imports a layer above it (web/${target.folder}): arrows go down, ${layerOrder()}`;
  return undefined;
}

const layerOrder = () =>
  WEB_LAYERS.map((folders) => folders.join(" and "))
    .reverse()
    .join(" > ");
