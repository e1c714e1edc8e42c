/**
 * The font stack web/styles/tokens.css gives Japanese or Chinese text (decision 061), and which of
 * its families this machine has: a check of CJK typesetting needs one of them installed, and says
 * it was skipped where none is (`.ci/run` installs one).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

export type CjkLocale = "ja" | "zh-Hans";

const tokens = readFileSync("web/styles/tokens.css", "utf8");

/** The families of `html:lang(locale)`'s `--font-sans`, in order, unquoted. */
export const fontStackOf = (locale: CjkLocale): string[] =>
  (new RegExp(`html:lang\\(${locale}\\)\\s*\\{\\s*--font-sans:([^;]+);`).exec(tokens)?.[1] ?? "")
    .split(",")
    .map((family) => family.trim().replace(/^"|"$/g, ""));

const installedFamilies = (() => {
  try {
    return execFileSync("fc-list", [":", "family"], { encoding: "utf8" });
  } catch {
    return "";
  }
})();

/** The families of the language's stack installed here (none where fontconfig is missing). */
export const installedFontsOf = (locale: CjkLocale): string[] =>
  fontStackOf(locale).filter((family) => installedFamilies.includes(family));
