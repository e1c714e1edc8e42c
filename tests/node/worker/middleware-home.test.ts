/**
 * The Worker's middleware lives in worker/middleware/ (docs/decisions/082-one-refusal.md): a
 * route file says only its own chain, a service holds no HTTP step, and what every request
 * passes through is in one folder. This reads worker/ and refuses, anywhere else, a declaration
 * typed `MiddlewareHandler`, a function that returns one, or `createMiddleware(...)`.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "#tests/node/source-files.ts";

const root = join(import.meta.dirname, "../../..");

const isMiddlewareType = (type: ts.TypeNode | undefined, file: ts.SourceFile) =>
  type !== undefined && /^MiddlewareHandler\b/.test(type.getText(file));

/** The middleware a source file defines, by line. */
function middlewareIn(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, name: string) =>
    found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${name}`);
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && isMiddlewareType(node.type, file)) at(node, node.name.getText(file));
    if (
      (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) &&
      isMiddlewareType(node.type, file)
    ) {
      at(node, node.name?.getText(file) ?? "a function returning middleware");
    }
    if (ts.isCallExpression(node) && node.expression.getText(file) === "createMiddleware") at(node, "createMiddleware");
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("middleware in the Worker", () => {
  it("is found typed, returned by a factory, or made with createMiddleware", () => {
    const source = [
      "const signedToken: MiddlewareHandler<AppEnv> = async (c, next) => { await next(); };",
      "export const limited = (n: number): MiddlewareHandler<AppEnv> => async (c, next) => { await next(); };",
      "export function gate(): MiddlewareHandler { return async (c, next) => next(); }",
      "const timing = createMiddleware(async (c, next) => next());",
      "export function route(router: Hono, ...chain: MiddlewareHandler[]) {}",
    ].join("\n");
    expect(middlewareIn("worker/routes/shop.ts", source)).toEqual([
      "worker/routes/shop.ts:1: signedToken",
      "worker/routes/shop.ts:2: a function returning middleware",
      "worker/routes/shop.ts:3: gate",
      "worker/routes/shop.ts:4: createMiddleware",
    ]);
  });

  it("lives in worker/middleware/ only", () => {
    const found = sourceFiles(join(root, "worker"))
      .map((path) => relative(root, path).replaceAll("\\", "/"))
      .filter((path) => !path.startsWith("worker/middleware/"))
      .flatMap((path) => middlewareIn(path, readFileSync(join(root, path), "utf8")));
    expect(found).toEqual([]);
  });
});
