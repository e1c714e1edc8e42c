/**
 * First-load JavaScript and CSS of each route, from the build output: the entry chunk and its
 * static imports plus the route's page chunk and its static imports and the page's catalogues in
 * its language with their table (decision 054), raw, gzip and brotli.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { catalogueModule, catalogueTableModule } from "#build/messages.ts";
import { isLocale, localizedPath } from "#common/locales.ts";
import { cataloguesOf, languagesOf, pageIdOf, pageModuleOf, routes } from "#common/routes.ts";
import { markdownTable } from "./markdown.ts";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}
export interface RouteBundle {
  route: string;
  js: Sizes;
  css: Sizes;
}

const zero = (): Sizes => ({ raw: 0, gzip: 0, brotli: 0 });

function measure(files: Iterable<string>, clientDir: string): Sizes {
  const total = zero();
  for (const file of files) {
    const bytes = readFileSync(join(clientDir, file));
    total.raw += bytes.byteLength;
    total.gzip += gzipSync(bytes, { level: 9 }).byteLength;
    total.brotli += brotliCompressSync(bytes).byteLength;
  }
  return total;
}

export function measureBundles(manifestPath = "dist/manifest.json", clientDir = "dist/client"): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry) as string;
  const closure = (key: string, seen = new Set<string>()) => {
    if (!seen.has(key)) {
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    }
    return seen;
  };
  // Every route in every language it is translated into, with its catalogues in that language and
  // that language's table of their loaders, English too (decision 054); a page in English only has
  // no catalogue of its own.
  return routes.flatMap((route) =>
    languagesOf(route)
      .filter(isLocale)
      .map((locale) => {
        const pageId = pageIdOf(route);
        const keys = closure(pageModuleOf(pageId), closure(entry));
        for (const module of [
          catalogueTableModule(locale),
          ...cataloguesOf(pageId).map((name) => catalogueModule(locale, name)),
        ]) {
          if (manifest[module]) keys.add(module);
        }
        const js = new Set([...keys].map((k) => manifest[k]?.file as string));
        const css = new Set([...keys].flatMap((k) => manifest[k]?.css ?? []));
        return { route: localizedPath(locale, route.path), js: measure(js, clientDir), css: measure(css, clientDir) };
      }),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleTable(rows: RouteBundle[]): string {
  return markdownTable(
    [
      ["route", "left", (r) => r.route],
      ["JS gzip", "right", (r) => kb(r.js.gzip)],
      ["JS brotli", "right", (r) => kb(r.js.brotli)],
      ["CSS gzip", "right", (r) => kb(r.css.gzip)],
      ["CSS brotli", "right", (r) => kb(r.css.brotli)],
    ],
    rows,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(bundleTable(measureBundles()));
}
