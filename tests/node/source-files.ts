/**
 * The repository's files as the node tests that read source code see them: the files git knows under some
 * folders, or the TypeScript modules under one folder.
 */
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";

/** The repository's root folder. */
export const REPOSITORY_ROOT = join(import.meta.dirname, "../..");

/** The files git knows under `folders` (tracked, or new and not ignored), as repository paths. */
export function repositoryFiles(...folders: string[]): string[] {
  return execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", ...folders], {
    cwd: REPOSITORY_ROOT,
    encoding: "utf8",
  })
    .split("\n")
    .filter(Boolean);
}

/** The TypeScript modules under `dir` (no declaration file), as paths under `dir`; `root` is where `dir` is read from. */
export function sourceFiles(dir: string, root = ""): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, root);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}
