/**
 * One formatter for dates, numbers and money, by the page's language (issue 29 item 7, decision
 * 058): common/format.ts makes every Intl formatter, and its internals (common/money.ts,
 * common/dates.ts) the English ones it reads. Anywhere else under web/, worker/ and common/, an
 * `Intl.NumberFormat` (made, called or passed on) or a `toLocaleString` writes a language of its
 * own choosing; and a reader's text in web/ or worker/ goes through `formatterOf`, not the English
 * functions behind it. Read with the TypeScript parser, so comments and strings do not count and
 * a type such as `Intl.NumberFormat` in a signature is no formatter made.
 */
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "#tests/node/source-files.ts";

const root = join(import.meta.dirname, "../../..");

/** The formatter and its internals: the only files that may ask Intl for a language's text. */
const FORMATTER = ["common/format.ts", "common/money.ts", "common/dates.ts"];

/** Intl's constructors that write text for a reader in a language. */
const INTL_FORMATTERS = new Set([
  "NumberFormat",
  "DateTimeFormat",
  "DisplayNames",
  "RelativeTimeFormat",
  "ListFormat",
  "DurationFormat",
]);
const LOCALE_METHODS = new Set(["toLocaleString", "toLocaleDateString", "toLocaleTimeString"]);

/** The English reader texts behind the formatter; `centsText` (CSV) and `minorDigits` are not reader text. */
const ENGLISH_TEXTS = new Set([
  "formatCents",
  "formatPrice",
  "formatDate",
  "formatDateTime",
  "formatDay",
  "formatDayTime",
  "formatIsoDay",
]);

/** `Intl.X` (a value, not a type) and `.toLocaleString` and its kin, each with its line. */
function localeTextCalls(source: string): string[] {
  // Parsing is the slow part: a file that never writes the words needs none.
  if (!/Intl|toLocale/.test(source)) return [];
  const file = ts.createSourceFile("x.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const name = node.name.text;
      const intl = ts.isIdentifier(node.expression) && node.expression.text === "Intl" && INTL_FORMATTERS.has(name);
      if (intl || LOCALE_METHODS.has(name)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push(`${line}: ${intl ? `Intl.${name}` : name}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** The English reader texts a file imports or re-exports from common/money.ts or common/dates.ts. */
function englishTextImports(source: string, path: string): string[] {
  if (!/(money|dates)(\.tsx?)?["']/.test(source)) return [];
  const file = ts.createSourceFile("x.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const target = (specifier: string) =>
    specifier.startsWith("#common/")
      ? specifier.replace("#common/", "common/")
      : specifier.startsWith(".")
        ? relative(root, resolve(dirname(join(root, path)), specifier))
        : specifier;
  return file.statements.flatMap((statement) => {
    const from =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? target(statement.moduleSpecifier.text).replace(/\.tsx?$/, "")
        : undefined;
    if (from !== "common/money" && from !== "common/dates") return [];
    const names = ts.isImportDeclaration(statement)
      ? statement.importClause?.namedBindings
      : (statement as ts.ExportDeclaration).exportClause;
    if (!names || ts.isNamespaceImport(names) || ts.isNamespaceExport(names)) return [`* from ${from}`];
    return names.elements
      .map((element) => (element.propertyName ?? element.name).text)
      .filter((name) => ENGLISH_TEXTS.has(name))
      .map((name) => `${name} from ${from}`);
  });
}

describe("the reading of a source file", () => {
  it("finds Intl's formatters made, called or passed on, and toLocale...; not types, comments or strings", () => {
    const source = [
      "const a = new Intl.NumberFormat('fr');",
      "const b: Intl.DateTimeFormat = Intl.DateTimeFormat('en-GB');",
      "const c = new Date().toLocaleDateString(); // Intl.DisplayNames",
      "const d = 'Intl.ListFormat'; const e = Intl.supportedValuesOf('currency');",
      "const f = { of: Intl.DisplayNames }; const g = n.toLocaleString('en');",
    ].join("\n");
    expect(localeTextCalls(source)).toEqual([
      "1: Intl.NumberFormat",
      "2: Intl.DateTimeFormat",
      "3: toLocaleDateString",
      "5: Intl.DisplayNames",
      "5: toLocaleString",
    ]);
  });

  it("finds the English texts imported or re-exported, by alias or relative path; not CSV text", () => {
    const source = [
      'import { centsText, formatCents as money } from "#common/money.ts";',
      'import { isCalendarDay } from "../../common/dates.ts";',
      'export { formatDay } from "../../common/dates.ts";',
      'import * as dates from "#common/dates.ts";',
      'import { formatDate } from "#common/format-like.ts";',
    ].join("\n");
    expect(englishTextImports(source, "web/lib/x.ts")).toEqual([
      "formatCents from common/money",
      "formatDay from common/dates",
      "* from common/dates",
    ]);
  });
});

describe("one formatter", () => {
  it("is the only maker of Intl formatters and caller of toLocaleString in web/, worker/ and common/", () => {
    const found = ["web", "worker", "common"]
      .flatMap((dir) => sourceFiles(dir, root))
      .filter((path) => !FORMATTER.includes(path))
      .flatMap((path) => localeTextCalls(readFileSync(join(root, path), "utf8")).map((call) => `${path}:${call}`));
    expect(found).toEqual([]);
  });

  it("writes every reader's money and date in web/ and worker/: none imports the English texts behind it", () => {
    const found = ["web", "worker"]
      .flatMap((dir) => sourceFiles(dir, root))
      .flatMap((path) => englishTextImports(readFileSync(join(root, path), "utf8"), path).map((i) => `${path}: ${i}`));
    expect(found).toEqual([]);
  });
});
