/**
 * The web reaches the API from one module per room (issue 44, decision 083): `callApi` is called in a
 * feature's (or a console section's, or a shared widget's) `api.ts`, never inline in a component, so a
 * room's data calls are read in one place and its components take plain functions.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repositoryFiles, REPOSITORY_ROOT as root } from "#tests/node/source-files.ts";

/** Where `callApi` may be called: the client itself and the rooms' api.ts modules. */
const mayCall = (path: string) => path === "web/lib/api-client.ts" || path.endsWith("/api.ts");

/** The lines of a source that call `callApi(...)` (comments and strings do not count). */
function callApiLines(source: string): number[] {
  if (!source.includes("callApi")) return [];
  const file = ts.createSourceFile("x.tsx", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "callApi")
      lines.push(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return lines;
}

const webModules = repositoryFiles("web").filter((path) => /\.(ts|tsx)$/.test(path));

describe("the web's API calls", () => {
  it("finds a call, not a mention", () => {
    const sample = [
      "// callApi(adminCalls.me) in a comment",
      'const text = "callApi(x)";',
      "const load = (signal) => callApi(adminCalls.me, { signal });",
    ].join("\n");
    expect(callApiLines(sample)).toEqual([3]);
  });

  it("calls callApi only in api.ts modules", () => {
    const inline = webModules
      .filter((path) => !mayCall(path))
      .flatMap((path) => callApiLines(readFileSync(join(root, path), "utf8")).map((line) => `${path}:${line}`));
    expect(inline).toEqual([]);
  });

  it("gives each console section its own folder, named by its id (the overview's, /admin, overview/)", () => {
    const sections = readFileSync(join(root, "web/features/admin/sections.ts"), "utf8");
    const entries = [...sections.matchAll(/id: "([a-z-]*)".*?import\("\.\/([^"]+)"\)/g)].map(([, id, module]) => ({
      id,
      folder: (module as string).split("/").slice(0, -1).join("/"),
    }));
    expect(entries.length).toBeGreaterThan(5);
    expect(entries.filter(({ id, folder }) => folder !== (id || "overview"))).toEqual([]);
  });
});
