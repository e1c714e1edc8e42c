/**
 * Every API call is registered with `route()` (worker/route.ts), so its parameters, body and
 * answer come from the contract and its refusals are answered by `refusalAnswer`
 * (docs/decisions/043-contract-drives-both-sides.md, 082-one-refusal.md). This reads
 * worker/routes/ and refuses a router's own registration methods (`get`, `post`, `on`, `use`...)
 * and a router made another way than `createRouter()`. The one exception is the installer stream
 * (decision 043): worker/routes/downloads.ts registers `serveFile` (one installer, with ranges) and
 * `unknownDownload` (any other address under /download/) directly.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");

/** Hono's methods that add a handler or middleware to a router. */
const REGISTERS = new Set(["get", "post", "put", "delete", "patch", "options", "all", "on", "use", "route", "mount"]);

/** The installer stream: the handlers each file may register directly. */
const EXCEPTIONS: Readonly<Record<string, readonly string[]>> = {
  "worker/routes/downloads.ts": ["serveFile", "unknownDownload"],
};

/** The registrations `route()` did not make in a source file at `path` (relative to the repository). */
function directRegistrations(path: string, source: string): string[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true);
  const excepted = EXCEPTIONS[path] ?? [];
  const routers = new Set<string>();
  const found: string[] = [];
  const line = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const made = node.initializer;
      if (ts.isCallExpression(made) && made.expression.getText(file) === "createRouter") routers.add(node.name.text);
    }
    if (ts.isNewExpression(node) && node.expression.getText(file) === "Hono") {
      found.push(`${path}:${line(node)}: new Hono (a router is createRouter())`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      routers.has(node.expression.expression.text) &&
      REGISTERS.has(node.expression.name.text)
    ) {
      const handler = node.arguments.at(-1);
      if (!(handler && ts.isIdentifier(handler) && excepted.includes(handler.text))) {
        found.push(`${path}:${line(node)}: ${node.expression.getText(file)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("route registration in worker/routes", () => {
  it("refuses a router's own methods and a router made with new Hono, outside the installer stream", () => {
    const source = [
      "export const shopRouter = createRouter();",
      "route(shopRouter, shopCalls.list, async (c) => c.json([]));",
      'shopRouter.get("/api/shop/extra", (c) => c.json({}));',
      "shopRouter.use(limited);",
      "const other = new Hono();",
      "downloadsRouter.get(downloadFileRoute.path, serveFile);",
    ].join("\n");
    expect(directRegistrations("worker/routes/shop.ts", source)).toEqual([
      "worker/routes/shop.ts:3: shopRouter.get",
      "worker/routes/shop.ts:4: shopRouter.use",
      "worker/routes/shop.ts:5: new Hono (a router is createRouter())",
    ]);
    const downloads = [
      "export const downloadsRouter = createRouter();",
      "downloadsRouter.get(downloadFileRoute.path, serveFile);",
      'downloadsRouter.get("/download/:rest{.+}", unknownDownload);',
      'downloadsRouter.post("/download/other", (c) => c.text("no"));',
    ].join("\n");
    expect(directRegistrations("worker/routes/downloads.ts", downloads)).toEqual([
      "worker/routes/downloads.ts:4: downloadsRouter.post",
    ]);
  });

  it("finds none in the repository: every API call goes through route()", () => {
    const dir = join(root, "worker/routes");
    const found = readdirSync(dir)
      .filter((name) => name.endsWith(".ts"))
      .flatMap((name) => {
        const path = relative(root, join(dir, name)).replaceAll("\\", "/");
        return directRegistrations(path, readFileSync(join(dir, name), "utf8"));
      });
    expect(found).toEqual([]);
  });
});
