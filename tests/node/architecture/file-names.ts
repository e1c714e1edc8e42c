/**
 * One file-name convention for the code of web/, common/, worker/, scripts/ and build/ (decision 083,
 * docs/architecture.md "File names"):
 *
 * - a `.ts` module is kebab-case: `api-client.ts`, `local-prices.ts` (declarations: `env.d.ts`);
 * - a hook's module is `use-<name>.ts` and exports `use<Name>`; a module whose one exported value is a
 *   hook is named after it;
 * - the module that declares a message catalogue's namespace (`namespace("<namespace>")` of
 *   web/i18n/messages.ts) is `<namespace>-messages.ts`; one declaring a family (pricing, pricing-web,
 *   pricing-desktop) is named after the family's first word;
 * - a React component's file is PascalCase `.tsx`, named after it, and its styles the same name
 *   `.module.css`; a page is `<PascalCaseId>Page.tsx` (common/routes.ts, pageModuleOf); a `.tsx` that
 *   is no one component (an entry, a set of icons) is kebab-case, as shared styles are;
 * - a folder is kebab-case, but a language's, named by its tag (`pt-BR`, `zh-Hans`).
 */
import ts from "typescript";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
/** BCP 47 tags, as web/i18n/messages/<locale>/ and worker/mail/messages/<locale>/ name their folders. */
const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-[A-Z]{2})?$/;

export type NameProblem = { readonly path: string; readonly problem: string };

/** `use-symbol-search` → `useSymbolSearch`. */
export const hookOf = (kebab: string) => kebab.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** What a module exports as values (functions, constants, classes), in order; types and interfaces are not. */
export function exportedValues(source: string): string[] {
  const file = ts.createSourceFile("x.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of file.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (!exported) continue;
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      names.push(statement.name.text);
    else if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
  }
  return names;
}

/** The catalogue namespaces a module declares: each `namespace("...")` call's string (a constant's: `undefined`). */
export function declaredNamespaces(source: string): (string | undefined)[] {
  if (!/\bnamespace\s*[<(]/.test(source)) return [];
  const file = ts.createSourceFile("x.ts", source, ts.ScriptTarget.Latest, true);
  const found: (string | undefined)[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "namespace") {
      const argument = node.arguments[0];
      found.push(argument && ts.isStringLiteralLike(argument) ? argument.text : undefined);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** What is wrong with a path's folder names and file name; `source` is the file's text (for .ts and .tsx). */
export function nameProblems(path: string, source = ""): string[] {
  const parts = path.split("/");
  const name = parts.pop() as string;
  const problems = parts
    .filter((folder) => !KEBAB.test(folder) && !LANGUAGE_TAG.test(folder))
    .map((folder) => `folder "${folder}" is not kebab-case`);

  if (name.endsWith(".d.ts")) {
    if (!KEBAB.test(name.slice(0, -".d.ts".length))) problems.push("a declaration file is kebab-case: <name>.d.ts");
    return problems;
  }
  if (name.endsWith(".module.css")) {
    const stem = name.slice(0, -".module.css".length);
    if (!PASCAL.test(stem) && !KEBAB.test(stem))
      problems.push("a CSS module is its component's PascalCase name, or kebab-case when shared");
    return problems;
  }
  if (name.endsWith(".css")) {
    if (!KEBAB.test(name.slice(0, -".css".length))) problems.push("a stylesheet is kebab-case");
    return problems;
  }
  if (name.endsWith(".tsx")) {
    const stem = name.slice(0, -".tsx".length);
    if (!PASCAL.test(stem) && !KEBAB.test(stem))
      problems.push("a component's file is PascalCase .tsx (a .tsx of no one component, kebab-case)");
    return problems;
  }
  if (!name.endsWith(".ts")) return problems;

  const stem = name.slice(0, -".ts".length);
  if (!KEBAB.test(stem)) problems.push("a .ts module is kebab-case");
  const values = exportedValues(source);
  if (stem.startsWith("use-") && !values.includes(hookOf(stem)))
    problems.push(`a use-*.ts module exports its hook, ${hookOf(stem)}`);
  const [only] = values;
  if (values.length === 1 && only && /^use[A-Z]/.test(only) && !stem.startsWith("use-"))
    problems.push(`the module of one hook is named after it: use-${kebabOf(only.slice(3))}.ts`);

  const namespaces = declaredNamespaces(source);
  if (namespaces.length > 0) {
    const family = stem.endsWith("-messages") ? stem.slice(0, -"-messages".length) : undefined;
    const ofFamily = (ns: string | undefined) => ns === undefined || ns === family || ns.startsWith(`${family}-`);
    if (!family || !namespaces.every(ofFamily))
      problems.push(
        `the module declaring the catalogue ${namespaces.map((ns) => `"${ns ?? "?"}"`).join(", ")} is named <namespace>-messages.ts`,
      );
  }
  return problems;
}

const kebabOf = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase();
