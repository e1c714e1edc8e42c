/**
 * What a page's first-load JS leaves to later (decision 060): the words of the language
 * suggestion and of the English-only notice load with their panel, the head of a page reached in
 * the app with the first navigation, the Google tag's code after the page is shown or with the
 * visitor's answer to the consent question; and every module the entry imports is in the entry's one
 * file, which alone opens with V8's compile hint (decision 089). Read from the modules the
 * prerendered pages' starter loads (decision 064), as a browser does.
 */
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pageModules } from "#build/code-after-paint.ts";
import { COMPILE_HINT } from "#build/entry-chunk.ts";
import { TAG_SCRIPT_ORIGIN } from "#common/google-tag.ts";
import { blogEntries } from "#web/content/blog/index.ts";

const get = (path: string) => SELF.fetch(`https://ticksim.test${path}`);

/** The page's entry and the modules it preloads, each fetched. */
async function firstLoad(
  path: string,
): Promise<{ readonly entry: string; readonly chunks: readonly string[]; readonly js: string }> {
  const modules = pageModules(await (await get(path)).text());
  expect(modules.length).toBeGreaterThan(1);
  const [entry, ...chunks] = await Promise.all(modules.map(async (file) => (await get(file)).text()));
  return { entry: entry as string, chunks, js: [entry, ...chunks].join("\n") };
}

// English and translated pages, a form page, and the pages in English only.
const pages = ["/", "/ja/", "/contact", "/fr/contact", "/affiliates", "/resetlicense", "/terms"];

describe("the first-load JS", () => {
  it.each(pages)("of %s holds no word of the language panel", async (path) => {
    const { js } = await firstLoad(path);
    // The suggestion's sentence in Japanese and in French (the panel's own words).
    expect(js).not.toContain("このページは日本語でもご覧いただけます。");
    expect(js).not.toContain("Cette page existe aussi en français.");
  });

  it.each(pages)("of %s holds no blog article, which only the head of a later page names", async (path) => {
    const { js } = await firstLoad(path);
    expect(blogEntries.filter((entry) => js.includes(entry.text))).toEqual([]);
  });

  it.each(pages)("of %s holds no code of the Google tag", async (path) => {
    const { js } = await firstLoad(path);
    expect(js).not.toContain(TAG_SCRIPT_ORIGIN);
  });

  it.each(pages)("of %s is one entry file that imports no other chunk", async (path) => {
    const { entry } = await firstLoad(path);
    // A static import in minified ES output: `import{a as b}from"./x.js"` or `import"./x.js"`.
    expect(entry).not.toMatch(/(?:^|[;}\n])import\s*(?:\{[^}]*\}\s*from\s*|\*\s*as\s+[\w$]+\s+from\s*)?["'`]\.\//);
  });

  it.each(pages)("of %s opens its entry with the compile hint, and no chunk with it", async (path) => {
    const { entry, chunks } = await firstLoad(path);
    // V8 reads the hint only as the file's first line; on a chunk that runs in part it wastes compiling.
    expect(entry.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(chunks.filter((chunk) => chunk.includes(COMPILE_HINT))).toEqual([]);
  });
});
