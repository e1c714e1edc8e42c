/**
 * The modules a source imports, read with the TypeScript parser (comments and strings do not count): what the web's
 * fences (web-fences.ts) and the Worker's service table (tests/node/worker/service-imports.test.ts) check.
 */
import ts from "typescript";

/** Every module specifier of a source: static imports and re-exports (types too) and `import()` calls. */
export function importSpecifiers(source: string): { readonly specifier: string; readonly line: number }[] {
  const file = ts.createSourceFile("x.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: { specifier: string; line: number }[] = [];
  const add = (node: ts.Node, literal: ts.Expression | undefined) => {
    if (literal && ts.isStringLiteralLike(literal))
      found.push({ specifier: literal.text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node, node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node, node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node, node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
