/**
 * The docs stay true to the tree: every decision record carries its date and status, docs/README.md indexes every
 * file of docs/, and every repository file a doc names exists.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type DecisionHeader, readDecisionHeader } from "./decision-header.ts";
import { type PathReference, pathReferences, TOP_LEVEL_FOLDERS } from "./path-references.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const INDEX = "docs/README.md";

/** Folders a tool writes into, named by the docs before any run has made them. */
const MADE_BY_TOOLS: Record<string, string> = {
  "tests/contracts/stripe/recorded": "npm run stripe:contract saves the events of a live run there",
  "scripts/backup/backup-public-key.pem": "npm run backup:keygen writes it, and the owner commits it",
};

const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

function git(args: string[]) {
  return spawnSync("git", args, { cwd: ROOT, encoding: "utf8" });
}

/** Files of the repository (committed or new, not ignored) as they stand in the working tree. */
const repositoryFiles = git(["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
  .stdout.split("\0")
  .filter((path) => path !== "" && existsSync(join(ROOT, path)));
const fileNames = new Set(repositoryFiles.map((path) => basename(path)));
const folders = [
  ...new Set([...TOP_LEVEL_FOLDERS, ...repositoryFiles.flatMap((path) => /^([^/]+)\//.exec(path)?.[1] ?? [])]),
];

/** A file git ignores is made locally by design (`.dev.vars`, `web/.env.production.local`), never committed. */
const ignoredByGit = (path: string) => git(["check-ignore", "--quiet", "--no-index", path]).status === 0;

const docsFiles = repositoryFiles.filter((path) => path.startsWith("docs/")).sort();
const documents = ["README.md", ...docsFiles.filter((path) => path.endsWith(".md"))];
const recordFiles = docsFiles
  .filter((path) => path.startsWith("docs/decisions/"))
  .map((path) => path.slice("docs/decisions/".length));

const headers = new Map<string, DecisionHeader>();
for (const file of recordFiles) {
  const header = readDecisionHeader(file, read(`docs/decisions/${file}`));
  if (!("problems" in header)) headers.set(file, header);
}

function missing(reference: PathReference): boolean {
  if (reference.kind === "name") return !fileNames.has(reference.path);
  return !existsSync(join(ROOT, reference.path)) && !(reference.path in MADE_BY_TOOLS) && !ignoredByGit(reference.path);
}

describe("decision records", () => {
  it("are found, with the rest of the repository, through git", () => {
    expect(repositoryFiles).toContain("package.json");
    expect(recordFiles.length).toBeGreaterThan(0);
  });

  it.each(recordFiles)("%s opens with its title, date and status", (file) => {
    const header = readDecisionHeader(file, read(`docs/decisions/${file}`));
    expect("problems" in header ? header.problems : []).toEqual([]);
  });

  it.each(recordFiles)("%s names only later records as its successors", (file) => {
    const header = headers.get(file);
    const successors = [...(header?.amendedBy ?? []), ...(header?.supersededBy ? [header.supersededBy] : [])];
    const wrong = successors
      .filter((link) => !recordFiles.includes(link.file) || link.number <= (header?.number ?? ""))
      .map((link) => link.file);
    expect(wrong, "successors that are missing or not later").toEqual([]);
  });

  it.each(recordFiles)("%s states in its header the amendment or successor its text names", (file) => {
    const header = headers.get(file);
    const body = read(`docs/decisions/${file}`).split("\n").slice(3).join("\n");
    const named = [...body.matchAll(/\b(?:amended|superseded|replaced) by (?:decision )?(\d{3})\b/gi)].map(
      (match) => match[1] ?? "",
    );
    const stated = [...(header?.amendedBy ?? []), ...(header?.supersededBy ? [header.supersededBy] : [])].map(
      (link) => link.number,
    );
    expect(named.filter((number) => !stated.includes(number))).toEqual([]);
  });
});

describe(INDEX, () => {
  const index = existsSync(join(ROOT, INDEX)) ? read(INDEX) : "";
  const linked = new Set(pathReferences(index, INDEX, folders).map((reference) => reference.path));
  const lines = index.split("\n");

  it("links every file in docs/", () => {
    expect(docsFiles.filter((path) => path !== INDEX && !linked.has(path))).toEqual([]);
  });

  it.each(recordFiles)("lists %s on one line with its number, title, date and status", (file) => {
    const header = headers.get(file);
    expect(header, "the record's header is unreadable").toBeDefined();
    if (header === undefined) return;
    const line = `- [${header.number} — ${header.title}](decisions/${file}): ${header.date}, ${header.plainStatus}`;
    expect(lines).toContain(line);
  });

  it("says why each number below the last has no record, and only those", () => {
    const numbers = recordFiles.map((file) => file.slice(0, 3));
    const last = Math.max(...numbers.map(Number));
    const unused = Array.from({ length: last }, (_, i) => String(i + 1).padStart(3, "0")).filter(
      (number) => !numbers.includes(number),
    );
    const explained = lines.flatMap((line) => /^- (\d{3}): no record\b/.exec(line)?.[1] ?? []);
    expect(explained).toEqual(unused);
  });
});

describe("every repository file a doc names exists", () => {
  it.each(documents)("%s", (document) => {
    const gone = pathReferences(read(document), document, folders)
      .filter(missing)
      .map((reference) => `line ${reference.line}: ${reference.written}`);
    expect(gone).toEqual([]);
  });
});
