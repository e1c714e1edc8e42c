/**
 * The next version of the site, for the tests of two versions at once (decision 080): the e2e
 * build with every hashed file under /assets/ renamed, its references in the pages, scripts and
 * styles rewritten to match, as a new build's hashes change with its code. Served by a Worker of
 * its own (support/server.ts) on its own port and database.
 */
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { E2E_PORT } from "./e2e-site";

const ROOT = ".wrangler/e2e-next";
/** Kept in the built shape: the deploy config reads ../client and ../../migrations. */
export const NEXT_CONFIG = `${ROOT}/dist/backtest_site/wrangler.json`;
export const NEXT_PERSIST_DIR = `${ROOT}/state`;
export const NEXT_PORT = E2E_PORT + 1000;
/** The prefix the next build's files carry: a file of either build is told apart by it. */
export const NEXT_PREFIX = "next-";

const TEXT = /\.(html|js|css|json|svg|xml|txt|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Copies dist/ (the e2e build) into the next build's folder and renames its hashed files. */
export async function makeNextBuild(): Promise<void> {
  await rm(ROOT, { recursive: true, force: true });
  await mkdir(`${ROOT}/dist`, { recursive: true });
  await cp("dist/client", `${ROOT}/dist/client`, { recursive: true });
  await cp("dist/backtest_site", `${ROOT}/dist/backtest_site`, { recursive: true });
  await cp("migrations", `${ROOT}/migrations`, { recursive: true });
  const assets = `${ROOT}/dist/client/assets`;
  const names = (await readdir(assets)).filter((name) => /-[\w-]{8}\.\w+$/.test(name));
  // Longest first, and only a whole file name after a slash or a quote, so no name rewrites part of another.
  const anyName = new RegExp(
    `(?<=[/"'\`])(${names
      .sort((a, b) => b.length - a.length)
      .map(literal)
      .join("|")})`,
    "g",
  );
  for (const file of await filesUnder(`${ROOT}/dist/client`)) {
    if (!TEXT.test(file)) continue;
    const text = await readFile(file, "utf8");
    const renamed = text.replace(anyName, (name) => `${NEXT_PREFIX}${name}`);
    if (renamed !== text) await writeFile(file, renamed);
  }
  for (const name of names) await rename(join(assets, name), join(assets, `${NEXT_PREFIX}${name}`));
}
