/**
 * Raw SQL in the Worker names tables and columns through drizzle's schema objects (`${orders}`,
 * `${orders.id}`), never as text: a renamed column then fails the typecheck instead of a query at
 * run time. This reads every `sql` template and `sql.raw` string under worker/ and refuses a table
 * name, or a column name of the schema's (snake_case ones: `id` or `amount` are also plain words),
 * written in its text. Quoted SQL strings ('paid', 'payout-sent') are values, not names.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "#worker/db/schema.ts";

const root = join(import.meta.dirname, "../../..");

const tables = Object.values(schema).flatMap((value) => (value instanceof SQLiteTable ? [getTableConfig(value)] : []));
const tableNames = new Set(tables.map((table) => table.name));
const columnNames = new Set(tables.flatMap((table) => table.columns.map((c) => c.name)).filter((n) => n.includes("_")));

/** The text of each `sql` template (`sql\`...\``, `sql<T>\`...\``) and `sql.raw("...")` in a source file. */
function sqlTexts(source: string): string[] {
  const file = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === "sql") {
      const template = node.template;
      texts.push(
        ts.isNoSubstitutionTemplateLiteral(template)
          ? template.text
          : [template.head.text, ...template.templateSpans.map((span) => span.literal.text)].join(" "),
      );
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.getText(file) === "sql.raw" &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      texts.push(node.arguments[0].text);
    }
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

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });

describe("raw SQL in the Worker", () => {
  it("reads templates, typed templates and sql.raw, and leaves quoted values", () => {
    const texts = sqlTexts(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, read as data
      "const a = sql`select 1 from orders where ${x} = 'payouts'`; const b = sql<number>`count(${y}) ${z} affiliate_id`;" +
        ' const c = sql.raw("licences l"); const d = `from orders`;',
    );
    expect(texts.map(namesIn)).toEqual([["orders"], ["affiliate_id"], ["licences"]]);
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
