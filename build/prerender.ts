/**
 * Writes each route's static HTML into dist/client after `vite build`: the page's markup, its
 * own head (title, description, robots, canonical, social tags), its styles inline (decision 062),
 * the consent banner's starter (decision 079), the preloads of its priority image and the starter of its code (decision 064). Also writes
 * the Intl warm-up's worker script (decision 090), sitemap.xml and robots.txt.
 */
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { PRERENDERED_PATH_ATTRIBUTE } from "#common/language-choice.ts";
import { htmlFileFor, type PageId, pageModuleOf } from "#common/routes.ts";
import { siteAddress } from "#common/site-url.ts";
import { codeAfterPaint } from "./code-after-paint.ts";
import { priorityImagePreloads } from "./fetch-priority.ts";
import { inlineStylesheets } from "./inline-styles.ts";
import { intlWarmUp } from "./intl-warm-up.ts";
import { catalogueModule, catalogueTableModule, MESSAGES_DIR } from "./messages.ts";
import { assertPaintOnceTarget, paintOnceLink } from "./paint-once.ts";
import { svgDataUrl } from "./svg-data-url.ts";

interface ManifestChunk {
  file: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const root = process.cwd();
const client = join(root, "dist/client");

const server = (await import(
  pathToFileURL(join(root, "dist/prerender/entry-server.js")).href
)) as typeof import("#web/entry-server.tsx");
const template = await readFile(join(client, "index.html"), "utf8");
// The manifest is build metadata, not a public file: keep it beside the client output.
await rename(join(client, ".vite/manifest.json"), join(root, "dist/manifest.json")).catch(() => undefined);
const manifest = JSON.parse(await readFile(join(root, "dist/manifest.json"), "utf8")) as Manifest;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) as string;

/** Every built stylesheet by its address, read once: the pages share most of them. */
const sheets = new Map<string, string>();
for (const file of (await readdir(join(client, "assets"))).filter((name) => name.endsWith(".css"))) {
  sheets.set(`/assets/${file}`, await readFile(join(client, "assets", file), "utf8"));
}

/** The chunk of a page folder and everything it imports, minus what the entry already loads. */
function pageAssets(pageId: PageId): { scripts: string[]; styles: string[] } {
  const key = pageModuleOf(pageId);
  if (!manifest[key]) throw new Error(`No built chunk for ${key}: is the page lazy-loaded from web/pages.tsx?`);
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const dep of manifest[k]?.imports ?? []) visit(dep);
  };
  const entryDeps = new Set<string>();
  const visitEntry = (k: string) => {
    if (entryDeps.has(k)) return;
    entryDeps.add(k);
    for (const dep of manifest[k]?.imports ?? []) visitEntry(dep);
  };
  visitEntry(entryKey);
  visit(key);
  const own = [...seen].filter((k) => !entryDeps.has(k));
  return {
    scripts: own.map((k) => `/${manifest[k]?.file}`),
    styles: own.flatMap((k) => (manifest[k]?.css ?? []).map((f) => `/${f}`)),
  };
}

/**
 * The phone poster of the video a page opens with (MediaView marks its <source>
 * `data-inline-poster`) goes into the HTML as a data: URL, so a phone's largest paint waits for
 * no request.
 */
async function inlinePosters(html: string): Promise<string> {
  let out = html;
  for (const tag of new Set(html.match(/<source\b[^>]*\bdata-inline-poster=""[^>]*>/g))) {
    const [, poster] = /\ssrcSet="(\/[^"]+\.svg)"/.exec(tag) ?? [];
    if (!poster) throw new Error(`A poster marked data-inline-poster has no SVG srcSet: ${tag}`);
    const svg = await readFile(join(client, poster), "utf8");
    const inlined = tag.replace(`srcSet="${poster}"`, `srcSet="${svgDataUrl(svg)}"`);
    out = out.replaceAll(tag, inlined);
  }
  return out;
}

/**
 * The page's catalogues in its language, English too (pageCatalogues), and that language's table
 * of their loaders: chunks the SPA loads before it hydrates.
 */
function catalogueScripts(path: string): string[] {
  const { locale, names } = server.pageCatalogues(path);
  const modules = [catalogueTableModule(locale), ...names.map((name) => catalogueModule(locale, name))];
  return modules.map((module) => {
    const chunk = manifest[module];
    if (!chunk) throw new Error(`No built chunk for ${module}: is ${MESSAGES_DIR}/${locale}/ there?`);
    return `/${chunk.file}`;
  });
}

const warmUp = intlWarmUp();
await writeFile(join(client, warmUp.path.slice(1)), warmUp.code);

const siteUrl = siteAddress(process.env.VITE_SITE_URL ?? "");
let count = 0;
for (const { path, pageId } of server.prerenderTargets()) {
  const assets = pageAssets(pageId);
  const styles = assets.styles;
  const scripts = [...assets.scripts, ...catalogueScripts(path)];
  // Rendered first: it loads the page's catalogues, which its translated head reads.
  const body = await inlinePosters(await server.renderPath(path));
  assertPaintOnceTarget(path, body);
  const head = server.headFor(path);
  const preload = [
    paintOnceLink,
    server.consentStarter(),
    ...priorityImagePreloads(body),
    ...styles.map((href) => `<link rel="stylesheet" href="${href}" />`),
  ].join("\n    ");
  const html = inlineStylesheets(
    codeAfterPaint(template, scripts, warmUp.path)
      // Functions, so a "$&" or "$$" in a page's text is written as it is, not as a replacement pattern.
      .replace('<html lang="en">', () => `<html lang="${head.lang}" ${PRERENDERED_PATH_ATTRIBUTE}="${path}">`)
      .replace("<!--head-->", () => `${server.headTags(head)}\n    ${preload}`)
      .replace("<!--app-->", () => body),
    sheets,
  );
  const out = join(client, htmlFileFor(path).slice(1));
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, html);
  count++;
}

const origin = siteUrl || siteAddress(server.headFor("/").canonical);
// A translated page lists every translation, itself included, with x-default (Google's sitemap hreflang).
const sitemapUrl = ({ path, alternates }: ReturnType<typeof server.sitemapEntries>[number]) =>
  alternates.length === 0
    ? `  <url><loc>${origin}${path}</loc></url>`
    : `  <url><loc>${origin}${path}</loc>${alternates
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${origin}${a.path}"/>`)
        .join("")}</url>`;
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${server.sitemapEntries().map(sitemapUrl).join("\n")}
</urlset>
`;
await writeFile(join(client, "sitemap.xml"), sitemap);
await writeFile(join(client, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`prerendered ${count} pages, sitemap.xml and robots.txt`);
