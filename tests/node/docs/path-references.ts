/**
 * The repository files a Markdown document names: relative link targets, and words in code (backticks or fenced
 * blocks) shaped like a repository path. Prose is not read: a decision record's context names the files as they were.
 */
import { posix } from "node:path";

export type PathReference = {
  /** As written in the document. */
  written: string;
  /**
   * `path`: relative to the repository root, without a trailing slash. `name`: a bare file name of code
   * (`webhook.test.ts`), which documents use for a file named in full nearby.
   */
  kind: "path" | "name";
  path: string;
  line: number;
};

/**
 * Top-level folders of the repository: a word in code starting with one of them is read as a path. The docs test
 * adds the folders git lists, so a new one (build/) counts at once, and a removed one still does.
 */
export const TOP_LEVEL_FOLDERS = [
  "build",
  "common",
  "web",
  "worker",
  "tests",
  "scripts",
  "docs",
  "migrations",
  ".ci",
  ".githooks",
];

/** Files at the root that a document may name bare (`wrangler.toml`); other bare names are loose mentions. */
const ROOT_FILE =
  /^(?:README\.md|package(?:-lock)?\.json|wrangler\.toml|biome\.jsonc?|index\.html|tsconfig(?:\.[a-z]+)?\.json|[a-z.-]+\.config\.ts|worker-configuration\.d\.ts|\.dev\.vars\.example|\.gitignore|\.gitattributes)$/;

/** A bare file name of code: it must be the name of some file of the repository. */
const CODE_FILE_NAME = /^[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|css|sql)$/;

/**
 * Placeholders (`<feature>`, `NNN`, `x.spec.ts`, `SITE_URL/terms`), globs (`*`, `{a,b}`) and elisions stand for many
 * files, or none.
 */
const PLACEHOLDER = /[<>*?{}[\]$…]|\.\.\.|\bN{2,}\b|\bX{2,}\b|(?:^|\/)x(?:[./]|$)|\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/;

/** `#web/x.ts` is the package.json import alias of `web/x.ts`. */
const ALIAS = /^#(?=[\w.-]+\/)/;

const folderPath = (folders: readonly string[]) =>
  new RegExp(`^(?:${folders.map((folder) => folder.replace(".", "\\.")).join("|")})/(?:[\\w.@-]+(?:/[\\w.@-]+)*/?)?$`);

const LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const CODE_SPAN = /(`+)([^`]+?)\1/g;
const FENCE = /^\s*(```|~~~)/;

/** A word of code as a repository path or file name, or undefined when it is something else. */
function codeWordAsPath(word: string, folderPath: RegExp): Pick<PathReference, "kind" | "path"> | undefined {
  const trimmed = word
    .replace(/^[("'[]+/, "")
    .replace(/[)"'\],;.]+$/, "")
    .replace(/:\d+(?::\d+)?$/, "")
    .replace(ALIAS, "")
    .replace(/^\.\//, "");
  if (trimmed === "" || PLACEHOLDER.test(trimmed)) return undefined;
  if (folderPath.test(trimmed) || ROOT_FILE.test(trimmed)) return { kind: "path", path: trimmed.replace(/\/$/, "") };
  if (CODE_FILE_NAME.test(trimmed)) return { kind: "name", path: trimmed };
  return undefined;
}

/**
 * A link's target as a repository path, resolved from the document's folder, or undefined for what is not a file
 * of the repository: a URL, a site route (`/pricing`), an anchor within the page.
 */
function linkTargetAsPath(target: string, documentPath: string, folderPath: RegExp): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/") || target.startsWith("#")) return undefined;
  const file = decodeURI(target.replace(/[#?].*$/, ""));
  if (file === "" || PLACEHOLDER.test(file)) return undefined;
  const resolved = posix.normalize(posix.join(posix.dirname(documentPath), file)).replace(/\/$/, "");
  return folderPath.test(resolved) || ROOT_FILE.test(resolved) ? resolved : undefined;
}

export function pathReferences(
  markdown: string,
  documentPath: string,
  folders: readonly string[] = TOP_LEVEL_FOLDERS,
): PathReference[] {
  const inFolder = folderPath(folders);
  const references: PathReference[] = [];
  let fence: string | undefined;
  markdown.split("\n").forEach((text, index) => {
    const line = index + 1;
    const opening = FENCE.exec(text)?.[1];
    if (opening !== undefined && (fence === undefined || fence === opening)) {
      fence = fence === undefined ? opening : undefined;
      return;
    }
    const codeWords = (code: string) => {
      for (const word of code.split(/\s+/)) {
        const reference = codeWordAsPath(word, inFolder);
        if (reference !== undefined) references.push({ written: word, ...reference, line });
      }
    };
    if (fence !== undefined) {
      codeWords(text);
      return;
    }
    const spans = [...text.matchAll(CODE_SPAN)];
    for (const span of spans) codeWords(span[2] ?? "");
    const prose = text.replace(CODE_SPAN, " ");
    for (const link of prose.matchAll(LINK)) {
      const target = link[1] ?? "";
      const path = linkTargetAsPath(target, documentPath, inFolder);
      if (path !== undefined) references.push({ written: target, kind: "path", path, line });
    }
  });
  return references;
}
