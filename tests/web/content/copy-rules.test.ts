/**
 * The site's own copy (web/content), spec quotes aside: British "licence" for the noun, and
 * English punctuation, no space before ? ! or :.
 */
import { describe, expect, it } from "vitest";
import { specQuotes } from "#tests/fixtures/spec-quotes.ts";

const modules = import.meta.glob<Record<string, unknown>>("/web/content/**/*.ts", { eager: true });
const markdown = import.meta.glob<string>("/web/content/**/*.md", { eager: true, query: "?raw", import: "default" });

/** Every string a content module exports, however deep, with where it was found. */
function* stringsOf(value: unknown, path: string, seen = new Set<unknown>()): Generator<[string, string]> {
  if (typeof value === "string") yield [path, value];
  else if (value && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const [key, inner] of Object.entries(value)) yield* stringsOf(inner, `${path}.${key}`, seen);
  }
}

const withoutQuotes = (text: string) => specQuotes.reduce((t, quote) => t.split(quote).join(" "), text);

/** What breaks the rules in one text: each offending piece with a little context. */
function copyProblems(text: string): string[] {
  const own = withoutQuotes(text)
    // Paths and addresses keep their spelling (/resetlicense, /ResetLicenseKey/...).
    .replace(/\S*\/\S*/g, " ")
    // A Markdown link target or code span is not copy.
    .replace(/`[^`]*`/g, " ");
  const found: string[] = [];
  for (const m of own.matchAll(/.{0,20}\blicenses?\b.{0,20}/gi)) found.push(`"license": ${m[0]}`);
  for (const m of own.matchAll(/.{0,20}\S\s+[?!:](?=\s|$|["')]).{0,10}/g))
    found.push(`space before punctuation: ${m[0]}`);
  return found;
}

/** A translated document (web/content/legal/fr/terms.md) keeps its own language's punctuation. */
const isTranslation = (file: string) => /\/content\/legal\/(?!en\/)[^/]+\//.test(file);

/** Each English content file with its texts. */
const files: [string, string[]][] = [
  ...Object.entries(modules).map(([file, exports]): [string, string[]] => [
    file,
    [...stringsOf(exports, file)].map(([, text]) => text),
  ]),
  ...Object.entries(markdown)
    .filter(([file]) => !isTranslation(file))
    .map(([file, text]): [string, string[]] => [file, [text]]),
];

describe("the site's own copy", () => {
  it("finds the breaks it looks for, and lets spec quotes and paths be", () => {
    expect(copyProblems("Reset your license key")).toHaveLength(1);
    expect(copyProblems("A question ? Ask")).toHaveLength(1);
    expect(copyProblems("Note : this")).toHaveLength(1);
    expect(copyProblems("Wow !")).toHaveLength(1);
    expect(copyProblems("Desktop app license, Thanks for your purchase !")).toEqual([]);
    expect(copyProblems("Go to /resetlicense or /ResetLicenseKey/a/b/c")).toEqual([]);
    expect(copyProblems("The Services are licensed; no sublicense.")).toEqual([]);
    expect(copyProblems("Your licence: ready? Yes!")).toEqual([]);
  });

  it("is read from every content module and article", () => {
    expect(files.flatMap(([, texts]) => texts).length).toBeGreaterThan(200);
    expect(Object.keys(markdown).length).toBeGreaterThanOrEqual(5);
  });

  it.each(files)("%s spells licence the British way and punctuates in English", (_file, texts) => {
    expect(texts.flatMap(copyProblems)).toEqual([]);
  });
});
