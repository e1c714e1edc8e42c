/**
 * Raw SQL in the Worker names tables and columns through drizzle's schema objects (`${orders}`,
 * `${orders.id}`), never as text: a renamed column then fails the typecheck instead of a query at
 * run time. This reads every `sql` template, `sql.raw` string, string given to `prepare()` and
 * string written as an SQL statement under worker/ (sqlTexts) and refuses a table
 * name, or a column name of the schema's (snake_case ones: `id` or `amount` are also plain words),
 * written in its text. Quoted SQL strings ('paid', 'payout-sent') are values, not names.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "#tests/node/source-files.ts";
import * as schema from "#worker/db/schema.ts";

const root = join(import.meta.dirname, "../../..");

const tables = Object.values(schema).flatMap((value) => (value instanceof SQLiteTable ? [getTableConfig(value)] : []));
const tableNames = new Set(tables.map((table) => table.name));
const columnNames = new Set(tables.flatMap((table) => table.columns.map((c) => c.name)).filter((n) => n.includes("_")));

/** A string literal's text, or a template's text with its substitutions left out. */
const textOf = (literal: ts.StringLiteralLike | ts.TemplateLiteral): string =>
  ts.isStringLiteralLike(literal)
    ? literal.text
    : [literal.head.text, ...literal.templateSpans.map((span) => span.literal.text)].join(" ");

const isLiteral = (node: ts.Node | undefined): node is ts.StringLiteralLike | ts.TemplateLiteral =>
  node !== undefined && (ts.isStringLiteralLike(node) || ts.isTemplateExpression(node));

/** Text that opens as an SQL statement does; an English message rarely does. */
const STATEMENT = /^\s*(?:select|insert|update|delete|replace|with)\s/i;

/**
 * The SQL text in a source file: each `sql` template (`sql\`...\``, `sql<T>\`...\``), each
 * `sql.raw("...")`, each string or template passed to `prepare()` (D1's, a session's), and any
 * other string or template that opens as an SQL statement (one built apart from its `prepare()`).
 */
function sqlTexts(source: string): string[] {
  const file = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const read = new Set<ts.Node>();
  const take = (literal: ts.StringLiteralLike | ts.TemplateLiteral) => {
    read.add(literal);
    texts.push(textOf(literal));
  };
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node)) {
      // Another tag's template is not SQL; an `sql` one is, whatever it opens with.
      read.add(node.template);
      if (ts.isIdentifier(node.tag) && node.tag.text === "sql") texts.push(textOf(node.template));
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const callee = node.expression;
      const isRaw = callee.getText(file) === "sql.raw";
      if ((isRaw || callee.name.text === "prepare") && isLiteral(node.arguments[0])) take(node.arguments[0]);
    }
    if (isLiteral(node) && !read.has(node) && STATEMENT.test(textOf(node))) take(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return texts;
}

/** The schema's table and column names written in SQL text, outside quoted values. */
function namesIn(text: string): string[] {
  const words = text.replace(/'(?:[^']|'')*'/g, "''").match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? [];
  return words.filter((word) => tableNames.has(word.toLowerCase()) || columnNames.has(word.toLowerCase()));
}

describe("raw SQL in the Worker", () => {
  it("reads templates, typed templates and sql.raw, and leaves quoted values", () => {
    const texts = sqlTexts(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, read as data
      "const a = sql`select 1 from orders where ${x} = 'payouts'`; const b = sql<number>`count(${y}) ${z} affiliate_id`;" +
        ' const c = sql.raw("licences l"); const d = `from orders`; const e = html`select from orders`;',
    );
    expect(texts.map(namesIn)).toEqual([["orders"], ["affiliate_id"], ["licences"]]);
  });

  it("reads what prepare() is given, and a statement written apart from it (as symbols.ts once did)", () => {
    const texts = sqlTexts(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, read as data
      'await d1.prepare("SELECT id FROM symbols WHERE symbol_key = ?").first(); c.var.d1.prepare(`select ${n} from payouts`);' +
        // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, read as data
        " const tier = `SELECT ${columns} FROM symbol_terms t WHERE t.term >= ?`; const message = 'Too many orders';",
    );
    expect(texts.map(namesIn)).toEqual([["symbols", "symbol_key"], ["payouts"], ["symbol_terms"]]);
  });

  it("names no table or column in text (the schema defines it; migrations are drizzle-kit's)", () => {
    const found = sourceFiles(join(root, "worker"))
      .filter((path) => !path.endsWith(join("db", "schema.ts")))
      .flatMap((path) =>
        sqlTexts(readFileSync(path, "utf8"))
          .flatMap(namesIn)
          .map((name) => `${relative(root, path)}: ${name}`),
      );
    expect(found).toEqual([]);
  });
});
